import { and, asc, count, desc, eq, gt, gte, lte, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { licenses, projects, users } from '../../db/schema';

/** The columns every project DTO is built from: the project and its author. */
export const projectSelection = {
  id: projects.id,
  authorId: projects.authorId,
  title: projects.title,
  description: projects.description,
  category: projects.category,
  tags: projects.tags,
  techStack: projects.techStack,
  licenseType: projects.licenseType,
  priceCents: projects.priceCents,
  feePct: projects.feePct,
  currency: projects.currency,
  freeFeatures: projects.freeFeatures,
  paidFeatures: projects.paidFeatures,
  freeRepoUrl: projects.freeRepoUrl,
  paidRepoUrl: projects.paidRepoUrl,
  demoUrl: projects.demoUrl,
  views: projects.views,
  downloads: projects.downloads,
  stars: projects.stars,
  status: projects.status,
  githubVerified: projects.githubVerified,
  sourceRepository: projects.sourceRepository,
  publishedAt: projects.publishedAt,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  authorUsername: users.username,
  authorProfileImage: users.profileImage,
  authorReputation: users.reputation,
};

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
  currency: string;
  freeFeatures: string[];
  paidFeatures: string[];
  freeRepoUrl: string | null;
  paidRepoUrl: string | null;
  demoUrl: string | null;
  views: number;
  downloads: number;
  stars: number;
  status: 'draft' | 'published';
  githubVerified: boolean;
  sourceRepository: {
    fullName: string;
    url: string;
    language: string | null;
    stars: number;
  } | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  authorUsername: string;
  authorProfileImage: string | null;
  authorReputation: number;
}

/** One search word and the known tags it may be a typo of. */
export interface SearchWord {
  word: string;
  /** Tags similar to the word (typo tolerance on tags through the full-text index). */
  alternatives: string[];
}

export interface ProjectSearch {
  text: string;
  /** Words that are not stop words; each must match (as typed, by title similarity or via a tag). */
  words: SearchWord[];
}

/** Filters of the public list: always published projects only. */
export interface ProjectListFilters {
  category?: string;
  authorId?: string;
  priceMinExclusiveCents?: number | null;
  priceMaxInclusiveCents?: number | null;
  updatedSince?: Date | null;
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
  status: 'active' | 'refunded';
  createdAt: Date;
  repositoryFullName: string | null;
  invitationSent: boolean;
  accessGranted: boolean;
}

const webQuery = (text: string) => sql`websearch_to_tsquery('english', ${text})`;
const plainQuery = (text: string) => sql`plainto_tsquery('english', ${text})`;

function searchCondition(search: ProjectSearch): SQL {
  const matchesText = sql`${projects.search} @@ ${webQuery(search.text)}`;
  if (search.words.length === 0) return matchesText;
  // Each word matches as typed, by trigram word similarity to the title (index-backed `<%`),
  // or through a tag it is probably a typo of: the whole query tolerates typos.
  const perWord = search.words.map(({ word, alternatives }) => {
    const options: SQL[] = [sql`${projects.search} @@ ${plainQuery(word)}`];
    if (word.length >= 3) options.push(sql`${word} <% ${projects.title}`);
    for (const alt of alternatives) options.push(sql`${projects.search} @@ ${plainQuery(alt)}`);
    return or(...options)!;
  });
  return or(matchesText, and(...perWord))!;
}

function rankExpression(search: ProjectSearch): SQL {
  const terms = search.words.flatMap((w) => [w.word, ...w.alternatives]);
  const anyWord =
    terms.length > 0
      ? sql`ts_rank(${projects.search}, ${sql.join(
          terms.map((t) => plainQuery(t)),
          sql` || `,
        )})`
      : sql`0`;
  return sql`(2 * ts_rank(${projects.search}, ${webQuery(search.text)}) + ${anyWord} + word_similarity(${search.text}, ${projects.title}))`;
}

function listWhere(f: ProjectListFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(projects.status, 'published')];
  if (f.category) conditions.push(eq(projects.category, f.category));
  if (f.authorId) conditions.push(eq(projects.authorId, f.authorId));
  if (f.priceMinExclusiveCents != null)
    conditions.push(gt(projects.priceCents, f.priceMinExclusiveCents));
  if (f.priceMaxInclusiveCents != null)
    conditions.push(lte(projects.priceCents, f.priceMaxInclusiveCents));
  if (f.updatedSince) conditions.push(gte(projects.updatedAt, f.updatedSince));
  if (f.search) conditions.push(searchCondition(f.search));
  return and(...conditions)!;
}

function orderBy(sort: ProjectSortColumn, order: 'asc' | 'desc', search?: ProjectSearch): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  switch (sort) {
    case 'relevance':
      if (search)
        return [desc(rankExpression(search)), desc(projects.createdAt), desc(projects.id)];
      return [desc(projects.createdAt), desc(projects.id)];
    case 'createdAt':
      return [dir(projects.createdAt), dir(projects.id)];
    case 'views':
      return [dir(projects.views), dir(projects.id)];
    case 'downloads':
      return [dir(projects.downloads), dir(projects.id)];
    case 'stars':
      return [dir(projects.stars), dir(projects.id)];
    case 'price':
      return [dir(projects.priceCents), dir(projects.id)];
  }
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createProjectsRepository(db: Db) {
  const selectProjects = () =>
    db.select(projectSelection).from(projects).innerJoin(users, eq(users.id, projects.authorId));

  return {
    /** One page of published projects. */
    async list(
      filters: ProjectListFilters,
      sort: ProjectSortColumn,
      order: 'asc' | 'desc',
      limit: number,
      offset: number,
    ): Promise<ProjectRow[]> {
      return selectProjects()
        .where(listWhere(filters))
        .orderBy(...orderBy(sort, order, filters.search))
        .limit(limit)
        .offset(offset);
    },

    async count(filters: ProjectListFilters): Promise<number> {
      const [row] = await db.select({ n: count() }).from(projects).where(listWhere(filters));
      return row?.n ?? 0;
    },

    async findById(id: string): Promise<ProjectRow | null> {
      const [row] = await selectProjects().where(eq(projects.id, id)).limit(1);
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

    async findActiveLicense(projectId: string, buyerId: string): Promise<ViewerLicenseRow | null> {
      const [row] = await db
        .select({
          id: licenses.id,
          kind: licenses.kind,
          status: licenses.status,
          createdAt: licenses.createdAt,
          repositoryFullName: licenses.repositoryFullName,
          invitationSent: licenses.invitationSent,
          accessGranted: licenses.accessGranted,
        })
        .from(licenses)
        .where(
          and(
            eq(licenses.projectId, projectId),
            eq(licenses.buyerId, buyerId),
            eq(licenses.status, 'active'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * Counts a view once per (project, visitor, day): the view row and the counter change in
     * one statement, without touching updated_at. True when this view was counted.
     */
    async recordView(projectId: string, visitorKey: string, day: string): Promise<boolean> {
      const result = await db.execute(sql`
        with counted as (
          insert into project_views (project_id, visitor_key, day)
          values (${projectId}, ${visitorKey}, ${day})
          on conflict do nothing
          returning project_id
        )
        update projects set views = views + 1
        where id in (select project_id from counted)
        returning id`);
      return rowsOf<{ id: string }>(result).length > 0;
    },

    /** Drops view rows older than `beforeDay`: only today's rows decide whether a view counts. */
    async pruneViews(beforeDay: string): Promise<void> {
      await db.execute(sql`delete from project_views where day < ${beforeDay}`);
    },

    /** The distinct tags of published projects (lower case), the vocabulary of tag typo matching. */
    async publishedTags(max: number): Promise<string[]> {
      const result = await db.execute(sql`
        select distinct lower(t) as tag
        from projects, unnest(projects.tags) as t
        where projects.status = 'published'
        limit ${max}`);
      return rowsOf<{ tag: string }>(result).map((r) => r.tag);
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
