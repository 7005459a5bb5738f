import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { archiveControl, createFakeArchives, type FakeArchives } from './github-archives';

/**
 * A local stand-in for GitHub: the OAuth web endpoints (authorize, access_token) and the REST
 * endpoints the server uses, on one random port. Tests drive the real octokit client against it
 * through GITHUB_WEB_URL and GITHUB_API_URL. State lives in memory; switches simulate rate
 * limits, revoked tokens and deleted repositories.
 */

export interface FakeEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

export interface FakeUser {
  id: number;
  login: string;
  name: string | null;
  emails: FakeEmail[];
}

export interface FakeRepo {
  id: number;
  owner: string;
  name: string;
  private: boolean;
  description: string | null;
  language: string | null;
  stars: number;
  forks: number;
  updatedAt: string;
  /** Logins (lower case) that are collaborators besides the owner. */
  collaborators: Set<string>;
  /**
   * Open invitations, oldest first. Like GitHub, an invitation that expired stays listed (with
   * `expired: true`) until it is deleted; it can no longer be accepted.
   */
  invitations: FakeInvitation[];
}

export interface FakeInvitation {
  id: number;
  invitee: string;
  permission: string;
  /** Set by `access.expireInvitation`; absent while the invitation is pending. */
  expired?: true;
}

export interface FakeGitHubOptions {
  clientId?: string;
  clientSecret?: string;
  /** Fixed port (browser tests); default a random free one. */
  port?: number;
  /**
   * Serve POST /_fake/{users,repos,authorize-as,accept,rate-limit} so a browser test running the
   * fake in another process can arrange GitHub's side. Off for in-process tests.
   */
  controlEndpoints?: boolean;
}

export interface FakeGitHub {
  /** Origin of the fake, e.g. http://127.0.0.1:54321: use as both GITHUB_WEB_URL and GITHUB_API_URL. */
  url: string;
  clientId: string;
  clientSecret: string;
  users: Map<string, FakeUser>;
  repos: Map<string, FakeRepo>;
  /** Every request received, oldest first ("GET /user", …). */
  requests: string[];
  addUser(login: string, opts?: { emails?: FakeEmail[]; name?: string }): FakeUser;
  addRepo(
    fullName: string,
    opts?: Partial<Pick<FakeRepo, 'private' | 'description' | 'language' | 'stars' | 'forks'>>,
  ): FakeRepo;
  /** A one-time OAuth code that signs in as `login` (what GitHub's authorize page returns). */
  issueCode(login: string, redirectUri?: string): string;
  /** An access token for `login`, as if an OAuth flow had happened. */
  issueToken(login: string): string;
  /** The user the authorize endpoint signs in as (browser tests). */
  authorizeAs: string | null;
  revokeTokens(login: string): void;
  deleteRepo(fullName: string): void;
  /** The invitee accepts a pending invitation (an expired one cannot be accepted). */
  acceptInvitation(fullName: string, login: string): void;
  /** 'forbidden' answers 403 with exhausted rate-limit headers; '429' answers 429; null is normal. */
  rateLimit: 'forbidden' | '429' | null;
  /** Source archives and releases (github-archives.ts). */
  archives: FakeArchives;
  /** Repository access switches (see `accessControls` below). */
  access: FakeAccessControls;
  close(): Promise<void>;
}

const key = (s: string) => s.toLowerCase();

export async function startFakeGitHub(opts: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const clientId = opts.clientId ?? 'fake-client-id';
  const clientSecret = opts.clientSecret ?? 'fake-client-secret';
  const users = new Map<string, FakeUser>();
  const repos = new Map<string, FakeRepo>();
  const tokens = new Map<string, string>(); // token → login (lower case)
  const codes = new Map<string, { login: string; redirectUri?: string }>();
  const requests: string[] = [];
  let nextId = 1000;
  const archives = createFakeArchives();

  const fake: FakeGitHub = {
    url: '',
    clientId,
    clientSecret,
    users,
    repos,
    requests,
    authorizeAs: null,
    rateLimit: null,
    archives,
    access: undefined as unknown as FakeAccessControls,
    addUser(login, o = {}) {
      const user: FakeUser = {
        id: nextId++,
        login,
        name: o.name ?? null,
        emails: o.emails ?? [
          { email: `${login}@users.example.com`, primary: true, verified: true },
        ],
      };
      users.set(key(login), user);
      return user;
    },
    addRepo(fullName, o = {}) {
      const [owner, name] = fullName.split('/') as [string, string];
      const repo: FakeRepo = {
        id: nextId++,
        owner,
        name,
        private: o.private ?? true,
        description: o.description ?? null,
        language: o.language ?? null,
        stars: o.stars ?? 0,
        forks: o.forks ?? 0,
        updatedAt: new Date().toISOString(),
        collaborators: new Set(),
        invitations: [],
      };
      repos.set(key(fullName), repo);
      return repo;
    },
    issueCode(login, redirectUri) {
      const code = crypto.randomBytes(10).toString('hex');
      codes.set(code, { login: key(login), redirectUri });
      return code;
    },
    issueToken(login) {
      const token = `gho_${crypto.randomBytes(16).toString('hex')}`;
      tokens.set(token, key(login));
      return token;
    },
    revokeTokens(login) {
      for (const [token, owner] of tokens) if (owner === key(login)) tokens.delete(token);
    },
    deleteRepo(fullName) {
      repos.delete(key(fullName));
    },
    acceptInvitation(fullName, login) {
      const repo = repos.get(key(fullName));
      if (!repo) throw new Error(`no repository ${fullName}`);
      const invitation = repo.invitations.find((i) => key(i.invitee) === key(login));
      if (!invitation) throw new Error(`${login} has no invitation`);
      if (invitation.expired) throw new Error(`the invitation of ${login} expired`);
      repo.invitations = repo.invitations.filter((i) => i !== invitation);
      repo.collaborators.add(key(login));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const repoJson = (repo: FakeRepo, viewer: string) => ({
    id: repo.id,
    node_id: `R_${repo.id}`,
    name: repo.name,
    full_name: `${repo.owner}/${repo.name}`,
    owner: { login: repo.owner, id: users.get(key(repo.owner))?.id ?? 0 },
    private: repo.private,
    html_url: `${fake.url}/${repo.owner}/${repo.name}`,
    description: repo.description,
    language: repo.language,
    stargazers_count: repo.stars,
    forks_count: repo.forks,
    updated_at: repo.updatedAt,
    pushed_at: repo.updatedAt,
    permissions: {
      admin: key(repo.owner) === viewer,
      maintain: key(repo.owner) === viewer,
      push: key(repo.owner) === viewer,
      triage: key(repo.owner) === viewer,
      pull: true,
    },
  });

  const canSee = (repo: FakeRepo, login: string) =>
    !repo.private || key(repo.owner) === login || repo.collaborators.has(login);

  function send(
    res: http.ServerResponse,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const payload = body === undefined ? '' : JSON.stringify(body);
    res.writeHead(status, {
      ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
      'x-github-request-id': crypto.randomBytes(4).toString('hex'),
      ...headers,
    });
    res.end(payload);
  }

  async function readBody(req: http.IncomingMessage): Promise<Record<string, string>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) return {};
    if ((req.headers['content-type'] ?? '').includes('application/json')) {
      return JSON.parse(text) as Record<string, string>;
    }
    return Object.fromEntries(new URLSearchParams(text));
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', fake.url);
    const method = req.method ?? 'GET';
    requests.push(`${method} ${url.pathname}`);

    // ── control endpoints (browser tests drive the fake from another process) ─
    if (opts.controlEndpoints && method === 'POST' && url.pathname.startsWith('/_fake/')) {
      const body = await readBody(req);
      const archiveAnswer = archiveControl(archives, url.pathname, body);
      if (archiveAnswer) return send(res, archiveAnswer.status, archiveAnswer.body);
      switch (url.pathname) {
        case '/_fake/users': {
          const emails = body.email
            ? [{ email: body.email, primary: true, verified: true }]
            : undefined;
          return send(res, 201, fake.addUser(body.login!, { emails }));
        }
        case '/_fake/repos': {
          const repo = fake.addRepo(body.fullName!, {
            private: String(body.private) !== 'false',
            description: body.description ?? null,
            language: body.language ?? null,
          });
          return send(res, 201, { id: repo.id, fullName: `${repo.owner}/${repo.name}` });
        }
        case '/_fake/authorize-as':
          fake.authorizeAs = body.login ?? null;
          return send(res, 204);
        case '/_fake/accept':
          fake.acceptInvitation(body.fullName!, body.login!);
          return send(res, 204);
        case '/_fake/rate-limit':
          fake.rateLimit = (body.mode as FakeGitHub['rateLimit']) ?? null;
          return send(res, 204);
        case '/_fake/expire':
          fake.access.expireInvitation(body.fullName!, body.login!);
          return send(res, 204);
        case '/_fake/collaborator':
          fake.repos.get(key(body.fullName!))!.collaborators.add(key(body.login!));
          return send(res, 204);
        case '/_fake/state':
          return send(res, 200, {
            repos: [...repos.values()].map((r) => ({
              fullName: `${r.owner}/${r.name}`,
              collaborators: [...r.collaborators],
              invitations: r.invitations,
            })),
          });
      }
    }

    // ── OAuth web endpoints ──────────────────────────────────────────────────
    if (method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== clientId || !redirectUri) {
        return send(res, 400, { message: 'unknown client or missing redirect_uri' });
      }
      const login = fake.authorizeAs ?? [...users.keys()][0];
      const target = new URL(redirectUri);
      if (!login) target.searchParams.set('error', 'access_denied');
      else target.searchParams.set('code', fake.issueCode(login, redirectUri));
      target.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: target.toString() });
      return void res.end();
    }
    if (method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const body = await readBody(req);
      if (body.client_id !== clientId || body.client_secret !== clientSecret) {
        return send(res, 200, { error: 'incorrect_client_credentials' });
      }
      const grant = codes.get(body.code ?? '');
      codes.delete(body.code ?? '');
      if (!grant || (grant.redirectUri && body.redirect_uri !== grant.redirectUri)) {
        return send(res, 200, {
          error: 'bad_verification_code',
          error_description: 'The code passed is incorrect or expired.',
        });
      }
      return send(res, 200, {
        access_token: fake.issueToken(grant.login),
        token_type: 'bearer',
        scope: 'read:user,repo,user:email',
      });
    }

    // ── archives and releases (github-archives.ts) ─────────────────────────────
    const archiveRequest = (viewer: string | null) => ({
      req,
      res,
      url,
      method,
      login: viewer,
      baseUrl: fake.url,
      canRead: (fullName: string, who: string) => {
        const repo = repos.get(key(fullName));
        return repo ? canSee(repo, who) : null;
      },
      send: (status: number, body?: unknown, headers?: Record<string, string>) =>
        send(res, status, body, headers),
    });
    if (url.pathname.startsWith('/_codeload/') && (await archives.handle(archiveRequest(null)))) {
      return;
    }

    // ── REST API ─────────────────────────────────────────────────────────────
    const auth = req.headers.authorization ?? '';
    const token = auth.replace(/^(token|bearer)\s+/i, '');
    const login = tokens.get(token);
    if (!login) return send(res, 401, { message: 'Bad credentials', status: '401' });
    if (fake.rateLimit === 'forbidden') {
      return send(
        res,
        403,
        { message: 'API rate limit exceeded' },
        {
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 60),
        },
      );
    }
    if (fake.rateLimit === '429') {
      return send(res, 429, { message: 'Too many requests' }, { 'retry-after': '60' });
    }
    const user = users.get(login);
    if (!user) return send(res, 401, { message: 'Bad credentials' });
    if (await archives.handle(archiveRequest(login))) return;
    if (await handleAccessExtensions(fake, req, res, url, login, send)) return;

    if (method === 'GET' && url.pathname === '/user') {
      return send(res, 200, {
        id: user.id,
        login: user.login,
        name: user.name,
        avatar_url: `${fake.url}/avatars/${user.id}`,
        email: user.emails.find((e) => e.primary)?.email ?? null,
      });
    }
    if (method === 'GET' && url.pathname === '/user/emails') {
      return send(
        res,
        200,
        user.emails.map((e) => ({ ...e, visibility: e.primary ? 'public' : null })),
      );
    }
    if (method === 'GET' && url.pathname === '/user/repos') {
      const type = url.searchParams.get('type') ?? 'all';
      const all = [...repos.values()]
        .filter((r) => {
          const owner = key(r.owner) === login;
          const member = r.collaborators.has(login);
          return type === 'owner' ? owner : type === 'member' ? member : owner || member;
        })
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
      const { items, headers } = pageOf(url, all);
      return send(
        res,
        200,
        items.map((r) => repoJson(r, login)),
        headers,
      );
    }

    const m = /^\/repos\/([^/]+)\/([^/]+)(?:\/(collaborators|invitations)(?:\/([^/]+))?)?$/.exec(
      url.pathname,
    );
    if (m) {
      const [, owner, name, sub, arg] = m as unknown as [string, string, string, string?, string?];
      const repo = repos.get(key(`${owner}/${name}`));
      if (!repo || !canSee(repo, login)) return send(res, 404, { message: 'Not Found' });
      const isAdmin = key(repo.owner) === login;
      if (!sub && method === 'GET') return send(res, 200, repoJson(repo, login));
      if (sub === 'collaborators' && arg) {
        const target = key(decodeURIComponent(arg));
        if (method === 'GET') {
          const yes = target === key(repo.owner) || repo.collaborators.has(target);
          return send(res, yes ? 204 : 404, yes ? undefined : { message: 'Not Found' });
        }
        if (!isAdmin) return send(res, 403, { message: 'Must have admin rights to Repository.' });
        if (method === 'PUT') {
          const permission = (await readBody(req)).permission ?? 'push';
          const invitee = users.get(target);
          if (!invitee) return send(res, 404, { message: 'Not Found' });
          if (target === key(repo.owner) || repo.collaborators.has(target)) {
            return send(res, 204);
          }
          let invitation = repo.invitations.find((i) => key(i.invitee) === target);
          if (!invitation) {
            invitation = { id: nextId++, invitee: invitee.login, permission };
            repo.invitations.push(invitation);
          }
          invitation.permission = permission;
          return send(res, 201, {
            id: invitation.id,
            invitee: { login: invitee.login },
            permissions: invitation.permission === 'pull' ? 'read' : invitation.permission,
          });
        }
        if (method === 'DELETE') {
          repo.collaborators.delete(target);
          return send(res, 204);
        }
      }
      if (sub === 'invitations') {
        if (!isAdmin) return send(res, 403, { message: 'Must have admin rights to Repository.' });
        if (method === 'GET' && !arg) {
          const { items, headers } = pageOf(url, repo.invitations);
          return send(
            res,
            200,
            items.map((i) => ({
              id: i.id,
              invitee: { login: i.invitee },
              repository: { full_name: `${repo.owner}/${repo.name}` },
              permissions: 'read',
              expired: i.expired === true,
            })),
            headers,
          );
        }
        if (method === 'DELETE' && arg) {
          repo.invitations = repo.invitations.filter((i) => String(i.id) !== arg);
          return send(res, 204);
        }
      }
    }
    return send(res, 404, { message: 'Not Found' });
  }

  fake.access = accessControls(fake, () => nextId++);

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      send(res, 500, { message: (err as Error).message });
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/**
 * One page of a list, as GitHub serves it: `per_page` (default 30, at most 100) and `page`
 * (from 1), with a Link header whenever there is more than one page (rel="next" and "last" until
 * the last page, "prev" and "first" after the first).
 */
function pageOf<T>(url: URL, all: T[]): { items: T[]; headers: Record<string, string> } {
  const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30));
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const last = Math.max(1, Math.ceil(all.length / perPage));
  const pageUrl = (n: number) => {
    const u = new URL(url);
    u.searchParams.set('page', String(n));
    return u.toString();
  };
  const links: string[] = [];
  if (page < last)
    links.push(`<${pageUrl(page + 1)}>; rel="next"`, `<${pageUrl(last)}>; rel="last"`);
  if (page > 1) links.push(`<${pageUrl(page - 1)}>; rel="prev"`, `<${pageUrl(1)}>; rel="first"`);
  return {
    items: all.slice((page - 1) * perPage, page * perPage),
    headers: links.length ? { link: links.join(', ') } : {},
  };
}

/** The environment that points the server at the fake. */
export function fakeGitHubEnv(fake: FakeGitHub): Record<string, string> {
  return {
    GITHUB_CLIENT_ID: fake.clientId,
    GITHUB_CLIENT_SECRET: fake.clientSecret,
    GITHUB_WEB_URL: fake.url,
    GITHUB_API_URL: fake.url,
    GITHUB_TOKEN_KEY: crypto.randomBytes(32).toString('base64'),
  };
}

// ── repository access extensions: expiry, 5xx, renames and transfers, held requests ─────────

/** Switches of the fake used by the repository access tests. */
export interface FakeAccessControls {
  /** The next `n` REST calls answer 502 (GitHub having a bad moment). */
  failNext(n: number, status?: number): void;
  /**
   * GitHub expired the invitation of `login`: it stays listed with `expired: true` until deleted,
   * and can no longer be accepted. Inviting again does not revive it (delete it first).
   */
  expireInvitation(fullName: string, login: string): void;
  /** Renames a repository; the old name keeps answering through a redirect, like GitHub's. */
  renameRepo(fullName: string, newName: string): void;
  /** Transfers a repository to another owner; the old name redirects too. */
  transferRepo(fullName: string, newOwner: string): void;
  /**
   * Holds the next request whose "METHOD /path" starts with `prefix`: GitHub does the work,
   * and the answer waits for `release()` (a server that dies mid-call never sees it).
   */
  hold(prefix: string): { reached: Promise<void>; release(): void };
  /** Invitations ever created per repository id (to count doubles). */
  invitationsCreated: Map<number, string[]>;
}

interface Held {
  prefix: string;
  reached: () => void;
  released: Promise<void>;
}

const held: WeakMap<FakeGitHub, Held[]> = new WeakMap();
const failures: WeakMap<FakeGitHub, { n: number; status: number }> = new WeakMap();
/** Old full names (lower case) → repository id, after renames and transfers. */
const moved: WeakMap<FakeGitHub, Map<string, number>> = new WeakMap();

function accessControls(fake: FakeGitHub, newId: () => number): FakeAccessControls {
  void newId;
  held.set(fake, []);
  moved.set(fake, new Map());
  const move = (fullName: string, owner: string, name: string) => {
    const repo = fake.repos.get(key(fullName));
    if (!repo) throw new Error(`no repository ${fullName}`);
    fake.repos.delete(key(fullName));
    moved.get(fake)!.set(key(fullName), repo.id);
    repo.owner = owner;
    repo.name = name;
    fake.repos.set(key(`${owner}/${name}`), repo);
  };
  return {
    invitationsCreated: new Map(),
    failNext(n, status = 502) {
      failures.set(fake, { n, status });
    },
    expireInvitation(fullName, login) {
      const repo = fake.repos.get(key(fullName));
      if (!repo) throw new Error(`no repository ${fullName}`);
      const invitation = repo.invitations.find((i) => key(i.invitee) === key(login));
      if (!invitation) throw new Error(`${login} has no invitation to ${fullName}`);
      invitation.expired = true;
    },
    renameRepo(fullName, newName) {
      move(fullName, fullName.split('/')[0]!, newName);
    },
    transferRepo(fullName, newOwner) {
      move(fullName, newOwner, fullName.split('/')[1]!);
    },
    hold(prefix) {
      let reached!: () => void;
      let release!: () => void;
      const reachedP = new Promise<void>((r) => (reached = r));
      const released = new Promise<void>((r) => (release = r));
      held.get(fake)!.push({ prefix, reached, released });
      return { reached: reachedP, release };
    },
  };
}

type Send = (
  res: http.ServerResponse,
  status: number,
  body?: unknown,
  headers?: Record<string, string>,
) => void;

/**
 * Answers what the access extensions change, or returns false for the ordinary handler:
 * injected failures, `/repositories/:id/…` (GitHub's lookup by id), redirects from old names,
 * `GET /repos/:o/:n/collaborators`, and held requests.
 */
async function handleAccessExtensions(
  fake: FakeGitHub,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  login: string,
  send: Send,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  const failure = failures.get(fake);
  if (failure && failure.n > 0) {
    failure.n -= 1;
    send(res, failure.status, { message: 'Server Error' });
    return true;
  }
  // Lookup by id: rewrite to the repository's current name and let the ordinary handler answer.
  const byId = /^\/repositories\/(\d+)(\/.*)?$/.exec(url.pathname);
  if (byId) {
    const repo = [...fake.repos.values()].find((r) => r.id === Number(byId[1]));
    if (!repo) {
      send(res, 404, { message: 'Not Found' });
      return true;
    }
    url.pathname = `/repos/${repo.owner}/${repo.name}${byId[2] ?? ''}`;
    req.url = url.pathname + url.search;
  }
  const m = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(url.pathname);
  if (m && !fake.repos.has(key(`${m[1]}/${m[2]}`))) {
    const id = moved.get(fake)!.get(key(`${m[1]}/${m[2]}`));
    if (id !== undefined) {
      // GitHub answers a moved repository with a redirect to its id URL (octokit follows it).
      const location = `${fake.url}/repositories/${id}${m[3] ?? ''}${url.search}`;
      send(
        res,
        method === 'GET' ? 301 : 307,
        { message: 'Moved Permanently', url: location },
        {
          location,
        },
      );
      return true;
    }
  }
  const line = `${method} ${url.pathname}`;
  const holds = held.get(fake)!;
  const hold = holds.find((h) => line.startsWith(h.prefix));
  if (hold) {
    holds.splice(holds.indexOf(hold), 1);
    // GitHub does the work first; only the answer is held.
    const original = res.end.bind(res);
    res.end = ((...args: Parameters<typeof res.end>) => {
      hold.reached();
      void hold.released.then(() => original(...args));
      return res;
    }) as typeof res.end;
  }
  if (m && method === 'GET' && m[3] === '/collaborators') {
    const repo = fake.repos.get(key(`${m[1]}/${m[2]}`))!;
    if (key(repo.owner) !== login) {
      send(res, 403, { message: 'Must have push access to view repository collaborators.' });
      return true;
    }
    const logins = [repo.owner, ...[...repo.collaborators].filter((c) => c !== key(repo.owner))];
    const { items, headers } = pageOf(url, logins);
    send(
      res,
      200,
      items.map((l) => ({
        login: fake.users.get(key(l))?.login ?? l,
        id: fake.users.get(key(l))?.id ?? 0,
        role_name: key(l) === key(repo.owner) ? 'admin' : 'read',
      })),
      headers,
    );
    return true;
  }
  if (m && method === 'PUT' && m[3]?.startsWith('/collaborators/')) {
    const repo = fake.repos.get(key(`${m[1]}/${m[2]}`));
    const invitee = key(decodeURIComponent(m[3].slice('/collaborators/'.length)));
    if (
      repo &&
      key(repo.owner) === login &&
      !repo.collaborators.has(invitee) &&
      !repo.invitations.some((i) => key(i.invitee) === invitee)
    ) {
      const list = fake.access.invitationsCreated.get(repo.id) ?? [];
      list.push(invitee);
      fake.access.invitationsCreated.set(repo.id, list);
    }
  }
  return false;
}
