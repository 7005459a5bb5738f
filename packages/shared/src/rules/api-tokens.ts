/** What a personal access token may do; each scope opens a fixed set of routes. */
export const TOKEN_SCOPES = [
  'projects:read',
  'projects:write',
  'sales:read',
  'licenses:read',
  'licenses:write',
  'webhooks:write',
] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Every token starts with this, so secret scanners can recognise a leaked one. */
export const TOKEN_PREFIX = 'cbz_';

export const TOKEN_MAX_DAYS = 365;
