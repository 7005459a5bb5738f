import type { TokenScope } from '@codebazaar/shared/rules';

/**
 * The routes a personal access token reaches, by scope (docs/product-rules.md#personal-access-tokens).
 * A list names scopes any one of which opens the route (the dashboard fills the parts each
 * covers). A route missing here never sees a token's user: account, password, token and admin
 * routes are left out on purpose, and a guarded one answers a token 403. The auth plugin, the
 * OpenAPI document and the tests all read this one table.
 */
export const TOKEN_ROUTE_SCOPES: Readonly<Record<string, TokenScope | readonly TokenScope[]>> = {
  'GET /api/projects/drafts': 'projects:read',
  'GET /api/projects/:id': 'projects:read',
  'GET /api/dashboard': ['projects:read', 'licenses:read', 'sales:read'],
  'POST /api/projects': 'projects:write',
  'POST /api/projects/draft': 'projects:write',
  'PUT /api/projects/:id': 'projects:write',
  'PUT /api/projects/:id/draft': 'projects:write',
  'POST /api/projects/:id/publish': 'projects:write',
  'DELETE /api/projects/:id': 'projects:write',
  'PUT /api/projects/:id/updates-policy': 'projects:write',
  // Bundles of the seller's projects (modules/bundles).
  'POST /api/seller/bundles': 'projects:write',
  'GET /api/seller/bundles': ['projects:read', 'projects:write'],
  'PUT /api/seller/bundles/:id': 'projects:write',
  'DELETE /api/seller/bundles/:id': 'projects:write',
  'GET /api/payments/seller-earnings': 'sales:read',
  'GET /api/seller/balance': 'sales:read',
  'GET /api/seller/sales.csv': 'sales:read',
  'GET /api/payments/seller-licenses-github': 'licenses:read',
  'POST /api/payments/manage-github-access': 'licenses:write',
  // License keys and signing keys (modules/license-keys): the seller's routes.
  'GET /api/projects/:id/license-keys': ['licenses:read', 'licenses:write'],
  'PUT /api/projects/:id/license-keys': 'licenses:write',
  'POST /api/projects/:id/license-keys/:licenseId/revoke': 'licenses:write',
  'POST /api/projects/:id/license-keys/:licenseId/reset-activations': 'licenses:write',
  'GET /api/license-keys/signing-keys': ['licenses:read', 'licenses:write'],
  'POST /api/license-keys/signing-keys/rotate': 'licenses:write',
  'POST /api/license-keys/signing-keys/:keyId/revoke': 'licenses:write',
  'POST /api/seller/webhooks': 'webhooks:write',
  'GET /api/seller/webhooks': 'webhooks:write',
  'PATCH /api/seller/webhooks/:id': 'webhooks:write',
  'DELETE /api/seller/webhooks/:id': 'webhooks:write',
  'POST /api/seller/webhooks/:id/rotate-secret': 'webhooks:write',
  'POST /api/seller/webhooks/:id/test': 'webhooks:write',
  'GET /api/seller/webhooks/:id/deliveries': 'webhooks:write',
  'POST /api/seller/webhooks/:id/deliveries/:deliveryId/redeliver': 'webhooks:write',
  'POST /api/seller/discounts': 'discounts:write',
  'GET /api/seller/discounts': 'discounts:write',
  'DELETE /api/seller/discounts/:id': 'discounts:write',
  'GET /api/seller/refund-requests': 'refunds:write',
  'POST /api/seller/refund-requests/:id/approve': 'refunds:write',
  'POST /api/seller/refund-requests/:id/decline': 'refunds:write',
  'POST /api/payments/refund': 'refunds:write',
};

/** The scopes any one of which opens a route to a token; empty when no token may reach it. */
export function scopesOfRoute(method: string, url: string | undefined): readonly TokenScope[] {
  if (!url) return [];
  const path = url.length > 1 ? url.replace(/\/$/, '') : url;
  const found = TOKEN_ROUTE_SCOPES[`${method === 'HEAD' ? 'GET' : method} ${path}`];
  if (!found) return [];
  return typeof found === 'string' ? [found] : found;
}

/** "a", "a or b", "a, b or c". */
export function scopeList(scopes: readonly string[]): string {
  return scopes.length < 2
    ? (scopes[0] ?? '')
    : `${scopes.slice(0, -1).join(', ')} or ${scopes[scopes.length - 1]}`;
}
