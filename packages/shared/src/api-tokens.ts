import { z } from 'zod';

import { TOKEN_MAX_DAYS, TOKEN_SCOPES } from './rules/api-tokens';

export const createTokenInputSchema = z.object({
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  scopes: z
    .array(z.enum(TOKEN_SCOPES, { message: `Scopes must be among ${TOKEN_SCOPES.join(', ')}` }), {
      message: 'Scopes are required',
    })
    .min(1, 'Choose at least one scope')
    .max(TOKEN_SCOPES.length),
  expiresInDays: z
    .number({ message: 'expiresInDays must be a number of days' })
    .int('expiresInDays must be a whole number of days')
    .min(1, 'expiresInDays must be at least 1')
    .max(TOKEN_MAX_DAYS, `expiresInDays must be at most ${TOKEN_MAX_DAYS}`)
    .optional(),
});
export type CreateTokenInput = z.input<typeof createTokenInputSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters, to tell it apart; never the whole secret. */
  prefix: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** POST /account/tokens: the secret, shown this once. */
export const createdTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedToken = z.infer<typeof createdTokenSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;
