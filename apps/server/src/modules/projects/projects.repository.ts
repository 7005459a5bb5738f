import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lte,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';

import type { AccessState } from '@codebazaar/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client';
import { projectSelection, viewerLicenseColumns } from '../../db/project-selection';
import {
  licenseKeys,
  licenses,
  projectLicenseKeySettings,
  projects,
  users,
  type SourceRepository,
  type StoredProjectMedia,
  type LicenseStatus,
} from '../../db/schema';

export interface ProjectRow {
  id: string;
  authorId: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  techStack: string[];
  licenseType: 'free' | 'paid' | 'freemium';
  priceCents: number;
  feePct: number;
  payWhatYouWant: boolean;
  suggestedPriceCents: number | null;
  refundWindowDays: number;
  currency: string;
  freeFeatures: string[];
  paidFeatures: string[];
  freeRepoUrl: string | null;
  paidRepoUrl: string | null;
  demoUrl: string | null;
  views: number;
  downloads: number;
  stars: number;
  ratingAvg: number | null;
  ratingCount: number;
  status: 'draft' | 'published';
  githubVerified: boolean;
  sourceRepository: SourceRepository | null;
  media: StoredProjectMedia;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  authorUsername: string;
  authorDisplayName: string | null;
  authorProfileImage: string | null;
  authorReputation: number;
}

/** A project as its detail reads it: with the updates policy the detail shows (modules/updates). */
export interface ProjectDetailRow extends ProjectRow {
  updatesMonths: number | null;
  renewalPriceCents: number | null;
}

/** One search word and the known words it may be a typo of. */
export interface SearchWord {
  word: string;
  /** Similar words of published titles and tags (typo tolerance through the full-text index). */
  alternatives: string[];
}

export interface ProjectSearch {
  text: string;
  /** Words that are not stop words; each must match, as typed or as one of its alternatives. */
  words: SearchWord[];
}

/** Filters of the public list: always published projects only. */
export interface ProjectListFilters {
  category?: string;
  authorId?: string;
  priceMinExclusiveCents?: number | null;
  priceMaxInclusiveCents?: number | null;
  /** A lower price bound that includes the bound (the AI search's "from $10"). */
  priceMinInclusiveCents?: number | null;
  licenseType?: 'free' | 'paid' | 'freemium';
  updatedSince?: Date | null;
  /** Minimum average rating; unrated projects never match. */
  minRating?: number | null;
  search?: ProjectSearch;
}

export type ProjectSortColumn =
  'relevance' | 'createdAt' | 'views' | 'downloads' | 'stars' | 'price';

/** What a write stores; ids, author and timestamps are added by the repository. */
export interface ProjectValues {
  title: string;
  description: string;
  category: string;
  tags: string[];
  techStack: string[];
  licenseType: 'free' | 'paid' | 'freemium';
  priceCents: number;
  payWhatYouWant: boolean;
  suggestedPriceCents: number | null;
  refundWindowDays: number;
  freeFeatures: string[];
  paidFeatures: string[];
  freeRepoUrl: string | null;
  paidRepoUrl: string | null;
  demoUrl: string | null;
  githubVerified: boolean;
  sourceRepository: ProjectRow['sourceRepository'];
}

export interface ViewerLicenseRow {
  id: string;
  kind: 'free' | 'paid';
  status: LicenseStatus;
  createdAt: Date;
  /** Until when new releases and repository access are included; null: for life. */
  updatesUntil: Date | null;
  repositoryFullName: string | null;
  invitationSent: boolean;
  accessGranted: boolean;
  accessState: AccessState | null;
}

/** The viewer's license as the project detail reads it. */
export interface ViewerLicenseLookup extends ViewerLicenseRow {
  /**
   * Whether the license has a license key or may be issued one (the project hands out keys): only
   * then is the key looked up (modules/license-keys).
   */
  mayHaveKey: boolean;
}

const plainQuery = (text: string) => sql`plainto_tsquery('english', ${text})`;

/**
 * The full-text query of a search: the text as web search syntax ("quoted phrases", -not, or),
 * or every word matching as typed or as a word it is probably a typo of. One tsquery, so the
 * match is a single GIN index lookup.
 */
function searchQuery(search: ProjectSearch): SQL {
  const web = sql`websearch_to_tsquery('english', ${search.text})`;
  if (search.words.length === 0) return web;
  const perWord = search.words.map(
    ({ word, alternatives }) =>
      sql`(${sql.join(
        [word, ...alternatives].map((w) => plainQuery(w)),
        sql` || `,
      )})`,
  );
  return sql`(${web} || (${sql.join(perWord, sql` && `)}))`;
}

/**
 * Full-text rank of the matches. (A per-row pg_trgm word_similarity term tripled the cost of
 * broad searches, so typos are resolved before the query instead: see projects.search.ts.)
 */
function rankExpression(search: ProjectSearch): SQL {
  return sql`ts_rank(${projects.search}, ${searchQuery(search)})`;
}

function listWhere(f: ProjectListFilters): SQL {
  // Written out, not a parameter: the search index holds published projects only, and the
  // planner uses a partial index only when it can see the query asks for what it holds.
  const conditions: (SQL | undefined)[] = [sql`${projects.status} = 'published'`];
  if (f.category) conditions.push(eq(projects.category, f.category));
  if (f.authorId) conditions.push(eq(projects.authorId, f.authorId));
  if (f.priceMinExclusiveCents != null)
    conditions.push(gt(projects.priceCents, f.priceMinExclusiveCents));
  if (f.priceMaxInclusiveCents != null)
    conditions.push(lte(projects.priceCents, f.priceMaxInclusiveCents));
  // Price bounds read the (status, price) index; the license type filters what it returns.
  if (f.priceMinInclusiveCents != null)
    conditions.push(gte(projects.priceCents, f.priceMinInclusiveCents));
  if (f.licenseType) conditions.push(eq(projects.licenseType, f.licenseType));
  if (f.updatedSince) conditions.push(gte(projects.updatedAt, f.updatedSince));
  if (f.minRating != null) conditions.push(gte(projects.ratingAvg, f.minRating));
  if (f.search) conditions.push(sql`${projects.search} @@ ${searchQuery(f.search)}`);
  return and(...conditions)!;
}

/** A column of the table, or a field of the search's ranked matches (a subquery). */
type Sortable = AnyPgColumn | SQLWrapper;

/*
 * The sort indexes are (status, column DESC NULLS LAST, id DESC), or ASC for the price: the
 * ORDER BY names the same null ordering (the columns are NOT NULL, so it changes no result) and
 * tie-break, or their exact reverse, so PostgreSQL reads one page straight from the index.
 */
const byIndex = (column: Sortable, order: 'asc' | 'desc') =>
  order === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls first`;

/** The columns a list is sorted by: the table's, or those of the search's ranked matches. */
interface SortColumns {
  id: Sortable;
  createdAt: Sortable;
  views: Sortable;
  downloads: Sortable;
  stars: Sortable;
  priceCents: Sortable;
  /** The full-text rank; null without a search. */
  rank: Sortable | null;
}

const tableColumns = (search?: ProjectSearch): SortColumns => ({
  id: projects.id,
  createdAt: projects.createdAt,
  views: projects.views,
  downloads: projects.downloads,
  stars: projects.stars,
  priceCents: projects.priceCents,
  rank: search ? rankExpression(search) : null,
});

/**
 * Every sort ends with the id so that pages never overlap or skip (ties are common: counts of 0,
 * free projects); the indexes hold the id too, so a large tie is not sorted for each page. The
 * price has no null-ordering twist: its index is plain ascending.
 */
function orderBy(sort: ProjectSortColumn, order: 'asc' | 'desc', c: SortColumns): SQL[] {
  const id = (o: 'asc' | 'desc') => (o === 'asc' ? asc(c.id) : desc(c.id));
  switch (sort) {
    case 'relevance':
      return c.rank
        ? [desc(c.rank), byIndex(c.createdAt, 'desc'), id('desc')]
        : [byIndex(c.createdAt, 'desc'), id('desc')];
    case 'createdAt':
      return [byIndex(c.createdAt, order), id(order)];
    case 'views':
      return [byIndex(c.views, order), id(order)];
    case 'downloads':
      return [byIndex(c.downloads, order), id(order)];
    case 'stars':
      return [byIndex(c.stars, order), id(order)];
    case 'price':
      return [order === 'asc' ? asc(c.priceCents) : desc(c.priceCents), id(order)];
  }
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createProjectsRepository(db: Db) {
  const selectProjects = () =>
    db.select(projectSelection).from(projects).innerJoin(users, eq(users.id, projects.authorId));
  /** A search's matches with their rank and the columns its sorts read. */
  const searchMatches = (filters: ProjectListFilters & { search: ProjectSearch }) =>
    db
      .select({
        id: projects.id,
        rank: sql<number>`${rankExpression(filters.search)}`.as('rank'),
        createdAt: projects.createdAt,
        views: projects.views,
        downloads: projects.downloads,
        stars: projects.stars,
        priceCents: projects.priceCents,
      })
      .from(projects)
      .where(listWhere(filters))
      // Keeps the subquery whole: flattened, the rank would be computed above the window, which
      // would then carry every match's text vector along (about 2 ms of 12 at 4,700 matches).
      .offset(0)
      .as('matches');
  // The detail runs for every uncached read: its SQL is built once, not per request (building
  // the select of every project and author column was a fifth of the server's CPU time under
  // load, bench/README.md#public-loadts). Prepared once per connection on PostgreSQL.
  const byId = selectProjects()
    .where(eq(projects.id, sql.placeholder('id')))
    .limit(1)
    .prepare('projects_find_by_id');
  // The license look-ups of signed-in details, built once too.
  const activeLicense = db
    .select({
      ...viewerLicenseColumns,
      mayHaveKey: sql<boolean>`(
        exists (select 1 from ${licenseKeys} where ${licenseKeys.licenseId} = ${licenses.id})
        or exists (select 1 from ${projectLicenseKeySettings}
          where ${projectLicenseKeySettings.projectId} = ${licenses.projectId}
            and ${projectLicenseKeySettings.enabled})
      )`,
    })
    .from(licenses)
    .where(
      and(
        eq(licenses.projectId, sql.placeholder('projectId')),
        eq(licenses.buyerId, sql.placeholder('buyerId')),
        eq(licenses.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('projects_viewer_license');
  const licensedProjects = db
    .selectDistinct({ projectId: licenses.projectId })
    .from(licenses)
    .where(eq(licenses.buyerId, sql.placeholder('buyerId')))
    .prepare('projects_licensed_by_user');

  async function countOf(filters: ProjectListFilters): Promise<number> {
    const [row] = await db.select({ n: count() }).from(projects).where(listWhere(filters));
    return row?.n ?? 0;
  }

  return {
    /** One page of published projects. */
    async list(
      filters: ProjectListFilters,
      sort: ProjectSortColumn,
      order: 'asc' | 'desc',
      limit: number,
      offset: number,
    ): Promise<ProjectRow[]> {
      // The page's ids first, then their rows: the ids of a deep page come from the sort's index
      // alone, where reading whole rows would fetch every skipped row too (bench/README.md).
      const columns = tableColumns(filters.search);
      const page = db
        .select({ id: projects.id })
        .from(projects)
        .where(listWhere(filters))
        .orderBy(...orderBy(sort, order, columns))
        .limit(limit)
        .offset(offset)
        .as('page');
      return selectProjects()
        .innerJoin(page, eq(page.id, projects.id))
        .orderBy(...orderBy(sort, order, columns));
    },

    /**
     * A search's matches in order, up to `max` ids, and how many there are: ranking every match
     * is what a search costs, so pages within the first `max` ids can share one ranking
     * (projects.service.ts) and read their rows by id.
     */
    async searchRanking(
      filters: ProjectListFilters & { search: ProjectSearch },
      sort: ProjectSortColumn,
      order: 'asc' | 'desc',
      max: number,
    ): Promise<{ ids: string[]; total: number }> {
      const matches = searchMatches(filters);
      const found = await db
        .select({ id: matches.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(matches)
        .orderBy(...orderBy(sort, order, matches))
        .limit(max);
      return { ids: found.map((row) => row.id), total: found[0]?.total ?? 0 };
    },

    /**
     * Published projects by id, with their updates policies, in the order of `ids` (a project
     * gone since is left out).
     */
    async findPublishedByIds(ids: string[]): Promise<ProjectDetailRow[]> {
      if (ids.length === 0) return [];
      // A detail's updates policy comes with the project: no second read of the project.
      const found = await db
        .select({
          ...projectSelection,
          updatesMonths: projects.updatesMonths,
          renewalPriceCents: projects.renewalPriceCents,
        })
        .from(projects)
        .innerJoin(users, eq(users.id, projects.authorId))
        .where(and(inArray(projects.id, ids), eq(projects.status, 'published')));
      const byKey = new Map(found.map((row) => [row.id, row]));
      return ids.flatMap((id) => byKey.get(id) ?? []);
    },

    /**
     * One page of a search and the number of matches, from one pass over the matches: the inner
     * query reads each match once (its rank and narrow sort keys), a window counts them all, and
     * only the page's rows are then read in full. A search page used to rank and join every match
     * with all its columns, and its total read every match again (bench/README.md).
     */
    async searchPage(
      filters: ProjectListFilters & { search: ProjectSearch },
      sort: ProjectSortColumn,
      order: 'asc' | 'desc',
      limit: number,
      offset: number,
    ): Promise<{ rows: ProjectRow[]; total: number }> {
      const matches = searchMatches(filters);
      const page = db
        .select({
          id: matches.id,
          total: sql<number>`count(*) over ()`.as('total'),
          rank: matches.rank,
          createdAt: matches.createdAt,
          views: matches.views,
          downloads: matches.downloads,
          stars: matches.stars,
          priceCents: matches.priceCents,
        })
        .from(matches)
        .orderBy(...orderBy(sort, order, matches))
        .limit(limit)
        .offset(offset)
        .as('page');
      // The page's rows in full in the same statement: one round trip, and the same snapshot.
      const found = await db
        .select({ ...projectSelection, total: sql`${page.total}`.mapWith(Number) })
        .from(page)
        .innerJoin(projects, eq(projects.id, page.id))
        .innerJoin(users, eq(users.id, projects.authorId))
        .orderBy(...orderBy(sort, order, page));
      // Past the last page no row carries the total: count it.
      if (found.length === 0) return { rows: [], total: offset > 0 ? await countOf(filters) : 0 };
      const rows = found.map(({ total: _total, ...row }) => row);
      return { rows, total: found[0]!.total };
    },

    count: countOf,

    async findById(id: string): Promise<ProjectRow | null> {
      const [row] = await byId.execute({ id });
      return row ?? null;
    },

    async findByAuthor(
      authorId: string,
      status: 'draft' | 'published',
      limit: number,
    ): Promise<ProjectRow[]> {
      return selectProjects()
        .where(and(eq(projects.authorId, authorId), eq(projects.status, status)))
        .orderBy(
          status === 'draft' ? desc(projects.updatedAt) : desc(projects.createdAt),
          desc(projects.id),
        )
        .limit(limit);
    },

    async insert(
      authorId: string,
      values: ProjectValues,
      status: 'draft' | 'published',
    ): Promise<string> {
      const [row] = await db
        .insert(projects)
        .values({
          ...values,
          authorId,
          status,
          publishedAt: status === 'published' ? new Date() : null,
        })
        .returning({ id: projects.id });
      return row!.id;
    },

    /** Replaces the editable fields; the first publication sets publishedAt. */
    async update(id: string, values: ProjectValues, status: 'draft' | 'published'): Promise<void> {
      await db
        .update(projects)
        .set({
          ...values,
          status,
          publishedAt:
            status === 'published'
              ? sql`coalesce(${projects.publishedAt}, now())`
              : sql`${projects.publishedAt}`,
        })
        .where(eq(projects.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(projects).where(eq(projects.id, id));
    },

    async countLicenses(projectId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(licenses)
        .where(eq(licenses.projectId, projectId));
      return row?.n ?? 0;
    },

    async findActiveLicense(
      projectId: string,
      buyerId: string,
    ): Promise<ViewerLicenseLookup | null> {
      const [row] = await activeLicense.execute({ projectId, buyerId });
      return row ?? null;
    },

    /**
     * The projects the user holds or held a license of, whatever its state now. Only a new
     * license adds to it (license rows are never deleted), so a project missing here is one the
     * user has no license of.
     */
    async licensedProjectIds(buyerId: string): Promise<Set<string>> {
      const rows = await licensedProjects.execute({ buyerId });
      return new Set(rows.map((r) => r.projectId));
    },

    /**
     * Counts a batch of views in one statement: each view row is inserted unless it exists (one
     * view per project, visitor and day, whichever instance saw it), and each project's counter
     * grows by the rows inserted for it. Views of projects deleted meanwhile are skipped.
     */
    async recordViews(views: { projectId: string; visitorKey: string; day: string }[]) {
      if (views.length === 0) return;
      const rows = sql.join(
        views.map((v) => sql`(${v.projectId}::uuid, ${v.visitorKey}::text, ${v.day}::text)`),
        sql`, `,
      );
      await db.execute(sql`
        with incoming (project_id, visitor_key, day) as (values ${rows}),
        counted as (
          insert into project_views (project_id, visitor_key, day)
          select i.project_id, i.visitor_key, i.day
          from incoming i join projects p on p.id = i.project_id
          on conflict do nothing
          returning project_id
        ),
        totals as (select project_id, count(*)::int as n from counted group by project_id)
        update projects set views = projects.views + totals.n
        from totals
        where projects.id = totals.project_id`);
    },

    /** Drops view rows older than `beforeDay`: only today's rows decide whether a view counts. */
    async pruneViews(beforeDay: string): Promise<void> {
      await db.execute(sql`delete from project_views where day < ${beforeDay}`);
    },

    /**
     * The distinct words of published titles and tags (lower case, 3 to 30 characters, not
     * only digits), most frequent first: the vocabulary that search typos are matched against.
     */
    async searchVocabulary(max: number): Promise<string[]> {
      const result = await db.execute(sql`
        select w from (
          select regexp_split_to_table(
            lower(${projects.title} || ' ' || array_to_string(${projects.tags}, ' ')),
            '[^[:alnum:]]+'
          ) as w
          from ${projects}
          where ${projects.status} = 'published'
        ) words
        where length(w) between 3 and 30 and w ~ '[[:alpha:]]'
        group by w
        order by count(*) desc, w
        limit ${max}`);
      return rowsOf<{ w: string }>(result).map((r) => r.w);
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
