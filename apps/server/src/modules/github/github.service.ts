import crypto from 'node:crypto';

import {
  GITHUB_MESSAGES,
  GITHUB_OAUTH_SCOPES,
  type GitHubSignInFailure,
  parseGitHubRepositoryUrl,
  PROJECT_MESSAGES,
  type GitHubRepositoriesResponse,
  type GitHubStatusResponse,
  type VerifiedRepository,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';

import {
  isGitHubApiError,
  type GitHubClient,
  type GitHubUserApi,
} from '../../integrations/github/github-client';
import type { SourceRepository } from '../../db/schema';
import type { TokenCipher } from '../../integrations/github/token-crypto';
import { uniqueViolation } from '../../lib/db-errors';
import type { AuthService, SessionGrant } from '../auth/auth.service';
import { hashToken, newToken } from '../../lib/session-tokens';
import { githubHttpError, within } from './github-access-errors';
import type { GitHubAccessService } from './github-access.service';
import { toRepositoryDto, toVerifiedRepository } from './github.mapper';
import type { GitHubRepository, OAuthPurpose } from './github.repository';

export const OAUTH_STATE_TTL_MS = 10 * 60_000;
/** How long a sign-in waits for the invitations it triggers before answering anyway. */
const AFTER_CONNECT_WAIT_MS = 5_000;

/**
 * A failed OAuth completion: the full-page flow redirects, the popup flow answers `statusCode`
 * with the message (`expose`), like any error made for the client.
 */
export class OAuthFlowError extends Error {
  readonly expose = true;

  constructor(
    message: string,
    readonly statusCode: number,
    /** For the full-page flow: which explanation the sign-in page shows. */
    readonly reason?: GitHubSignInFailure,
  ) {
    super(message);
    this.name = 'OAuthFlowError';
  }
}

const invalidState = () => new OAuthFlowError(GITHUB_MESSAGES.invalidState, 400);
const oauthFailed = () => new OAuthFlowError(GITHUB_MESSAGES.oauthFailed, 400);

export interface GitHubServiceDeps {
  repo: GitHubRepository;
  client: GitHubClient;
  cipher: TokenCipher;
  auth: AuthService;
  access: GitHubAccessService;
  publicUrl: string;
  webUrl: string;
  log: FastifyBaseLogger;
}

/** Where GitHub sends the browser back: the full-page API callback or the popup's SPA page. */
export const redirectUris = (publicUrl: string) => ({
  page: `${publicUrl}/api/auth/github/callback`,
  popup: `${publicUrl}/auth/github/callback`,
});

/** Turns a GitHub login into a valid username (3–30 of [A-Za-z0-9_-]). */
export function usernameBase(login: string): string {
  let base = login.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 24);
  if (base.length < 3) base = `${base}-gh`.replace(/^-+/, '').padEnd(3, 'x');
  return base;
}

/** GitHub sign-in and connection, repository listing and verification. No HTTP, no SQL. */
export function createGitHubService(deps: GitHubServiceDeps) {
  const { repo, client, cipher, auth, access, log } = deps;
  const uris = redirectUris(deps.publicUrl);

  async function freeUsername(login: string): Promise<string> {
    const base = usernameBase(login);
    if (!(await repo.usernameTaken(base))) return base;
    for (let n = 2; n < 10; n++) {
      const candidate = `${base}-${n}`;
      if (!(await repo.usernameTaken(candidate))) return candidate;
    }
    for (;;) {
      const candidate = `${base}-${crypto.randomInt(1000, 100000)}`;
      if (!(await repo.usernameTaken(candidate))) return candidate;
    }
  }

  /** The user's GitHub API, or null when there is no usable token. */
  async function userApi(
    userId: string,
  ): Promise<{ api: GitHubUserApi; encrypted: string } | null> {
    const encrypted = await repo.findTokenOf(userId);
    const token = encrypted ? cipher.decrypt(encrypted) : null;
    return token && encrypted ? { api: client.forToken(token), encrypted } : null;
  }

  /** Maps a GitHub failure of the user's own call; a revoked token is forgotten. */
  async function userFacing(userId: string, encrypted: string, err: unknown): Promise<Error> {
    if (!isGitHubApiError(err)) return err as Error;
    if (err.kind === 'unauthorized') await repo.clearToken(userId, encrypted);
    return githubHttpError(err);
  }

  async function consumeState(state: string, browserToken: string | undefined) {
    const row = await repo.consumeState(hashToken(state));
    if (
      !row ||
      row.expiresAt.getTime() <= Date.now() ||
      !browserToken ||
      row.browserHash !== hashToken(browserToken)
    ) {
      throw invalidState();
    }
    return row;
  }

  async function exchange(code: string, redirectUri: string) {
    try {
      const token = await client.exchangeCode(code, redirectUri);
      const api = client.forToken(token);
      const profile = await api.getUser();
      return { token, api, profile };
    } catch (err) {
      log.warn({ err }, 'GitHub OAuth code exchange failed');
      throw oauthFailed();
    }
  }

  /** Sends pending invitations for a newly connected account, waiting a little for them. */
  async function afterConnected(userId: string): Promise<void> {
    await within(access.afterConnected(userId), AFTER_CONNECT_WAIT_MS);
  }

  /** Finds the account of this GitHub user (by id, then a verified email) or creates it. */
  async function signInWithGitHub({
    token,
    api,
    profile,
  }: Awaited<ReturnType<typeof exchange>>): Promise<SessionGrant> {
    const link = {
      githubId: String(profile.id),
      githubUsername: profile.login,
      githubTokenEncrypted: cipher.encrypt(token),
    };

    let userId = await repo.findUserIdByGithubId(link.githubId);
    if (userId) {
      await repo.linkGitHub(userId, link);
    } else {
      let emails;
      try {
        emails = await api.listEmails();
      } catch (err) {
        log.warn({ err }, 'reading the GitHub emails failed');
        throw oauthFailed();
      }
      const verified = emails.filter((e) => e.verified);
      const primary = verified.find((e) => e.primary) ?? verified[0];
      const isPrimary = (u: { email: string }) =>
        u.email.toLowerCase() === primary?.email.toLowerCase();
      const unlinked = (await repo.findUsersByEmails(verified.map((e) => e.email))).filter(
        (u) => u.githubId === null,
      );
      // GitHub vouching for an address is enough only when the account proved it to us as well:
      // anyone can register with someone else's address, and linking into such an account would
      // hand the GitHub owner's identity and token to whoever registered it.
      const linkable = unlinked.filter((u) => u.emailVerifiedAt !== null);
      const match = linkable.find(isPrimary) ?? linkable[0];
      if (match) {
        await repo.linkGitHub(match.id, link, true);
        userId = match.id;
      } else {
        if (!primary) {
          log.info({ login: profile.login }, 'GitHub sign-in without a verified email');
          throw oauthFailed();
        }
        if (unlinked.some(isPrimary)) {
          // The address belongs to an unproven password account: its owner must sign in with the
          // password and connect GitHub from there. Nothing is stored.
          throw new OAuthFlowError(
            GITHUB_MESSAGES.emailUnverifiedAccount,
            409,
            'email-unverified-account',
          );
        }
        userId = await createAccount(primary.email, profile.login, profile.avatarUrl, link);
      }
    }
    await afterConnected(userId);
    return auth.signInAs(userId);
  }

  async function createAccount(
    email: string,
    login: string,
    avatarUrl: string | null,
    link: { githubId: string; githubUsername: string; githubTokenEncrypted: string },
  ): Promise<string> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return await repo.insertGitHubUser({
          username: await freeUsername(login),
          email: email.toLowerCase(),
          profileImage: avatarUrl,
          ...link,
        });
      } catch (err) {
        const which = uniqueViolation(err);
        // Two sign-ups racing for one name: take another. The email already belongs to an account
        // linked to another GitHub user: say so. Anything else fails the sign-in.
        if (which === 'email') {
          throw new OAuthFlowError(
            GITHUB_MESSAGES.emailLinkedElsewhere,
            409,
            'email-linked-elsewhere',
          );
        }
        if (which !== 'username') {
          log.warn({ err }, 'creating an account from GitHub failed');
          throw oauthFailed();
        }
      }
    }
    throw oauthFailed();
  }

  return {
    /** GET /github/status (also signed out). */
    async status(userId: string | null): Promise<GitHubStatusResponse> {
      const { webUrl } = deps;
      if (!userId) return { configured: true, isConnected: false, username: null, webUrl };
      const link = await repo.findLink(userId);
      const connected = Boolean(
        link?.githubTokenEncrypted && cipher.decrypt(link.githubTokenEncrypted),
      );
      return {
        configured: true,
        isConnected: connected,
        username: link?.githubUsername ?? null,
        webUrl,
      };
    },

    /**
     * Starts an OAuth flow: a single-use state bound to the browser (its cookie value's hash is
     * stored) that expires after ten minutes. Returns GitHub's authorize URL.
     */
    async start(opts: {
      purpose: OAuthPurpose;
      userId: string | null;
      browserToken: string;
      redirect: 'page' | 'popup';
    }): Promise<string> {
      const state = newToken();
      await repo.insertState({
        stateHash: hashToken(state),
        browserHash: hashToken(opts.browserToken),
        purpose: opts.purpose,
        userId: opts.purpose === 'connect' ? opts.userId : null,
        expiresAt: new Date(Date.now() + OAUTH_STATE_TTL_MS),
      });
      if (Math.random() < 0.05) await repo.purgeExpiredStates();
      return client.authorizeUrl(state, uris[opts.redirect], GITHUB_OAUTH_SCOPES);
    },

    /** Uses up a state without signing in (GitHub reported that the user declined). */
    async discardState(state: string): Promise<void> {
      await repo.consumeState(hashToken(state));
    },

    /** GET /auth/github/callback: the full-page sign-in. Throws OAuthFlowError. */
    async completePageLogin(input: {
      code: string;
      state: string;
      browserToken: string | undefined;
    }): Promise<SessionGrant> {
      const row = await consumeState(input.state, input.browserToken);
      if (row.purpose !== 'login') throw invalidState();
      return signInWithGitHub(await exchange(input.code, uris.page));
    },

    /** POST /github/oauth/callback: the popup's sign-in, or connecting the signed-in account. */
    async completePopup(input: {
      code: string;
      state: string;
      browserToken: string | undefined;
      userId: string | null;
    }): Promise<SessionGrant> {
      const row = await consumeState(input.state, input.browserToken);
      if (row.purpose === 'login') {
        return signInWithGitHub(await exchange(input.code, uris.popup));
      }
      // Connect: only the account that started it may finish it.
      if (!input.userId || row.userId !== input.userId) throw invalidState();
      const { token, profile } = await exchange(input.code, uris.popup);
      const githubId = String(profile.id);
      const owner = await repo.findUserIdByGithubId(githubId);
      if (owner && owner !== input.userId) {
        throw new OAuthFlowError(GITHUB_MESSAGES.alreadyLinked, 409);
      }
      const before = await repo.findLink(input.userId);
      try {
        await repo.linkGitHub(input.userId, {
          githubId,
          githubUsername: profile.login,
          githubTokenEncrypted: cipher.encrypt(token),
        });
      } catch (err) {
        if (uniqueViolation(err)) throw new OAuthFlowError(GITHUB_MESSAGES.alreadyLinked, 409);
        throw err;
      }
      // Another GitHub account than before: access moves from the old account to the new one.
      if (before?.githubId && before.githubId !== githubId && before.githubUsername) {
        await access.onRelinked(input.userId, before.githubUsername);
      }
      await afterConnected(input.userId);
      return auth.signInAs(input.userId);
    },

    /** GET /github/repositories: one page of the repositories the user can administer. */
    async repositories(
      userId: string,
      q: { page: number; per_page: number; type: 'all' | 'owner' | 'member' },
    ): Promise<GitHubRepositoriesResponse> {
      const conn = await userApi(userId);
      if (!conn) throw httpErrors.badRequest(GITHUB_MESSAGES.notConnected);
      try {
        const { repositories, hasNext } = await conn.api.listRepositories({
          page: q.page,
          perPage: q.per_page,
          type: q.type,
        });
        return {
          repositories: repositories.filter((r) => r.isAdmin).map(toRepositoryDto),
          hasMore: hasNext,
        };
      } catch (err) {
        throw await userFacing(userId, conn.encrypted, err);
      }
    },

    /**
     * The repository `fullName` ("owner/name") as GitHub describes it to the user, when the user
     * administers it (the repositories the import offers); null when the name is malformed, the
     * user has no GitHub token, the repository is missing or not theirs, or GitHub fails. Never
     * throws: a project is saved either way, unverified.
     */
    async verifySource(userId: string, fullName: string): Promise<SourceRepository | null> {
      const m = /^([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})$/.exec(fullName.trim());
      if (!m || m[2] === '.' || m[2] === '..') return null;
      const conn = await userApi(userId).catch(() => null);
      if (!conn) return null;
      try {
        const found = await conn.api.getRepository(m[1]!, m[2]!);
        if (!found.isAdmin) return null;
        return {
          fullName: found.fullName,
          url: found.htmlUrl,
          language: found.language,
          stars: found.stars,
          private: found.isPrivate,
        };
      } catch (err) {
        if (isGitHubApiError(err) && err.kind === 'unauthorized') {
          await repo.clearToken(userId, conn.encrypted).catch(() => {});
        } else if (
          !isGitHubApiError(err) ||
          (err.kind !== 'notFound' && err.kind !== 'forbidden')
        ) {
          log.warn({ err }, 'verifying an imported repository failed');
        }
        return null;
      }
    },

    /**
     * Publishing a paid or freemium project: its paid repository must be a repository of this
     * GitHub that the seller administers, because buyers are invited to it with the seller's
     * account. Throws 400 naming what is missing, or 503 when GitHub could not be asked.
     */
    async assertSellableRepository(userId: string, url: string): Promise<void> {
      const parsed = parseGitHubRepositoryUrl(url, deps.webUrl);
      if (!parsed) throw httpErrors.badRequest(PROJECT_MESSAGES.paidRepositoryNotGitHub);
      const conn = await userApi(userId);
      if (!conn) throw httpErrors.badRequest(PROJECT_MESSAGES.paidRepositoryNeedsGitHub);
      let isAdmin: boolean;
      try {
        isAdmin = (await conn.api.getRepository(parsed.owner, parsed.name)).isAdmin;
      } catch (err) {
        if (isGitHubApiError(err) && (err.kind === 'notFound' || err.kind === 'forbidden')) {
          isAdmin = false;
        } else if (isGitHubApiError(err) && err.kind === 'unauthorized') {
          await repo.clearToken(userId, conn.encrypted).catch(() => {});
          throw httpErrors.badRequest(GITHUB_MESSAGES.tokenRevoked);
        } else {
          log.warn({ err }, 'checking a paid repository failed');
          throw httpErrors.createError(503, PROJECT_MESSAGES.paidRepositoryUnchecked, {
            expose: true,
          });
        }
      }
      if (!isAdmin) throw httpErrors.badRequest(PROJECT_MESSAGES.paidRepositoryNotAdmin);
    },

    /** POST /github/verify-repository: the repository exists and the user's GitHub can see it. */
    async verifyRepository(userId: string, repositoryUrl: string): Promise<VerifiedRepository> {
      const parsed = parseGitHubRepositoryUrl(repositoryUrl, deps.webUrl);
      if (!parsed) throw httpErrors.badRequest(GITHUB_MESSAGES.invalidRepositoryUrl);
      const conn = await userApi(userId);
      if (!conn) throw httpErrors.badRequest(GITHUB_MESSAGES.notConnected);
      try {
        return toVerifiedRepository(await conn.api.getRepository(parsed.owner, parsed.name));
      } catch (err) {
        if (isGitHubApiError(err) && (err.kind === 'notFound' || err.kind === 'forbidden')) {
          throw httpErrors.notFound(GITHUB_MESSAGES.repositoryNotFound);
        }
        throw await userFacing(userId, conn.encrypted, err);
      }
    },
  };
}

export type GitHubService = ReturnType<typeof createGitHubService>;
