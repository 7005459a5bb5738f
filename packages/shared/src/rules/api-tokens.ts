/** What a personal access token may do; each scope opens a fixed set of routes. */
export const TOKEN_SCOPES = [
  'projects:read',
  'projects:write',
  'sales:read',
  'licenses:read',
  'licenses:write',
  'webhooks:write',
  'discounts:write',
  'refunds:write',
] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/**
 * What each scope opens, as the profile page shows it beside its checkbox
 * (docs/product-rules.md#personal-access-tokens). A token sees a license key or a paid
 * repository of a project it did not write only with licenses:read.
 */
export const TOKEN_SCOPE_DESCRIPTIONS: Readonly<Record<TokenScope, string>> = {
  'projects:read':
    'Read your projects, drafts and bundles, and the dashboard parts about them (no purchases, no sales)',
  'projects:write': 'Create, edit, publish and delete projects and bundles',
  'sales:read': 'Read your earnings, balance, sales CSV and the dashboard sales figures',
  'licenses:read':
    'Read licenses: those sold on your projects, and those you hold with their license keys and paid repositories',
  'licenses:write':
    'Grant or revoke repository access, and manage license keys and certificate signing keys',
  'webhooks:write': 'Manage webhooks and read their delivery log',
  'discounts:write': 'Create, list and delete your discount codes',
  'refunds:write': 'List and answer refund requests, and refund a sale',
};

/** Every token starts with this, so secret scanners can recognise a leaked one. */
export const TOKEN_PREFIX = 'cbz_';

export const TOKEN_MAX_DAYS = 365;
