import type { TokenScope } from '@codebazaar/shared/rules';

/**
 * The routes a personal access token reaches, by scope (docs/product-rules.md#personal-access-tokens).
 * A route missing here never sees a token's user: account, password, token and admin routes
 * are left out on purpose.
 */
export const TOKEN_ROUTE_SCOPES: Readonly<Record<string, TokenScope>> = {
  'GET /api/projects/drafts': 'projects:read',
  'GET /api/projects/:id': 'projects:read',
  'GET /api/dashboard': 'projects:read',
  'POST /api/projects': 'projects:write',
  'POST /api/projects/draft': 'projects:write',
  'PUT /api/projects/:id': 'projects:write',
  'PUT /api/projects/:id/draft': 'projects:write',
  'POST /api/projects/:id/publish': 'projects:write',
  'DELETE /api/projects/:id': 'projects:write',
  'GET /api/payments/seller-earnings': 'sales:read',
  'GET /api/payments/seller-licenses-github': 'licenses:read',
  'POST /api/payments/manage-github-access': 'licenses:write',
  'POST /api/seller/webhooks': 'webhooks:write',
  'GET /api/seller/webhooks': 'webhooks:write',
  'PATCH /api/seller/webhooks/:id': 'webhooks:write',
  'DELETE /api/seller/webhooks/:id': 'webhooks:write',
  'POST /api/seller/webhooks/:id/rotate-secret': 'webhooks:write',
  'POST /api/seller/webhooks/:id/test': 'webhooks:write',
  'GET /api/seller/webhooks/:id/deliveries': 'webhooks:write',
  'POST /api/seller/webhooks/:id/deliveries/:deliveryId/redeliver': 'webhooks:write',
};

/** The scope a route asks of a token, or null when no token may reach it. */
export function scopeOfRoute(method: string, url: string | undefined): TokenScope | null {
  if (!url) return null;
  const path = url.length > 1 ? url.replace(/\/$/, '') : url;
  return TOKEN_ROUTE_SCOPES[`${method === 'HEAD' ? 'GET' : method} ${path}`] ?? null;
}
