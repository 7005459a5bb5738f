import crypto from 'node:crypto';

import {
  buildPagination,
  defaultSortOrder,
  dollarsToCents,
  isTooLowPaidPrice,
  needsPaidRepository,
  normalizeProjectInput,
  priceRangeBoundsCents,
  PROJECT_MESSAGES,
  ratingFilterMin,
  updatedSince,
  validateProjectForPublish,
  type NormalizedProject,
  type ParsedListProjectsQuery,
  type ParsedProjectInput,
  type Project,
  type ProjectDetailResponse,
  type ProjectListResponse,
  type ProjectSortBy,
  type ProjectUpdates,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import DataLoader from 'dataloader';

import type { SourceRepository } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { MAX_USER_LIST } from '../../lib/limits';
import { PROJECT_NOT_FOUND } from '../../lib/messages';
import { TtlCache } from '../../lib/ttl-cache';
import type { AuthUser } from '../../plugins/auth';
import type { ViewBuffer } from './view-buffer';
import { toProjectDto, toViewerLicenseDto } from './projects.mapper';
import type {
  ProjectListFilters,
  ProjectRow,
  ProjectSearch,
  ProjectSortColumn,
  ProjectsRepository,
  ProjectValues,
} from './projects.repository';
import { SearchVocabulary, searchWords } from './projects.search';

const VOCABULARY_MAX = 50_000;
const VOCABULARY_TTL_MS = 10 * 60_000;
const VIEW_PRUNE_INTERVAL_MS = 60 * 60_000;
/** Counts of listings and rankings of searches are kept this long unless a write clears them. */
const COUNT_CACHE_TTL_MS = 30_000;
/** Matches of a search ranked once and shared by its pages: 25 pages of 20, 10 of 50. */
const SEARCH_RANKING_MAX = 500;
/** Searches whose ranking is kept at once (each at most SEARCH_RANKING_MAX ids). */
const SEARCH_RANKINGS_KEPT = 500;
/** A date filter as a cache key: "updated since" moves every request, the key every minute. */
const minuteOf = (date: Date | null | undefined) =>
  date ? Math.floor(date.getTime() / 60_000) : null;

export const NOT_YOUR_PROJECT = 'Only the author can change this project';
export const HAS_LICENSES =
  'This project has licenses and cannot be deleted. Save it as a draft to hide it instead.';

/** Who is asking: the signed-in user, or for visitors their IP address. */
export interface Viewer {
  user: AuthUser | null;
  ip: string;
}

const SORT_COLUMNS: Record<ProjectSortBy, ProjectSortColumn> = {
  relevance: 'relevance',
  createdAt: 'createdAt',
  'stats.views': 'views',
  'stats.downloads': 'downloads',
  'stats.stars': 'stars',
  'license.price': 'price',
};

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The visitor a view is counted for: the user, or a daily hash of the IP address. The user agent
 * is left out on purpose: a client sets it freely, so with it one machine could count a view per
 * made-up browser.
 */
export function visitorKey(viewer: Viewer, day: string): string {
  if (viewer.user) return `u:${viewer.user.id}`;
  const known = `${day}\n${viewer.ip}`;
  let key = visitorKeys.get(known);
  if (key === undefined) {
    key = `a:${crypto.createHash('sha256').update(known).digest('base64url').slice(0, 32)}`;
    visitorKeys.set(known, key);
  }
  return key;
}

/**
 * The anonymous visitors' keys of recent days, by day and address: every view of a project, a
 * cached answer's too, needs its visitor's key, and hashing the address each time cost a tenth
 * of a cached answer.
 */
const visitorKeys = new TtlCache<string>(60 * 60_000, 20_000);

/** What the server stored about a project's source: never what a client claimed. */
interface VerifiedSource {
  githubVerified: boolean;
  sourceRepository: SourceRepository | null;
}
const UNVERIFIED: VerifiedSource = { githubVerified: false, sourceRepository: null };

function toValues(p: NormalizedProject, source: VerifiedSource): ProjectValues {
  return {
    title: p.title,
    description: p.description,
    category: p.category ?? '',
    tags: p.tags,
    techStack: p.techStack,
    licenseType: p.licenseType,
    priceCents: p.priceCents,
    payWhatYouWant: p.payWhatYouWant,
    suggestedPriceCents: p.suggestedPriceCents,
    refundWindowDays: p.refundWindowDays,
    freeFeatures: p.freeFeatures,
    paidFeatures: p.paidFeatures,
    freeRepoUrl: p.freeRepoUrl,
    paidRepoUrl: p.paidRepoUrl,
    demoUrl: p.demoUrl,
    githubVerified: source.githubVerified,
    sourceRepository: source.sourceRepository,
  };
}

function assertPublishable(
  p: Parameters<typeof validateProjectForPublish>[0] & { priceCents: number },
): void {
  const issues = validateProjectForPublish(p);
  if (issues.length > 0) throw httpErrors.badRequest(issues.map((i) => i.message).join('. '));
  // The request schema refuses such prices; a draft stored before the minimum may still hold one.
  if (isTooLowPaidPrice(p.licenseType, p.priceCents / 100)) {
    throw httpErrors.badRequest(PROJECT_MESSAGES.priceTooLow);
  }
}

export interface ListOptions {
  /** Extra spellings a search word also matches, e.g. postgresql → postgres (AI search). */
  synonyms?: ReadonlyMap<string, readonly string[]>;
}

export interface ProjectsServiceOptions {
  /** Called after every write, e.g. to clear caches of public reads; awaited before answering. */
  onChange?: () => void | Promise<void>;
  /**
   * Time to live of cached list counts and search rankings (default 30 s, like the cached public
   * answers: writes clear them anyway); 0 disables the cache.
   */
  countCacheTtlMs?: number;
  /** Time to live of each reader's cached set of licensed projects; 0 disables the cache. */
  licensedCacheTtlMs?: number;
  now?: () => Date;
  /**
   * Asks GitHub (briefly) whether the viewer accepted a pending repository invitation of this
   * license; true when access is now granted. Never throws.
   */
  checkRepositoryAccess?: (licenseId: string) => Promise<boolean>;
  /** The license key its holder sees (modules/license-keys); null when keys are off. */
  licenseKeyFor?: (licenseId: string) => Promise<string | null>;
  /**
   * These projects' updates policies and latest releases (modules/updates), with the renewal
   * price only when `showPrice`; a project without an entry has no `updates` in its answer.
   */
  updatesOf?: (
    projectIds: string[],
    showPrice: boolean,
    /** Their policies when the caller has just read them with the projects (else read again). */
    policies?: ReadonlyMap<
      string,
      {
        licenseType: ProjectRow['licenseType'];
        updatesMonths: number | null;
        renewalPriceCents: number | null;
      }
    >,
  ) => Promise<Map<string, ProjectUpdates>>;
  /** Where first views of the day are queued; without it, nothing is counted. */
  views?: Pick<ViewBuffer, 'add' | 'pending'>;
  /**
   * Fetches the repository `fullName` with the user's GitHub account: GitHub's description of it
   * when the user administers it, else null. Never throws. Without it (GitHub not configured) no
   * project is verified.
   */
  verifySource?: (userId: string, fullName: string) => Promise<SourceRepository | null>;
  /**
   * Refuses (throws an HTTP error) a paid repository URL that the user cannot sell: not a
   * repository they administer on GitHub. Without it (GitHub not configured) any URL is taken.
   */
  assertSellableRepository?: (userId: string, url: string) => Promise<void>;
  /**
   * Called after a write that changed what a buyer would pay or whether the project is for sale
   * (price, license type, leaving the marketplace, deletion). Must not throw: the write has
   * already been committed (the project event bus catches and logs its listeners' errors).
   */
  onSaleTermsChanged?: (projectId: string) => Promise<void>;
  /** After a project went on the marketplace (created published, or a draft published). */
  onPublished?: (projectId: string) => Promise<void>;
  /** After a project was deleted (its images are removed from storage). */
  onRemoved?: (row: ProjectRow) => Promise<void>;
}

/** Whether checkouts opened for `before` are still for what the project now sells. */
const sameSaleTerms = (
  before: Pick<ProjectRow, 'status' | 'licenseType' | 'priceCents' | 'payWhatYouWant'>,
  after: {
    status: 'draft' | 'published';
    licenseType: string;
    priceCents: number;
    payWhatYouWant: boolean;
  },
) =>
  before.status === after.status &&
  before.licenseType === after.licenseType &&
  before.priceCents === after.priceCents &&
  before.payWhatYouWant === after.payWhatYouWant;

export function createProjectsService(repo: ProjectsRepository, opts: ProjectsServiceOptions = {}) {
  const now = opts.now ?? (() => new Date());
  const counts = new TtlCache<number>(opts.countCacheTtlMs ?? COUNT_CACHE_TTL_MS);
  /** Searches' ranked matches (searchPage), forgotten with the counts. */
  const rankings = new TtlCache<{ ids: string[]; total: number }>(
    opts.countCacheTtlMs ?? COUNT_CACHE_TTL_MS,
    SEARCH_RANKINGS_KEPT,
  );
  // Views this server already recorded today: repeat visits skip the database write.
  const seenViews = new TtlCache<true>(60 * 60_000, 50_000);
  // The projects each signed-in reader has a license of, so that the detail of any other project
  // needs no license query (ADR 013). Only a new license changes it, and a new license publishes
  // the projects topic, which clears it here and on every other instance before the buyer gets
  // an answer; the time to live bounds a notification lost to a crash.
  const licensed = new TtlCache<Set<string>>(opts.licensedCacheTtlMs ?? 30_000, 20_000);
  let vocabulary: SearchVocabulary | null = null;
  let vocabularyLoadedAt = 0;
  let vocabularyLoading: Promise<void> | null = null;
  let lastPrune = 0;

  const changed = async (published?: { title: string; tags: string[] }) => {
    counts.clear();
    rankings.clear();
    if (published) vocabulary?.add([published.title, ...published.tags]);
    await opts.onChange?.();
  };

  type PublishedDetail = { detail: ProjectDetailResponse; authorId: string } | null;

  /**
   * Published projects' details with no paid repository and no license, and their authors (null:
   * not published), read together: two queries (the projects with their policies, then their
   * releases) for all the details asked for in the same turn of the event loop, rather than two
   * each. A burst of readers of different projects (their cached answers expired, or never
   * there) then costs the database two queries per batch.
   */
  const detailBatch = (showPrice: boolean) =>
    new DataLoader<string, PublishedDetail>(
      async (ids) => {
        const rows = await repo.findPublishedByIds([...ids]);
        const byId = new Map(rows.map((row) => [row.id, row]));
        // Their policies come with them: only their releases are read.
        const updates = await opts.updatesOf?.([...byId.keys()], showPrice, byId);
        return ids.map((id) => {
          const row = byId.get(id);
          if (!row) return null;
          row.views += opts.views?.pending(row.id) ?? 0;
          const projectUpdates = updates?.get(row.id);
          return {
            detail: {
              project: toProjectDto(row, { showPrice, showPaidUrl: false }),
              userLicense: null,
              ...(projectUpdates ? { updates: projectUpdates } : {}),
            },
            authorId: row.authorId,
          };
        });
      },
      // Nothing kept between batches (the routes cache answers); the batch closes once the
      // requests that arrived together have all asked.
      { cache: false, maxBatchSize: 100, batchScheduleFn: (run) => setImmediate(run) },
    );
  const detailBatches = { public: detailBatch(false), member: detailBatch(true) };

  /** A published project's detail with no paid repository and no license, and its author. */
  function publishedDetail(id: string, showPrice: boolean): Promise<PublishedDetail> {
    if (!isUuid(id)) return Promise.resolve(null);
    return detailBatches[showPrice ? 'member' : 'public'].load(id);
  }

  async function loadVocabulary(): Promise<void> {
    const words = await repo.searchVocabulary(VOCABULARY_MAX);
    vocabulary = new SearchVocabulary(words);
    vocabularyLoadedAt = Date.now();
  }

  /**
   * The search vocabulary: loaded once, then refreshed in the background when it is old. If it
   * cannot be loaded, search still works, without typo matching, and the next search retries.
   */
  async function getVocabulary(): Promise<SearchVocabulary> {
    const stale = Date.now() - vocabularyLoadedAt > VOCABULARY_TTL_MS;
    if (vocabulary && !stale) return vocabulary;
    vocabularyLoading ??= loadVocabulary()
      .catch(() => {})
      .finally(() => {
        vocabularyLoading = null;
      });
    // Serve the old vocabulary while a new one loads.
    if (!vocabulary) await vocabularyLoading;
    return vocabulary ?? new SearchVocabulary();
  }

  async function buildFilters(
    q: ParsedListProjectsQuery,
    synonyms: ListOptions['synonyms'],
  ): Promise<ProjectListFilters> {
    const bounds = priceRangeBoundsCents(q.priceRange);
    const maxCents = q.maxPrice === undefined ? null : dollarsToCents(q.maxPrice);
    const rangeMax = bounds?.maxInclusive ?? null;
    const filters: ProjectListFilters = {
      category: q.category,
      authorId: q.author,
      licenseType: q.licenseType,
      priceMinExclusiveCents: bounds?.minExclusive ?? null,
      priceMinInclusiveCents: q.minPrice === undefined ? null : dollarsToCents(q.minPrice),
      priceMaxInclusiveCents:
        maxCents === null ? rangeMax : rangeMax === null ? maxCents : Math.min(maxCents, rangeMax),
      updatedSince: updatedSince(q.updated, now()),
      minRating: ratingFilterMin(q.rating),
    };
    if (q.search) {
      const vocab = await getVocabulary();
      filters.search = {
        text: q.search,
        words: searchWords(q.search).map((word) => ({
          word,
          alternatives: [...new Set([...(synonyms?.get(word) ?? []), ...vocab.similar(word)])],
        })),
      };
    }
    return filters;
  }

  async function countCached(filters: ProjectListFilters): Promise<number> {
    // Dates change every request: round the "updated since" to the minute for the key.
    const key = JSON.stringify({ ...filters, updatedSince: minuteOf(filters.updatedSince) });
    return counts.load(key, () => repo.count(filters));
  }

  /**
   * A page of a search. The pages within the first SEARCH_RANKING_MAX matches share one ranking
   * of the matches (cached like the counts): a search ranks every match whichever page is asked,
   * and readers page through the first few. Deeper pages rank and read in one statement.
   */
  async function searchPage(
    filters: ProjectListFilters & { search: ProjectSearch },
    sort: ProjectSortColumn,
    order: 'asc' | 'desc',
    limit: number,
    offset: number,
  ): Promise<{ rows: ProjectRow[]; total: number }> {
    if (offset + limit > SEARCH_RANKING_MAX) {
      return repo.searchPage(filters, sort, order, limit, offset);
    }
    const key = JSON.stringify({
      ...filters,
      updatedSince: minuteOf(filters.updatedSince),
      sort,
      order,
    });
    const ranking = await rankings.load(key, () =>
      repo.searchRanking(filters, sort, order, SEARCH_RANKING_MAX),
    );
    return {
      rows: await repo.findPublishedByIds(ranking.ids.slice(offset, offset + limit)),
      total: ranking.total,
    };
  }

  async function loadOwned(user: AuthUser, id: string): Promise<ProjectRow> {
    const row = isUuid(id) ? await repo.findById(id) : null;
    if (!row) throw httpErrors.notFound(PROJECT_NOT_FOUND);
    if (row.authorId !== user.id) throw httpErrors.forbidden(NOT_YOUR_PROJECT);
    return row;
  }

  /**
   * The source of a write: the repository the client names (`sourceRepository.fullName`) as
   * GitHub describes it to the author, or nothing. A client-sent githubVerified, url, language or
   * stars is never stored. An edit that does not resend the source keeps the stored one.
   */
  async function verifiedSource(
    user: AuthUser,
    input: ParsedProjectInput,
    existing?: ProjectRow,
  ): Promise<VerifiedSource> {
    if (input.sourceRepository === undefined && existing) {
      return {
        githubVerified: existing.githubVerified,
        sourceRepository: existing.sourceRepository,
      };
    }
    const fullName = input.sourceRepository?.fullName;
    if (!fullName || !opts.verifySource) return UNVERIFIED;
    const repository = await opts.verifySource(user.id, fullName).catch(() => null);
    return repository ? { githubVerified: true, sourceRepository: repository } : UNVERIFIED;
  }

  /**
   * A published paid or freemium project sells access to its paid repository: with GitHub
   * configured, the seller must administer it. Checked when the project goes on sale or its paid
   * repository changes; an edit of a project already selling that repository is not held up.
   */
  async function assertSellable(
    user: AuthUser,
    p: NormalizedProject,
    existing?: ProjectRow,
  ): Promise<void> {
    if (!opts.assertSellableRepository || !needsPaidRepository(p.licenseType) || !p.paidRepoUrl) {
      return;
    }
    const alreadySelling =
      existing?.status === 'published' &&
      needsPaidRepository(existing.licenseType) &&
      existing.paidRepoUrl === p.paidRepoUrl;
    if (!alreadySelling) await opts.assertSellableRepository(user.id, p.paidRepoUrl);
  }

  const ownView = (row: ProjectRow): Project =>
    toProjectDto(row, { showPrice: true, showPaidUrl: true });

  async function reload(id: string): Promise<Project> {
    const row = await repo.findById(id);
    if (!row) throw httpErrors.notFound(PROJECT_NOT_FOUND);
    return ownView(row);
  }

  async function maybePruneViews(): Promise<void> {
    const t = now().getTime();
    if (t - lastPrune < VIEW_PRUNE_INTERVAL_MS) return;
    lastPrune = t;
    await repo.pruneViews(utcDay(new Date(t - 86_400_000)));
  }

  /**
   * A visitor's first view of a published project today is queued (ADR 008); repeat views
   * that this instance already saw skip the queue. Called for cached answers too.
   */
  function countView(projectId: string, viewer: Viewer): void {
    if (!opts.views) return;
    const day = utcDay(now());
    const key = visitorKey(viewer, day);
    const seen = `${projectId}|${key}|${day}`;
    if (seenViews.get(seen)) return;
    opts.views.add({ projectId, visitorKey: key, day });
    seenViews.set(seen, true);
    void maybePruneViews().catch(() => {});
  }

  return {
    /**
     * Loads the search vocabulary before the first search asks for it: at 100,000 projects it is
     * most of a second of database time, which the first search after a start would otherwise
     * wait for (bench/README.md). Never fails: a failed load is retried by the next search.
     */
    async warmUp(): Promise<void> {
      await getVocabulary();
    },

    /**
     * Another server instance changed projects: forget cached counts, and load the search
     * vocabulary again in the background (its new words are not in ours).
     */
    forgetCached(): void {
      counts.clear();
      rankings.clear();
      licensed.clear();
      vocabularyLoadedAt = 0;
    },

    /**
     * A write this instance made outside this service (a review, a new license): forget cached
     * counts and licensed projects.
     */
    forgetCounts(): void {
      counts.clear();
      rankings.clear();
      licensed.clear();
    },

    /**
     * Whether the user may hold a license of the project: false only when they have none of it
     * (checked against their cached set of licensed projects, no query when warm).
     */
    async mayHoldLicense(userId: string, projectId: string): Promise<boolean> {
      const held = await licensed.load(userId, () => repo.licensedProjectIds(userId));
      return held.has(projectId);
    },

    /** GET /projects: one page of published projects. */
    async list(
      q: ParsedListProjectsQuery,
      user: AuthUser | null,
      opts: ListOptions = {},
    ): Promise<ProjectListResponse> {
      const filters = await buildFilters(q, opts.synonyms);
      const sortBy: ProjectSortBy = q.sortBy ?? (q.search ? 'relevance' : 'createdAt');
      const order = q.sortOrder ?? defaultSortOrder(sortBy);
      const offset = (q.page - 1) * q.limit;
      const { search } = filters;
      // A search reads its matches once for the page and the total; a listing reads its page in
      // index order and its (cached) total apart.
      const { rows, total } = search
        ? await searchPage({ ...filters, search }, SORT_COLUMNS[sortBy], order, q.limit, offset)
        : await Promise.all([
            repo.list(filters, SORT_COLUMNS[sortBy], order, q.limit, offset),
            countCached(filters),
          ]).then(([rows, total]) => ({ rows, total }));
      return {
        projects: rows.map((row) =>
          toProjectDto(row, {
            showPrice: user !== null,
            // Lists stay lean: no license look-ups; the author sees their own link.
            showPaidUrl: user?.id === row.authorId,
          }),
        ),
        pagination: buildPagination(q.page, q.limit, total),
      };
    },

    countView,

    /**
     * GET /projects/{id} for a signed-out visitor: identical for every visitor (no price details
     * of paid projects, no paid repository, no license), so the route may cache it. Counts no
     * view: the route calls countView for every answer, cached or not.
     */
    async publicDetail(id: string): Promise<ProjectDetailResponse> {
      const found = await publishedDetail(id, false);
      if (!found) throw httpErrors.notFound(PROJECT_NOT_FOUND);
      return found.detail;
    },

    /**
     * GET /projects/{id} for a signed-in reader who is not its author and holds no license of it
     * (mayHoldLicense false): the price details, no paid repository, no license. Identical for
     * every such reader, so the route may cache it; null when the project is not published (the
     * caller then asks `get`, which shows a draft to its author). Counts no view.
     */
    memberDetail: (id: string) => publishedDetail(id, true),

    /** GET /projects/{id}: drafts exist only for their author; views count once a day. */
    async get(id: string, viewer: Viewer): Promise<ProjectDetailResponse> {
      if (!isUuid(id)) throw httpErrors.notFound(PROJECT_NOT_FOUND);
      // The project, the viewer's license and the updates policy at once.
      const showPrice = viewer.user !== null;
      const [row, viewerLicense, updates] = await Promise.all([
        repo.findById(id),
        viewer.user ? repo.findActiveLicense(id, viewer.user.id) : null,
        opts.updatesOf?.([id], showPrice).then((updates) => updates.get(id)),
      ]);
      const isAuthor = row !== null && viewer.user?.id === row.authorId;
      if (!row || (row.status !== 'published' && !isAuthor)) {
        throw httpErrors.notFound(PROJECT_NOT_FOUND);
      }
      // An author has no license of their own project.
      const license = isAuthor ? null : viewerLicense;
      if (license?.invitationSent && !license.accessGranted && opts.checkRepositoryAccess) {
        if (await opts.checkRepositoryAccess(license.id).catch(() => false)) {
          license.accessGranted = true;
          license.accessState = 'active';
        }
      }
      if (row.status === 'published' && !isAuthor) countView(row.id, viewer);
      // Views queued on this instance and not written yet count already.
      row.views += opts.views?.pending(row.id) ?? 0;
      return {
        project: toProjectDto(row, {
          showPrice,
          // A free license (the free tier of a freemium project) does not open the paid repository.
          showPaidUrl: isAuthor || license?.kind === 'paid',
        }),
        userLicense: license
          ? {
              ...toViewerLicenseDto(license),
              licenseKey:
                license.mayHaveKey && opts.licenseKeyFor
                  ? await opts.licenseKeyFor(license.id)
                  : null,
            }
          : null,
        ...(updates ? { updates } : {}),
      };
    },

    /** GET /projects/drafts: the signed-in author's drafts, last edited first. */
    async drafts(user: AuthUser): Promise<Project[]> {
      const rows = await repo.findByAuthor(user.id, 'draft', MAX_USER_LIST);
      return rows.map(ownView);
    },

    /** POST /projects (publish) and POST /projects/draft. */
    async create(
      user: AuthUser,
      input: ParsedProjectInput,
      status: 'draft' | 'published',
    ): Promise<Project> {
      const publishing = status === 'published';
      const p = normalizeProjectInput(input, {
        username: user.username,
        applyDefaults: publishing,
      });
      if (publishing) {
        assertPublishable(p);
        await assertSellable(user, p);
      }
      const source = await verifiedSource(user, input);
      const id = await repo.insert(user.id, toValues(p, source), status);
      await changed(publishing ? p : undefined);
      if (publishing) await opts.onPublished?.(id);
      return reload(id);
    },

    /**
     * PUT /projects/{id} saves and publishes (full rules); PUT /projects/{id}/draft saves as a
     * draft (title only), which also takes a published project off the marketplace.
     */
    async update(
      user: AuthUser,
      id: string,
      input: ParsedProjectInput,
      status: 'draft' | 'published',
    ): Promise<Project> {
      const existing = await loadOwned(user, id);
      const publishing = status === 'published';
      const p = normalizeProjectInput(input, {
        username: user.username,
        applyDefaults: publishing,
      });
      if (publishing) {
        assertPublishable(p);
        await assertSellable(user, p, existing);
      }
      const source = await verifiedSource(user, input, existing);
      const values = toValues(p, source);
      await repo.update(existing.id, values, status);
      await changed(publishing ? p : undefined);
      if (!sameSaleTerms(existing, { ...values, status }))
        await opts.onSaleTermsChanged?.(existing.id);
      if (publishing && existing.status !== 'published') await opts.onPublished?.(existing.id);
      return reload(existing.id);
    },

    /** POST /projects/{id}/publish: fills default repository URLs, checks the rules, publishes. */
    async publish(user: AuthUser, id: string): Promise<Project> {
      const existing = await loadOwned(user, id);
      const p = normalizeProjectInput(
        {
          title: existing.title,
          description: existing.description,
          category: (existing.category || null) as ParsedProjectInput['category'],
          tags: existing.tags,
          tech_stack: existing.techStack,
          repository: { freeUrl: existing.freeRepoUrl, paidUrl: existing.paidRepoUrl },
          demo: { url: existing.demoUrl },
          demoUrl: null,
          license: {
            type: existing.licenseType,
            price: existing.priceCents / 100,
            payWhatYouWant: existing.payWhatYouWant,
            suggestedPrice:
              existing.suggestedPriceCents === null ? null : existing.suggestedPriceCents / 100,
            refundWindowDays: existing.refundWindowDays,
            features: { freeFeatures: existing.freeFeatures, paidFeatures: existing.paidFeatures },
          },
        },
        { username: user.username, applyDefaults: true },
      );
      assertPublishable(p);
      await assertSellable(user, p, existing);
      await repo.update(
        existing.id,
        toValues(p, {
          githubVerified: existing.githubVerified,
          sourceRepository: existing.sourceRepository,
        }),
        'published',
      );
      await changed(p);
      if (existing.status !== 'published') await opts.onPublished?.(existing.id);
      return reload(existing.id);
    },

    /** DELETE /projects/{id}: the author deletes a project nobody holds a license of. */
    async remove(user: AuthUser, id: string): Promise<void> {
      const existing = await loadOwned(user, id);
      if ((await repo.countLicenses(existing.id)) > 0) throw httpErrors.conflict(HAS_LICENSES);
      await repo.remove(existing.id);
      await opts.onRemoved?.(existing);
      await changed();
      await opts.onSaleTermsChanged?.(existing.id);
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
