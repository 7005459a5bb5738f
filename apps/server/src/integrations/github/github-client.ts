import { Octokit } from '@octokit/rest';

/** What went wrong talking to GitHub, in the terms the application acts on. */
export type GitHubErrorKind =
  | 'unauthorized' // the token was revoked or is invalid (401)
  | 'rateLimited' // 429, or 403 with the rate-limit headers
  | 'notFound' // 404: gone, or invisible to this token
  | 'forbidden' // 403 for any other reason (e.g. not an admin of the repository)
  | 'oauth' // the code exchange was refused
  | 'unavailable'; // network error, timeout or a 5xx

export class GitHubApiError extends Error {
  constructor(
    readonly kind: GitHubErrorKind,
    message: string,
    readonly status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'GitHubApiError';
  }
}

export const isGitHubApiError = (err: unknown): err is GitHubApiError =>
  err instanceof GitHubApiError;

export interface GitHubProfile {
  id: number;
  login: string;
  name: string | null;
  avatarUrl: string | null;
}

export interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

export interface GitHubRepo {
  id: number;
  name: string;
  fullName: string;
  description: string | null;
  language: string | null;
  stars: number;
  forks: number;
  updatedAt: string | null;
  htmlUrl: string;
  isPrivate: boolean;
  isAdmin: boolean;
}

export interface GitHubInvitation {
  id: number;
  invitee: string | null;
  /**
   * GitHub expired it unanswered: it stays listed until deleted but can no longer be accepted,
   * and inviting the same account again does not renew it.
   */
  expired: boolean;
}

export interface GitHubRelease {
  /** GitHub's id of the release (as text). */
  id: string;
  tag: string;
  name: string | null;
  publishedAt: string | null;
  notes: string | null;
}

/** A source archive as GitHub (codeload) sends it: read `body` once, as it arrives. */
export interface GitHubArchive {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  contentLength: number | null;
}

export type ArchiveFormat = 'zip' | 'tar.gz';

export interface GitHubClientOptions {
  apiUrl: string;
  webUrl: string;
  clientId: string;
  clientSecret: string;
  /** Per-request limit in milliseconds (default 10 s). */
  timeoutMs?: number;
  log?: { debug: (obj: object, msg: string) => void };
}

/** Calls made with one user's access token. */
export interface GitHubUserApi {
  getUser(): Promise<GitHubProfile>;
  listEmails(): Promise<GitHubEmail[]>;
  listRepositories(q: {
    page: number;
    perPage: number;
    type: 'all' | 'owner' | 'member';
  }): Promise<{ repositories: GitHubRepo[]; hasNext: boolean }>;
  getRepository(owner: string, name: string): Promise<GitHubRepo>;
  /** The repository by its GitHub id: its current name after a rename or transfer. */
  getRepositoryById(id: number): Promise<GitHubRepo>;
  /** Logins of the repository's direct collaborators (the owner included), every page. */
  listCollaborators(owner: string, name: string): Promise<string[]>;
  /** 'invited' when GitHub created (or renewed) an invitation, 'collaborator' when already one. */
  addCollaborator(
    owner: string,
    name: string,
    username: string,
  ): Promise<'invited' | 'collaborator'>;
  removeCollaborator(owner: string, name: string, username: string): Promise<void>;
  isCollaborator(owner: string, name: string, username: string): Promise<boolean>;
  /** The repository's open invitations, every page, the expired ones included (and marked). */
  listInvitations(owner: string, name: string): Promise<GitHubInvitation[]>;
  deleteInvitation(owner: string, name: string, invitationId: number): Promise<void>;
  /** Published releases, newest first (drafts left out). */
  listReleases(owner: string, name: string, perPage: number): Promise<GitHubRelease[]>;
  /**
   * The repository's source archive at `ref` (null: the default branch). GitHub answers a
   * redirect to a short-lived codeload URL, fetched here without the token.
   */
  archive(
    owner: string,
    name: string,
    format: ArchiveFormat,
    ref: string | null,
  ): Promise<GitHubArchive>;
}

export interface GitHubClient {
  /** `${webUrl}/login/oauth/authorize?…` for the given state and redirect URI. */
  authorizeUrl(state: string, redirectUri: string, scope: string): string;
  /** Exchanges an OAuth code for an access token. */
  exchangeCode(code: string, redirectUri: string): Promise<string>;
  forToken(token: string, opts?: { timeoutMs?: number }): GitHubUserApi;
}

function toGitHubError(err: unknown): GitHubApiError {
  if (err instanceof GitHubApiError) return err;
  const e = err as {
    status?: number;
    name?: string;
    message?: string;
    response?: { headers?: Record<string, string | number | undefined> };
  };
  const status = typeof e.status === 'number' ? e.status : undefined;
  const headers = e.response?.headers ?? {};
  const retryAfter = Number(headers['retry-after']);
  const remaining = headers['x-ratelimit-remaining'];
  const reset = Number(headers['x-ratelimit-reset']);
  const message = e.message ?? 'GitHub request failed';
  if (status === 401) return new GitHubApiError('unauthorized', message, status);
  if (status === 429 || (status === 403 && (String(remaining) === '0' || retryAfter > 0))) {
    const wait =
      retryAfter > 0
        ? retryAfter
        : reset > 0
          ? Math.max(1, Math.ceil(reset - Date.now() / 1000))
          : undefined;
    return new GitHubApiError('rateLimited', message, status, wait);
  }
  if (status === 403) return new GitHubApiError('forbidden', message, status);
  if (status === 404) return new GitHubApiError('notFound', message, status);
  return new GitHubApiError('unavailable', message, status);
}

type RawRepo = {
  id: number;
  name: string;
  full_name: string;
  description?: string | null;
  language?: string | null;
  stargazers_count?: number;
  forks_count?: number;
  updated_at?: string | null;
  pushed_at?: string | null;
  html_url: string;
  private: boolean;
  permissions?: { admin?: boolean };
};

const toRepo = (r: RawRepo): GitHubRepo => ({
  id: r.id,
  name: r.name,
  fullName: r.full_name,
  description: r.description ?? null,
  language: r.language ?? null,
  stars: r.stargazers_count ?? 0,
  forks: r.forks_count ?? 0,
  updatedAt: r.updated_at ?? r.pushed_at ?? null,
  htmlUrl: r.html_url,
  isPrivate: r.private,
  isAdmin: r.permissions?.admin === true,
});

const segment = (s: string) => encodeURIComponent(s);

/**
 * GET /repos/{o}/{r}/{zipball|tarball}[/{ref}] with the token, then the redirect target without
 * it (the target carries its own short-lived grant). The time limit covers the answer's headers;
 * the body then streams for as long as it takes.
 */
async function fetchArchive(
  o: { apiUrl: string; token: string; timeoutMs: number },
  owner: string,
  name: string,
  format: ArchiveFormat,
  ref: string | null,
): Promise<GitHubArchive> {
  const kind = format === 'zip' ? 'zipball' : 'tarball';
  const refPath = ref ? `/${ref.split('/').map(segment).join('/')}` : '';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), o.timeoutMs);
  try {
    let res: Response;
    try {
      res = await fetch(`${o.apiUrl}/repos/${segment(owner)}/${segment(name)}/${kind}${refPath}`, {
        headers: {
          authorization: `Bearer ${o.token}`,
          accept: 'application/vnd.github+json',
          'user-agent': 'codebazaar',
          'x-github-api-version': '2022-11-28',
        },
        redirect: 'manual',
        signal: controller.signal,
      });
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        res = await fetch(new URL(location, o.apiUrl), {
          headers: { 'user-agent': 'codebazaar' },
          redirect: 'follow',
          signal: controller.signal,
        });
      }
    } catch (err) {
      throw new GitHubApiError('unavailable', (err as Error).message);
    }
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      throw toGitHubError({
        status: res.status,
        message: `archive: ${res.status}`,
        response: { headers: Object.fromEntries(res.headers) },
      });
    }
    clearTimeout(timer);
    const length = Number(res.headers.get('content-length'));
    return {
      body: res.body,
      contentType:
        res.headers.get('content-type') ??
        (format === 'zip' ? 'application/zip' : 'application/gzip'),
      contentLength: Number.isFinite(length) && length > 0 ? length : null,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** The GitHub REST API through octokit (baseUrl = GITHUB_API_URL) and the OAuth code exchange. */
export function createGitHubClient(opts: GitHubClientOptions): GitHubClient {
  const defaultTimeout = opts.timeoutMs ?? 10_000;
  const quiet = () => {};
  const log = {
    debug: quiet,
    info: quiet,
    warn: (msg: string) => opts.log?.debug({ github: msg }, 'github warning'),
    error: (msg: string) => opts.log?.debug({ github: msg }, 'github request failed'),
  };

  async function call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw toGitHubError(err);
    }
  }

  return {
    authorizeUrl(state, redirectUri, scope) {
      const url = new URL(`${opts.webUrl}/login/oauth/authorize`);
      url.searchParams.set('client_id', opts.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', scope);
      url.searchParams.set('state', state);
      url.searchParams.set('allow_signup', 'true');
      return url.toString();
    },

    async exchangeCode(code, redirectUri) {
      let res: Response;
      try {
        res = await fetch(`${opts.webUrl}/login/oauth/access_token`, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({
            client_id: opts.clientId,
            client_secret: opts.clientSecret,
            code,
            redirect_uri: redirectUri,
          }),
          signal: AbortSignal.timeout(defaultTimeout),
        });
      } catch (err) {
        throw new GitHubApiError('unavailable', (err as Error).message);
      }
      const body = (await res.json().catch(() => null)) as {
        access_token?: string;
        error?: string;
        error_description?: string;
      } | null;
      if (!res.ok)
        throw toGitHubError({ status: res.status, message: `token exchange: ${res.status}` });
      if (!body?.access_token) {
        throw new GitHubApiError(
          'oauth',
          body?.error_description ?? body?.error ?? 'No access token in the response',
          res.status,
        );
      }
      return body.access_token;
    },

    forToken(token, callOpts) {
      const timeoutMs = callOpts?.timeoutMs ?? defaultTimeout;
      const octokit = new Octokit({
        auth: token,
        baseUrl: opts.apiUrl,
        userAgent: 'codebazaar',
        log,
      });
      // A fresh signal per request: a slow GitHub never holds a request or the job forever.
      const request = () => ({ signal: AbortSignal.timeout(timeoutMs) });
      // octokit.paginate asks for the pages after the first without the caller's request options,
      // so each request that comes without a signal gets its own here.
      octokit.hook.before('request', (options) => {
        options.request = {
          ...options.request,
          signal: options.request?.signal ?? request().signal,
        };
      });

      return {
        getUser: () =>
          call(async () => {
            const { data } = await octokit.rest.users.getAuthenticated({ request: request() });
            return {
              id: data.id,
              login: data.login,
              name: data.name ?? null,
              avatarUrl: data.avatar_url ?? null,
            };
          }),

        listEmails: () =>
          call(async () => {
            const { data } = await octokit.rest.users.listEmailsForAuthenticatedUser({
              per_page: 100,
              request: request(),
            });
            return data.map((e) => ({ email: e.email, primary: e.primary, verified: e.verified }));
          }),

        listRepositories: ({ page, perPage, type }) =>
          call(async () => {
            const res = await octokit.rest.repos.listForAuthenticatedUser({
              page,
              per_page: perPage,
              type,
              sort: 'updated',
              request: request(),
            });
            const link = String(res.headers.link ?? '');
            const hasNext = link ? /rel="next"/.test(link) : res.data.length === perPage;
            return { repositories: res.data.map((r) => toRepo(r as RawRepo)), hasNext };
          }),

        getRepository: (owner, name) =>
          call(async () => {
            const { data } = await octokit.rest.repos.get({
              owner,
              repo: name,
              request: request(),
            });
            return toRepo(data as RawRepo);
          }),

        getRepositoryById: (id) =>
          call(async () => {
            const { data } = await octokit.request('GET /repositories/{id}', {
              id,
              request: request(),
            });
            return toRepo(data as RawRepo);
          }),

        listCollaborators: (owner, name) =>
          call(async () => {
            // GitHub's pages hold 100 at most; paginate follows the Link header's rel="next".
            const collaborators = await octokit.paginate(octokit.rest.repos.listCollaborators, {
              owner,
              repo: name,
              affiliation: 'direct',
              per_page: 100,
            });
            return collaborators.map((c) => c.login);
          }),

        addCollaborator: (owner, name, username) =>
          call(async () => {
            const res = await octokit.rest.repos.addCollaborator({
              owner,
              repo: name,
              username,
              permission: 'pull',
              request: request(),
            });
            return (res.status as number) === 204 ? 'collaborator' : 'invited';
          }),

        removeCollaborator: (owner, name, username) =>
          call(async () => {
            await octokit.rest.repos.removeCollaborator({
              owner,
              repo: name,
              username,
              request: request(),
            });
          }),

        isCollaborator: (owner, name, username) =>
          call(async () => {
            try {
              await octokit.rest.repos.checkCollaborator({
                owner,
                repo: name,
                username,
                request: request(),
              });
              return true;
            } catch (err) {
              if ((err as { status?: number }).status === 404) return false;
              throw err;
            }
          }),

        listInvitations: (owner, name) =>
          call(async () => {
            const invitations = await octokit.paginate(octokit.rest.repos.listInvitations, {
              owner,
              repo: name,
              per_page: 100,
            });
            return invitations.map((i) => ({
              id: i.id,
              invitee: i.invitee?.login ?? null,
              expired: i.expired === true,
            }));
          }),

        deleteInvitation: (owner, name, invitationId) =>
          call(async () => {
            await octokit.rest.repos.deleteInvitation({
              owner,
              repo: name,
              invitation_id: invitationId,
              request: request(),
            });
          }),

        listReleases: (owner, name, perPage) =>
          call(async () => {
            const { data } = await octokit.rest.repos.listReleases({
              owner,
              repo: name,
              per_page: perPage,
              request: request(),
            });
            return data
              .filter((r) => !r.draft)
              .map((r) => ({
                id: String(r.id),
                tag: r.tag_name,
                name: r.name ?? null,
                publishedAt: r.published_at ?? r.created_at ?? null,
                notes: r.body ?? null,
              }));
          }),

        archive: (owner, name, format, ref) =>
          call(() =>
            fetchArchive({ apiUrl: opts.apiUrl, token, timeoutMs }, owner, name, format, ref),
          ),
      };
    },
  };
}
