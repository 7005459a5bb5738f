import crypto from 'node:crypto';

import type { ApiToken, ApiTokenList, CreateTokenInput, CreatedToken } from '@codebazaar/shared';
import { TOKEN_PREFIX, type TokenScope } from '@codebazaar/shared/rules';
import { httpErrors } from '@fastify/sensible';

import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { hashToken } from '../../lib/session-tokens';
import type { ApiTokenRow, ApiTokensRepository } from './api-tokens.repository';

/** More tokens than anyone automating a shop needs: a runaway script stops here. */
export const MAX_TOKENS_PER_USER = 50;

export const TOKEN_MESSAGES = {
  tooMany: `You can have at most ${MAX_TOKENS_PER_USER} tokens; revoke one first`,
  notFound: 'Token not found',
} as const;

const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as TokenScope[],
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** A new secret: the prefix, then 32 random bytes in base64url. */
export const newApiToken = () => `${TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;

/** Personal access tokens (docs/product-rules.md#personal-access-tokens). */
export function createApiTokensService(
  repo: ApiTokensRepository,
  now: () => Date = () => new Date(),
) {
  return {
    async create(user: AuthUser, input: CreateTokenInput): Promise<CreatedToken> {
      if ((await repo.countOf(user.id)) >= MAX_TOKENS_PER_USER) {
        throw httpErrors.conflict(TOKEN_MESSAGES.tooMany);
      }
      const token = newApiToken();
      const row = await repo.insert({
        userId: user.id,
        name: input.name,
        tokenHash: hashToken(token),
        prefix: token.slice(0, TOKEN_PREFIX.length + 6),
        scopes: [...new Set(input.scopes)],
        expiresAt: input.expiresInDays
          ? new Date(now().getTime() + input.expiresInDays * 86_400_000)
          : null,
      });
      return { ...toApiToken(row), token };
    },

    async list(user: AuthUser): Promise<ApiTokenList> {
      return { tokens: (await repo.listOf(user.id)).map(toApiToken) };
    },

    async revoke(user: AuthUser, id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.remove(user.id, id))) {
        throw httpErrors.notFound(TOKEN_MESSAGES.notFound);
      }
    },
  };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;
