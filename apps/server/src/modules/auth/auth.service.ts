import crypto from 'node:crypto';

import {
  AUTH_MESSAGES,
  type AuthResponse,
  type ChangePasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type UpdateProfileInput,
  type User,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MailMessage, Mailer } from '../../integrations/mail/mailer';
import { uniqueViolation } from '../../lib/db-errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { maskEmail } from '../../plugins/log-redaction';
import { toUserDto, type UserDtoRow } from '../users/user.mapper';
import {
  emailChangedMail,
  emailInUseMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from './auth.mail';
// ensureAdminFromConfig runs at start-up, before the app and the auth plugin exist: it builds
// a repository of its own for that one task (a repository holds no state).
// eslint-disable-next-line no-restricted-syntax
import { createAuthRepository, type AuthRepository, type UserPatch } from './auth.repository';
import { hashToken, newToken } from '../../lib/session-tokens';
import { tooManyRequests } from '../../lib/too-many-requests';
import { isCommonPassword } from './common-passwords';

export const VERIFY_TOKEN_TTL_HOURS = 48;
export const RESET_TOKEN_TTL_MINUTES = 60;
/** Failed sign-ins one address may make across all accounts, as a multiple of the pair limit. */
export const SIGN_IN_IP_LIMIT_FACTOR = 5;
/** Reset links mailed to one account per hour; more requests are answered alike, unmailed. */
export const RESET_MAILS_PER_HOUR = 3;

/** A 429 that says when the caller may try again (its Retry-After header). */
const tooManyAttempts = (resetAt: Date): Error =>
  tooManyRequests(AUTH_MESSAGES.tooManyAttempts, resetAt.getTime() - Date.now());

const normalizeEmail = (email: string) => email.trim().toLowerCase();
/** The counter of failed sign-ins to one account from one address. */
const signInPairKey = (email: string, ip: string) => `login:account:${email}:ip:${ip}`;
const emptyToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

export interface AuthServiceDeps {
  repo: AuthRepository;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /**
   * Called after a write that ends sessions or changes what they resolve to (sign-out, password
   * change or reset, a new username or email): cached sessions go, on every instance, before
   * the request answers (ADR 013).
   */
  onSessionsChanged?: () => void | Promise<void>;
}

export interface SessionGrant extends AuthResponse {
  expiresAt: Date;
}

/** Accounts, sessions, passwords, email verification and password reset. No HTTP, no SQL. */
export function createAuthService({
  repo,
  config,
  mailer,
  log,
  onSessionsChanged,
}: AuthServiceDeps) {
  const limitMax = config.AUTH_RATE_LIMIT_MAX;
  const limitWindow = config.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  let dummyHash: Promise<string> | null = null;

  /** Mail leaves in the background: a slow or failing SMTP server never fails or slows a request. */
  function deliver(message: MailMessage): void {
    mailer.send(message).catch((err: unknown) => {
      log.error(
        { err, to: maskEmail(message.to), subject: message.subject },
        'mail delivery failed',
      );
    });
  }

  /** Refuses when any key is over the limit; returns the keys that have a live counter. */
  async function assertUnderLimit(keys: string[]): Promise<Set<string>> {
    const states = await repo.peekRateLimits(keys);
    for (const state of states.values()) {
      if (state.count >= limitMax) throw tooManyAttempts(state.resetAt);
    }
    return new Set(states.keys());
  }

  /** Counts one attempt against each key; returns when the caller may retry if any is over. */
  async function recordAttempt(keys: string[]): Promise<Date | null> {
    let blockedUntil: Date | null = null;
    for (const key of keys) {
      const { count, resetAt } = await repo.hitRateLimit(key, limitWindow);
      if (count > limitMax && (!blockedUntil || resetAt > blockedUntil)) blockedUntil = resetAt;
    }
    // Now and then, sweep counters whose window has ended.
    if (Math.random() < 0.02) await repo.purgeExpiredRateLimits();
    return blockedUntil;
  }

  /**
   * Takes one sign-in attempt from the account's budget at this address, then from the
   * address's wider budget over all accounts, before the password is checked. Each count is one
   * atomic increment that returns the new total, so of many simultaneous requests no more than
   * the limit get to the (slow) check. The attempt is counted as a failure until `login` gives
   * it back on success.
   */
  async function takeSignInAttempt(pairKey: string, ipKey: string): Promise<void> {
    const pair = await repo.hitRateLimit(pairKey, limitWindow);
    if (pair.count > limitMax) throw tooManyAttempts(pair.resetAt);
    const wide = await repo.hitRateLimit(ipKey, limitWindow);
    if (wide.count > limitMax * SIGN_IN_IP_LIMIT_FACTOR) {
      // Refused before the check: the account's budget at this address keeps this attempt.
      await repo.releaseRateLimit(pairKey);
      throw tooManyAttempts(wide.resetAt);
    }
    if (Math.random() < 0.02) await repo.purgeExpiredRateLimits();
  }

  /** Counts one attempt against each key and refuses it when any key is past the limit. */
  async function countAttempt(keys: string[]): Promise<void> {
    const blockedUntil = await recordAttempt(keys);
    if (blockedUntil) throw tooManyAttempts(blockedUntil);
  }

  function assertPasswordAllowed(password: string): void {
    if (isCommonPassword(password)) throw httpErrors.badRequest(AUTH_MESSAGES.commonPassword);
  }

  async function startSession(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + config.SESSION_TTL_DAYS * 86_400_000);
    // A suspended account (modules/admin) gets no session, whichever way it signs in.
    if (!(await repo.createSession(userId, hashToken(token), expiresAt))) {
      throw httpErrors.forbidden(AUTH_MESSAGES.accountSuspended);
    }
    return { token, expiresAt };
  }

  async function userDto(row: UserDtoRow): Promise<User> {
    return toUserDto(row, await repo.countsFor(row.id));
  }

  /**
   * Mails a link to /verify-email that proves `to`: the account's own address ('verify') or the
   * one it asked to move to ('email-change'). Earlier links of the same purpose are retired.
   */
  async function mailVerificationLink(
    user: { id: string; username: string },
    to: string,
    purpose: 'verify' | 'email-change',
  ): Promise<void> {
    await repo.invalidateEmailTokens(user.id, purpose);
    const token = newToken();
    await repo.createEmailToken({
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_HOURS * 3_600_000),
    });
    deliver(
      verificationMail({
        to,
        username: user.username,
        link: `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
        validHours: VERIFY_TOKEN_TTL_HOURS,
      }),
    );
  }

  const sendVerificationMail = (user: { id: string; username: string; email: string }) =>
    mailVerificationLink(user, user.email, 'verify');

  /**
   * Mails the link that moves the account to `email`, or, when another account has that
   * address, tells its owner that someone tried to use it. Links sent before are retired,
   * including the verification link of the current address.
   */
  async function requestEmailChange(user: UserDtoRow, email: string): Promise<void> {
    await repo.invalidateEmailTokens(user.id, 'email-change');
    await repo.invalidateEmailTokens(user.id, 'verify');
    const owner = await repo.findCredentialsByEmail(email);
    if (owner && owner.id !== user.id) {
      const other = await repo.findUserById(owner.id);
      if (other) deliver(emailInUseMail({ to: other.email, username: other.username }));
      return;
    }
    await mailVerificationLink(user, email, 'email-change');
  }

  /** Follows an email-change link: the pending address becomes the account's, verified. */
  async function completeEmailChange(tokenHash: string): Promise<boolean> {
    const userId = await repo.consumeEmailToken(tokenHash, 'email-change');
    if (!userId) return false;
    const user = await repo.findUserById(userId);
    if (!user?.pendingEmail) return false;
    let row: UserDtoRow | null;
    try {
      row = await repo.updateUser(userId, {
        email: user.pendingEmail,
        pendingEmail: null,
        emailVerifiedAt: new Date(),
      });
    } catch (err) {
      // Another account took the address since the link was mailed.
      if (uniqueViolation(err) !== 'email') throw err;
      await repo.updateUser(userId, { pendingEmail: null });
      throw conflict('email');
    }
    await onSessionsChanged?.();
    if (row) {
      deliver(emailChangedMail({ to: user.email, username: row.username, newEmail: row.email }));
    }
    return true;
  }

  /**
   * Moving the account to another address needs its password (a stolen session alone must not
   * do it) and is limited per account: each try may send mail and probe which addresses exist.
   */
  async function assertMayChangeEmail(userId: string, password: string | undefined) {
    const passwordHash = await repo.findPasswordHash(userId);
    if (!passwordHash) throw httpErrors.badRequest(AUTH_MESSAGES.passwordNeededForEmail);
    if (!password) throw httpErrors.badRequest(AUTH_MESSAGES.currentPasswordRequiredForEmail);
    await countAttempt([`email-change:user:${userId}`]);
    if (!(await verifyPassword(passwordHash, password))) {
      throw httpErrors.badRequest(AUTH_MESSAGES.currentPasswordIncorrect);
    }
  }

  function conflict(which: 'username' | 'email') {
    return httpErrors.conflict(
      which === 'username' ? AUTH_MESSAGES.usernameTaken : AUTH_MESSAGES.emailTaken,
    );
  }

  return {
    async register(input: RegisterInput, ip: string): Promise<SessionGrant> {
      await countAttempt([`register:ip:${ip}`]);
      assertPasswordAllowed(input.password);
      const username = input.username.trim();
      const email = normalizeEmail(input.email);
      if (await repo.usernameTaken(username)) throw conflict('username');
      if (await repo.emailTaken(email)) throw conflict('email');

      const passwordHash = await hashPassword(input.password);
      let row: UserDtoRow;
      try {
        row = await repo.insertUser({ username, email, passwordHash });
      } catch (err) {
        // Two sign-ups with the same name or email at once: the unique index decides.
        const which = uniqueViolation(err);
        if (which === 'username' || which === 'email') throw conflict(which);
        if (which === 'other') {
          throw conflict((await repo.usernameTaken(username)) ? 'username' : 'email');
        }
        throw err;
      }
      const session = await startSession(row.id);
      await sendVerificationMail(row);
      return { token: session.token, expiresAt: session.expiresAt, user: await userDto(row) };
    },

    async login(input: LoginInput, ip: string): Promise<SessionGrant> {
      const email = normalizeEmail(input.email);
      // Failures are limited per account and address, so that someone else's wrong guesses
      // cannot lock the owner out from their own address, and per address over all accounts.
      const pairKey = signInPairKey(email, ip);
      const ipKey = `login:ip:${ip}`;
      // Sign-in is on every visitor's path: the attempt is counted while the account is read
      // (one query with what the answer needs).
      const [account] = await Promise.all([
        repo.findSignInByEmail(email),
        takeSignInAttempt(pairKey, ipKey),
      ]);
      // Without an account (or a password) still spend the time of one verification, so the
      // response time does not tell whether the email is registered.
      dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
      const valid = await verifyPassword(
        account?.passwordHash ?? (await dummyHash),
        input.password,
      );
      if (!account?.passwordHash || !valid) {
        throw httpErrors.unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      // A success is no failure: the pair starts again, the address gets its attempt back.
      const [session] = await Promise.all([
        startSession(account.user.id),
        repo.clearRateLimit(pairKey),
        repo.releaseRateLimit(ipKey),
      ]);
      return {
        token: session.token,
        expiresAt: session.expiresAt,
        user: toUserDto(account.user, account.counts),
      };
    },

    /** A new session for an account that proved itself another way (GitHub sign-in). */
    async signInAs(userId: string): Promise<SessionGrant> {
      const row = await repo.findUserById(userId);
      if (!row) throw httpErrors.unauthorized('Authentication required');
      const session = await startSession(row.id);
      return { token: session.token, expiresAt: session.expiresAt, user: await userDto(row) };
    },

    async logout(tokenHash: string | null): Promise<void> {
      if (!tokenHash) return;
      await repo.deleteSession(tokenHash);
      await onSessionsChanged?.();
    },

    async getProfile(userId: string): Promise<User> {
      const row = await repo.findUserById(userId);
      if (!row) throw httpErrors.unauthorized('Authentication required');
      return userDto(row);
    },

    async updateProfile(userId: string, input: UpdateProfileInput): Promise<User> {
      const current = await repo.findUserById(userId);
      if (!current) throw httpErrors.unauthorized('Authentication required');

      const patch: UserPatch = {};
      if (input.username !== undefined && input.username.trim() !== current.username) {
        const username = input.username.trim();
        if (await repo.usernameTaken(username, userId)) throw conflict('username');
        patch.username = username;
      }
      /**
       * A new address waits as `pendingEmail` until the link mailed to it is followed, taken or
       * not: the answer is the same either way (whether an address is registered is not this
       * form's to tell), and the account keeps signing in with its current address meanwhile.
       */
      let requested: string | null = null;
      if (input.email !== undefined) {
        const email = normalizeEmail(input.email);
        if (email !== current.email.toLowerCase()) {
          await assertMayChangeEmail(userId, input.currentPassword);
          requested = email;
          patch.pendingEmail = email;
        } else if (email === current.email.toLowerCase() && current.pendingEmail) {
          // Back to the current address: the pending move is called off.
          patch.pendingEmail = null;
          await repo.invalidateEmailTokens(userId, 'email-change');
        }
      }
      const displayName = emptyToNull(input.displayName);
      if (displayName !== undefined) patch.displayName = displayName;
      const bio = emptyToNull(input.bio);
      if (bio !== undefined) patch.bio = bio;
      const website = emptyToNull(input.website);
      if (website !== undefined) patch.website = website;
      const profileImage = emptyToNull(input.profileImage);
      if (profileImage !== undefined) patch.profileImage = profileImage;

      let row: UserDtoRow | null = current;
      if (Object.keys(patch).length > 0) {
        try {
          row = await repo.updateUser(userId, patch);
        } catch (err) {
          if (uniqueViolation(err) === 'username') throw conflict('username');
          throw err;
        }
      }
      if (!row) throw httpErrors.unauthorized('Authentication required');
      if (patch.username !== undefined) await onSessionsChanged?.();
      if (requested) await requestEmailChange(row, requested);
      return userDto(row);
    },

    async changePassword(
      userId: string,
      currentTokenHash: string | null,
      input: ChangePasswordInput,
    ): Promise<string> {
      const key = `password:user:${userId}`;
      await assertUnderLimit([key]);
      const valid = await verifyPassword(
        await repo.findPasswordHash(userId),
        input.currentPassword,
      );
      if (!valid) {
        await recordAttempt([key]);
        throw httpErrors.badRequest(AUTH_MESSAGES.currentPasswordIncorrect);
      }
      assertPasswordAllowed(input.newPassword);
      const passwordHash = await hashPassword(input.newPassword);
      const row = await repo.transaction(async (tx) => {
        const updated = await tx.updateUser(userId, { passwordHash });
        await tx.deleteUserSessions(userId, currentTokenHash ?? undefined);
        await tx.invalidateEmailTokens(userId, 'reset');
        return updated;
      });
      await onSessionsChanged?.();
      await repo.clearRateLimit(key);
      if (row) deliver(passwordChangedMail({ to: row.email, username: row.username }));
      return AUTH_MESSAGES.passwordChanged;
    },

    async verifyEmail(token: string): Promise<string> {
      const tokenHash = hashToken(token);
      const userId = await repo.consumeEmailToken(tokenHash, 'verify');
      if (userId) {
        await repo.markEmailVerified(userId);
        return AUTH_MESSAGES.emailVerified;
      }
      if (await completeEmailChange(tokenHash)) return AUTH_MESSAGES.emailVerified;
      throw httpErrors.badRequest(AUTH_MESSAGES.verifyLinkInvalid);
    },

    async resendVerification(userId: string): Promise<string> {
      const row = await repo.findUserById(userId);
      if (!row) throw httpErrors.unauthorized('Authentication required');
      if (row.emailVerifiedAt) throw httpErrors.badRequest(AUTH_MESSAGES.alreadyVerified);
      await countAttempt([`verify-mail:user:${userId}`]);
      await sendVerificationMail(row);
      return AUTH_MESSAGES.verificationSent;
    },

    /** Answers the same whether or not the account exists. */
    async forgotPassword(rawEmail: string, ip: string): Promise<string> {
      const email = normalizeEmail(rawEmail);
      await countAttempt([`forgot:ip:${ip}`]);
      const account = await repo.findCredentialsByEmail(email);
      if (account) {
        // A few mails an hour per account, silently: a refusal would tell that the account
        // exists, and would let anyone block the owner's own reset by asking first.
        const mails = await repo.hitRateLimit(`reset-mail:user:${account.id}`, 3600);
        const row =
          mails.count <= RESET_MAILS_PER_HOUR ? await repo.findUserById(account.id) : null;
        if (row) {
          await repo.invalidateEmailTokens(row.id, 'reset');
          const token = newToken();
          await repo.createEmailToken({
            userId: row.id,
            purpose: 'reset',
            tokenHash: hashToken(token),
            expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
          });
          deliver(
            passwordResetMail({
              to: row.email,
              username: row.username,
              link: `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
              validMinutes: RESET_TOKEN_TTL_MINUTES,
            }),
          );
        }
      }
      return AUTH_MESSAGES.forgotPasswordSent;
    },

    /** Sets a new password from a reset link and signs the account out everywhere. */
    async resetPassword(input: ResetPasswordInput, ip: string): Promise<string> {
      await countAttempt([`reset:ip:${ip}`]);
      assertPasswordAllowed(input.password);
      // Hashing costs real CPU time: spend it only on a link that can still be used. The token
      // is used up in the transaction below, so two requests with one link still get one reset.
      const tokenHash = hashToken(input.token);
      if (!(await repo.emailTokenUsable(tokenHash, 'reset'))) {
        throw httpErrors.badRequest(AUTH_MESSAGES.resetLinkInvalid);
      }
      const passwordHash = await hashPassword(input.password);
      const row = await repo.transaction(async (tx) => {
        const userId = await tx.consumeEmailToken(tokenHash, 'reset');
        if (!userId) return null;
        const updated = await tx.updateUser(userId, { passwordHash });
        // Following the mailed link proves the address, too.
        await tx.markEmailVerified(userId);
        await tx.deleteUserSessions(userId);
        await tx.invalidateEmailTokens(userId, 'reset');
        return updated;
      });
      if (!row) throw httpErrors.badRequest(AUTH_MESSAGES.resetLinkInvalid);
      await onSessionsChanged?.();
      // The owner proved themselves: their own address may sign in to the account again.
      await repo.clearRateLimit(signInPairKey(row.email, ip));
      deliver(passwordChangedMail({ to: row.email, username: row.username }));
      return AUTH_MESSAGES.passwordReset;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Turns an email's local part into a valid, free username (3–30 of [A-Za-z0-9_-]). */
async function freeUsername(repo: AuthRepository, email: string): Promise<string> {
  const local = email.split('@')[0] ?? '';
  let base = local.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 24);
  if (base.length < 3) base = 'admin';
  if (!(await repo.usernameTaken(base))) return base;
  for (;;) {
    const candidate = `${base}-${crypto.randomInt(1000, 10000)}`;
    if (!(await repo.usernameTaken(candidate))) return candidate;
  }
}

/**
 * Start-up: when ADMIN_EMAIL and ADMIN_PASSWORD are set, creates that account as an admin, or
 * promotes the existing account. An existing password is kept (the account's owner may have
 * changed it); an account without one (GitHub-only) gets ADMIN_PASSWORD.
 */
export async function ensureAdminFromConfig(
  db: Db,
  config: Partial<Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>>,
): Promise<'created' | 'promoted' | 'unchanged' | 'skipped'> {
  const email = config.ADMIN_EMAIL && normalizeEmail(config.ADMIN_EMAIL);
  const password = config.ADMIN_PASSWORD;
  if (!email || !password) return 'skipped';
  const repo = createAuthRepository(db);
  const existing = await repo.findCredentialsByEmail(email);
  if (existing) {
    if (existing.role === 'admin' && existing.passwordHash) return 'unchanged';
    const patch: UserPatch = { role: 'admin' };
    if (!existing.passwordHash) patch.passwordHash = await hashPassword(password);
    await repo.updateUser(existing.id, patch);
    return 'promoted';
  }
  await repo.insertUser({
    username: await freeUsername(repo, email),
    email,
    passwordHash: await hashPassword(password),
    role: 'admin',
    // The operator chose this address: there is nobody to send a verification link to.
    emailVerifiedAt: new Date(),
  });
  return 'created';
}
