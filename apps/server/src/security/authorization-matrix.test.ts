import { eq } from 'drizzle-orm';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TOKEN_SCOPES, type TokenScope } from '@codebazaar/shared/rules';

import { databaseFingerprint } from '../../test/fingerprint';
import {
  licenseKeyActivations,
  licenseKeys,
  licenses,
  projects,
  reports,
  users,
} from '../db/schema';
import { buildTestApp } from '../../test/helper';
import { TOKEN_REFUSALS } from '../plugins/auth';
import { scopesOfRoute } from '../plugins/token-scopes';
import { multipartBody, testImage } from '../../test/images';
import { archive, releaseForm } from '../../test/releases';
import {
  ROLES,
  TEST_CARD,
  WORLD_PASSWORD,
  createWorld,
  type Role,
  type World,
} from '../../test/world';

/**
 * Every route of the app × five roles (issue 8): who may call it, and what the others get.
 *
 *   visitor  no session
 *   user     signed in, no projects, no licenses
 *   author   owns the projects under test (published paid, draft, free)
 *   holder   holds a paid license of the author's paid project (bought with the test card)
 *   admin    role admin
 *
 * A denied case (401/403/404) must answer `{ error }` and change nothing in the database (every
 * table's row count and checksum are compared). Other 4xx answers are business refusals made
 * after the access check (409 "already have access"); they change nothing either. An allowed
 * case must answer exactly the status in the table. Mutating cases build their own resources
 * (`fresh` below) so that one role's success cannot change what the next role sees.
 *
 * The route table comes from Fastify itself: a route that is added without a row here fails
 * the first test, and so does a row whose route is gone.
 */

// prettier-ignore
const MATRIX: [route: string, variant: string, visitor: number, user: number, author: number, holder: number, admin: number][] = [
  // route                                                   variant            vis  user auth hold admin
  ['GET /api/health',                                        '',                200, 200, 200, 200, 200],
  ['GET /api/health/ready',                                  '',                200, 200, 200, 200, 200],
  // open here: no METRICS_TOKEN outside production (its rules: plugins/metrics.test.ts)
  ['GET /metrics',                                           '',                200, 200, 200, 200, 200],
  ['GET /api/docs',                                          '',                200, 200, 200, 200, 200],
  ['GET /api/docs/json',                                     '',                200, 200, 200, 200, 200],
  ['GET /api/docs/yaml',                                     '',                200, 200, 200, 200, 200],
  ['GET /api/docs/static/index.html',                        '',                302, 302, 302, 302, 302],
  ['GET /api/docs/static/swagger-initializer.js',            '',                200, 200, 200, 200, 200],
  ['GET /api/docs/static/*',                                 '',                200, 200, 200, 200, 200],
  // auth
  ['POST /api/auth/register',                                '',                201, 201, 201, 201, 201],
  ['POST /api/auth/login',                                   '',                200, 200, 200, 200, 200],
  ['POST /api/auth/login',                                   'wrong password',  401, 401, 401, 401, 401],
  ['POST /api/auth/logout',                                  '',                200, 200, 200, 200, 200],
  ['GET /api/auth/profile',                                  '',                401, 200, 200, 200, 200],
  ['PUT /api/auth/profile',                                  '',                401, 200, 200, 200, 200],
  ['PUT /api/auth/profile',                                  'email, wrong password', 401, 400, 400, 400, 400],
  ['POST /api/auth/change-password',                         '',                401, 200, 200, 200, 200],
  ['POST /api/auth/verify-email',                            '',                200, 200, 200, 200, 200],
  ['POST /api/auth/resend-verification',                     '',                401, 200, 200, 200, 200],
  ['POST /api/auth/forgot-password',                         '',                200, 200, 200, 200, 200],
  ['POST /api/auth/reset-password',                          '',                200, 200, 200, 200, 200],
  ['POST /api/auth/reset-password',                          'unknown link',    400, 400, 400, 400, 400],
  ['GET /api/auth/github',                                   '',                302, 302, 302, 302, 302],
  ['GET /api/auth/github/callback',                          '',                302, 302, 302, 302, 302],
  // blog
  ['GET /api/blog',                                          '',                200, 200, 200, 200, 200],
  ['GET /api/blog/featured',                                 '',                200, 200, 200, 200, 200],
  ['GET /api/blog/categories',                               '',                200, 200, 200, 200, 200],
  ['GET /api/blog/:post',                                    'published',       200, 200, 200, 200, 200],
  ['GET /api/blog/:post',                                    'draft',           404, 404, 404, 404, 404],
  ['GET /api/blog/admin/posts',                              '',                401, 403, 403, 403, 200],
  ['GET /api/blog/admin/posts/:id',                          'draft',           401, 403, 403, 403, 200],
  ['POST /api/blog/admin/posts',                             '',                401, 403, 403, 403, 201],
  ['PUT /api/blog/admin/posts/:id',                          'fresh',           401, 403, 403, 403, 200],
  ['POST /api/blog/admin/preview',                           '',                401, 403, 403, 403, 200],
  ['DELETE /api/blog/:post',                                   'fresh',           401, 403, 403, 403, 200],
  ['POST /api/newsletter/subscribe',                         '',                200, 200, 200, 200, 200],
  ['GET /api/newsletter/stats',                              '',                401, 403, 403, 403, 200],
  ['GET /api/newsletter/subscribers.csv',                    '',                401, 403, 403, 403, 200],
  // legal pages
  ['GET /api/legal/:slug',                                   '',                200, 200, 200, 200, 200],
  ['PUT /api/legal/:slug',                                   '',                401, 403, 403, 403, 200],
  // marketplace settings (modules/settings): admins only
  ['GET /api/admin/settings',                                '',                401, 403, 403, 403, 200],
  ['PUT /api/admin/settings',                                '',                401, 403, 403, 403, 200],
  // projects
  ['GET /api/projects',                                      '',                200, 200, 200, 200, 200],
  ['GET /api/projects/drafts',                               '',                401, 200, 200, 200, 200],
  ['GET /api/projects/:id',                                  'published paid',  200, 200, 200, 200, 200],
  ['GET /api/projects/:id',                                  'draft',           404, 404, 200, 404, 404],
  ['GET /api/projects/:id',                                  'freemium',        200, 200, 200, 200, 200],
  ['POST /api/projects',                                     '',                401, 201, 201, 201, 201],
  ['POST /api/projects/draft',                               '',                401, 201, 201, 201, 201],
  ['PUT /api/projects/:id',                                  'fresh',           401, 403, 200, 403, 403],
  ['PUT /api/projects/:id/draft',                            'fresh',           401, 403, 200, 403, 403],
  ['POST /api/projects/:id/publish',                         'fresh draft',     401, 403, 200, 403, 403],
  ['DELETE /api/projects/:id',                               'fresh',           401, 403, 200, 403, 403],
  ['DELETE /api/projects/:id',                               'with licenses',   401, 403, 409, 403, 403],
  // the term of updates new licenses get (modules/updates): the author only
  ['PUT /api/projects/:id/updates-policy',                   'fresh',           401, 403, 200, 403, 403],
  // project media and images
  ['POST /api/projects/:id/media/cover',                     'fresh',           401, 403, 201, 403, 201],
  ['POST /api/projects/:id/media/screenshots',               'fresh',           401, 403, 201, 403, 201],
  ['PUT /api/projects/:id/media/order',                      'fresh',           401, 403, 200, 403, 200],
  ['DELETE /api/projects/:id/media/:mediaId',                'fresh cover',     401, 403, 200, 403, 200],
  ['POST /api/blog/admin/images',                            '',                401, 403, 403, 403, 201],
  ['GET /media/:name',                                       'a cover',         200, 200, 200, 200, 200],
  ['POST /api/projects/ai-search',                           '',                200, 200, 200, 200, 200],
  ['POST /api/projects/ai-generate',                         '',                401, 200, 200, 200, 200],
  ['GET /api/projects/:id/reviews',                          'published paid',  200, 200, 200, 200, 200],
  ['GET /api/projects/:id/reviews',                          'draft',           404, 404, 200, 404, 404],
  ['PUT /api/projects/:id/reviews',                          'published paid',  401, 403, 403, 200, 403],
  ['GET /api/sandbox/run/:id',                               'published paid',  200, 200, 200, 200, 200],
  ['GET /api/sandbox/run/:id',                               'draft',           404, 404, 404, 404, 404],
  ['GET /api/sandbox/frame-watch.js',                        '',                200, 200, 200, 200, 200],
  ['GET /demos/*',                                           'a demo',          200, 200, 200, 200, 200],
  ['POST /api/tools/generate-ideas',                         '',                200, 200, 200, 200, 200],
  ['GET /api/users/:id',                                     'author',          200, 200, 200, 200, 200],
  ['GET /api/dashboard',                                     '',                401, 200, 200, 200, 200],
  // licenses and payments
  ['POST /api/licenses/claim-free',                          'free project',    401, 200, 403, 200, 200],
  // license keys (modules/license-keys)
  ['OPTIONS /api/license-keys/validate',                     '',                204, 204, 204, 204, 204],
  ['OPTIONS /api/license-keys/activate',                     '',                204, 204, 204, 204, 204],
  ['OPTIONS /api/license-keys/deactivate',                   '',                204, 204, 204, 204, 204],
  ['OPTIONS /api/license-keys/upgrade',                      '',                204, 204, 204, 204, 204],
  ['POST /api/license-keys/validate',                        'unknown key',     200, 200, 200, 200, 200],
  ['POST /api/license-keys/activate',                        'unknown key',     400, 400, 400, 400, 400],
  ['POST /api/license-keys/deactivate',                      'unknown key',     404, 404, 404, 404, 404],
  ['POST /api/license-keys/upgrade',                         'unknown key',     200, 200, 200, 200, 200],
  ['GET /api/projects/:id/license-keys',                     'published paid',  401, 403, 200, 403, 403],
  ['PUT /api/projects/:id/license-keys',                     'published paid',  401, 403, 200, 403, 403],
  ['POST /api/projects/:id/license-keys/:licenseId/revoke',  "holder's license", 401, 403, 200, 403, 403],
  ['POST /api/projects/:id/license-keys/:licenseId/reset-activations', "holder's license", 401, 403, 200, 403, 403],
  ['GET /api/projects/:id/license-public-key',               'published paid',  200, 200, 200, 200, 200],
  ['GET /api/projects/:id/license-revocations',              'published paid',  200, 200, 200, 200, 200],
  ['GET /api/licenses/:id/certificate',                      "holder's license", 401, 404, 404, 200, 404],
  ['GET /api/licenses/:id/instances',                        "holder's license", 401, 404, 404, 200, 404],
  ['DELETE /api/licenses/:id/instances/:instanceId',         "holder's instance", 401, 404, 404, 200, 404],
  ['GET /api/license-keys/signing-keys',                     '',                401, 200, 200, 200, 200],
  ['POST /api/license-keys/signing-keys/rotate',             '',                401, 200, 200, 200, 200],
  ['POST /api/license-keys/signing-keys/:keyId/revoke',      'unknown key',     401, 404, 404, 404, 404],
  // code downloads (modules/downloads)
  ['GET /api/licenses/:id/download',                         "holder's license", 401, 404, 404, 302, 404],
  ['GET /api/downloads/:token',                              'forged link',     404, 404, 404, 404, 404],
  // releases (modules/releases): public lists, the author publishes, syncs, yanks, downloads
  ['GET /api/projects/:id/releases',                         'published paid',  200, 200, 200, 200, 200],
  ['GET /api/projects/:id/releases',                         'draft',           404, 404, 200, 404, 404],
  ['POST /api/projects/:id/releases',                        'fresh upload',    401, 403, 201, 403, 403],
  ['POST /api/projects/:id/releases/sync',                   'published paid',  401, 403, 200, 403, 403],
  ['DELETE /api/projects/:id/releases/:releaseId',           'fresh release',   401, 403, 200, 403, 403],
  ['GET /api/projects/:id/releases/:releaseId/download',     "author's release", 401, 403, 200, 403, 403],
  // release notices (modules/release-notices): a holder's choice; the unsubscribe link needs no session
  ['GET /api/projects/:id/release-mails',                    'published paid',  401, 403, 403, 200, 403],
  ['PUT /api/projects/:id/release-mails',                    'published paid',  401, 403, 403, 200, 403],
  ['GET /api/releases/unsubscribe',                          "holder's link",   200, 200, 200, 200, 200],
  ['GET /api/releases/unsubscribe',                          'forged link',     400, 400, 400, 400, 400],
  ['POST /api/releases/unsubscribe',                         "holder's link",   200, 200, 200, 200, 200],
  ['POST /api/releases/unsubscribe',                         'forged link',     400, 400, 400, 400, 400],
  ['GET /project/:id/changelog.xml',                         'published paid',  200, 200, 200, 200, 200],
  ['GET /project/:id/changelog.xml',                         'draft',           404, 404, 404, 404, 404],
  ['GET /api/payments/config',                               '',                200, 200, 200, 200, 200],
  ['POST /api/payments/create-payment-intent',               'published paid',  401, 200, 403, 409, 200],
  ['POST /api/payments/confirm-payment',                     "holder's intent", 401, 404, 404, 200, 404],
  ['POST /api/payments/test-processor/confirm',              "holder's intent", 401, 404, 404, 200, 404],
  ['POST /api/payments/test-processor/complete-onboarding',  '',                401, 200, 200, 200, 200],
  ['GET /api/payments/connect-account-status',               '',                401, 200, 200, 200, 200],
  ['POST /api/payments/create-connect-account',              '',                401, 200, 200, 200, 200],
  ['GET /api/payments/seller-earnings',                      '',                401, 200, 200, 200, 200],
  ['POST /api/payments/refund',                              'fresh sale',      401, 403, 200, 403, 200],
  ['POST /api/payments/webhook',                             'no Stripe',       404, 404, 404, 404, 404],
  // checkouts of several projects and orders (modules/checkout): each buyer's own
  ['POST /api/checkout',                                     'published paid',  401, 200, 403, 409, 200],
  // a renewal of updates is a line only the license's holder may buy
  ['POST /api/checkout',                                     "renewal of holder's license", 401, 404, 404, 200, 404],
  ['POST /api/checkout/:checkoutId/confirm',                 "holder's order",  401, 404, 404, 200, 404],
  ['GET /api/orders',                                        '',                401, 200, 200, 200, 200],
  ['GET /api/orders/:id',                                    "holder's order",  401, 404, 404, 200, 404],
  ['GET /api/orders/:id/receipt',                            "holder's order",  401, 404, 404, 200, 404],
  ['GET /api/orders/:id/receipt.pdf',                        "holder's order",  401, 404, 404, 200, 404],
  // the buyer's cart (modules/cart): each user's own
  ['GET /api/cart',                                          '',                401, 200, 200, 200, 200],
  ['PUT /api/cart/items/:projectId',                         'published paid',  401, 200, 403, 409, 200],
  ['DELETE /api/cart/items/:projectId',                      'in the cart',     401, 200, 404, 200, 200],
  // discount codes: each seller's own
  ['POST /api/seller/discounts',                             '',                401, 201, 201, 201, 201],
  ['GET /api/seller/discounts',                              '',                401, 200, 200, 200, 200],
  ['DELETE /api/seller/discounts/:id',                       "author's code",   401, 404, 200, 404, 404],
  // bundles (modules/bundles): each seller's own; a bundle holds the seller's projects only
  ['POST /api/seller/bundles',                               "author's projects", 401, 400, 201, 400, 400],
  ['GET /api/seller/bundles',                                '',                401, 200, 200, 200, 200],
  ['PUT /api/seller/bundles/:id',                            "author's bundle", 401, 404, 200, 404, 404],
  ['DELETE /api/seller/bundles/:id',                         "author's bundle", 401, 404, 200, 404, 404],
  ['GET /api/bundles/:id',                                   "author's bundle", 200, 200, 200, 200, 200],
  ['GET /api/projects/:id/bundles',                          'published paid',  200, 200, 200, 200, 200],
  ['GET /api/projects/:id/bundles',                          'draft',           404, 404, 404, 404, 404],
  // refund requests: the buyer asks, the seller or an admin answers
  ['POST /api/licenses/:id/refund-request',                  'fresh sale',      401, 404, 404, 201, 404],
  ['GET /api/seller/refund-requests',                        '',                401, 200, 200, 200, 200],
  ['POST /api/seller/refund-requests/:id/approve',           'fresh request',   401, 404, 200, 404, 200],
  ['POST /api/seller/refund-requests/:id/decline',           'fresh request',   401, 404, 200, 404, 200],
  // disputes (test processor, admins) and balances: each seller's own
  ['POST /api/payments/test-processor/dispute',              'fresh sale',      401, 403, 403, 403, 200],
  ['POST /api/payments/test-processor/payouts',              '',                401, 403, 403, 403, 200],
  ['GET /api/seller/balance',                                '',                401, 200, 200, 200, 200],
  ['GET /api/seller/sales.csv',                              '',                401, 200, 200, 200, 200],
  // GitHub
  ['GET /api/github/status',                                 '',                200, 200, 200, 200, 200],
  ['GET /api/github/oauth/login',                            '',                200, 200, 200, 200, 200],
  ['GET /api/github/repositories',                           '',                401, 400, 200, 200, 200],
  ['POST /api/github/verify-repository',                     'private repo',    401, 400, 200, 404, 404],
  ['GET /api/payments/seller-licenses-github',               '',                401, 200, 200, 200, 200],
  ['POST /api/payments/manage-github-access',                "holder's license", 401, 404, 200, 404, 404],
  // admin console (modules/admin)
  ['GET /api/admin/overview',                                '',                401, 403, 403, 403, 200],
  ['GET /api/admin/users',                                   '',                401, 403, 403, 403, 200],
  ['POST /api/admin/users/:id/suspend',                      'fresh user',      401, 403, 403, 403, 200],
  ['POST /api/admin/users/:id/unsuspend',                    'fresh suspended', 401, 403, 403, 403, 200],
  ['PUT /api/admin/users/:id/role',                          'fresh user',      401, 403, 403, 403, 200],
  ['GET /api/admin/projects',                                '',                401, 403, 403, 403, 200],
  ['POST /api/admin/projects/:id/unpublish',                 'fresh',           401, 403, 403, 403, 200],
  ['POST /api/admin/projects/:id/feature',                   'fresh',           401, 403, 403, 403, 200],
  ['GET /api/admin/audit-log',                               '',                401, 403, 403, 403, 200],
  ['GET /api/home',                                         '',                200, 200, 200, 200, 200],
  // personal access tokens (modules/api-tokens; what each scope opens: api-tokens.test.ts)
  ['POST /api/account/tokens',                               '',                401, 201, 201, 201, 201],
  ['GET /api/account/tokens',                                '',                401, 200, 200, 200, 200],
  ['DELETE /api/account/tokens/:id',                         "author's token",  401, 404, 200, 404, 404],
  // seller webhooks (modules/webhooks; what the webhooks:write scope opens: webhooks.test.ts)
  ['POST /api/seller/webhooks',                              '',                401, 201, 201, 201, 201],
  ['GET /api/seller/webhooks',                               '',                401, 200, 200, 200, 200],
  ['PATCH /api/seller/webhooks/:id',                         "author's webhook", 401, 404, 200, 404, 404],
  ['DELETE /api/seller/webhooks/:id',                        "author's webhook", 401, 404, 200, 404, 404],
  ['POST /api/seller/webhooks/:id/rotate-secret',            "author's webhook", 401, 404, 200, 404, 404],
  ['POST /api/seller/webhooks/:id/test',                     "author's webhook", 401, 404, 202, 404, 404],
  ['GET /api/seller/webhooks/:id/deliveries',                "author's webhook", 401, 404, 200, 404, 404],
  ['POST /api/seller/webhooks/:id/deliveries/:deliveryId/redeliver', "author's delivery", 401, 404, 202, 404, 404],
  // reports (modules/reports)
  ['POST /api/reports',                                      'a user',          401, 201, 201, 201, 201],
  // receipts and billing details (modules/receipts): the buyer only
  ['GET /api/licenses/:id/receipt',                          "holder's license", 401, 404, 404, 200, 404],
  ['GET /api/licenses/:id/receipt.pdf',                      "holder's license", 401, 404, 404, 200, 404],
  ['GET /api/account/receipts',                              '',                401, 200, 200, 200, 200],
  ['GET /api/account/billing',                               '',                401, 200, 200, 200, 200],
  ['PUT /api/account/billing',                               '',                401, 200, 200, 200, 200],
  ['GET /api/account/notices',                               '',                401, 200, 200, 200, 200],
  ['GET /api/admin/reports',                                 '',                401, 403, 403, 403, 200],
  ['POST /api/admin/reports/:id/resolve',                    'fresh',           401, 403, 403, 403, 200],
  ['GET /api/licenses/:id/access',                           "holder's license", 401, 404, 200, 200, 404],
  ['POST /api/licenses/:id/access/resend',                   "holder's license", 401, 404, 202, 202, 404],
  ['GET /api/seller/access-events',                          '',                401, 200, 200, 200, 200],
  ['POST /api/seller/reconcile',                             '',                401, 200, 200, 200, 200],
  ['POST /api/seller/reconcile',                             "author's project", 401, 404, 200, 404, 404],
  ['GET /api/seller/reconcile/last',                         '',                401, 200, 200, 200, 200],
  // pages, feeds and crawler files
  ['GET /',                                                  '',                200, 200, 200, 200, 200],
  ['GET /*',                                                  'a page',          200, 200, 200, 200, 200],
  ['GET /*',                                                  'paid project page', 200, 200, 200, 200, 200],
  ['GET /*',                                                  'paid project changelog', 200, 200, 200, 200, 200],
  ['GET /*',                                                  'draft changelog', 404, 404, 404, 404, 404],
  ['GET /upload',                                            '',                301, 301, 301, 301, 301],
  ['GET /robots.txt',                                        '',                200, 200, 200, 200, 200],
  ['GET /sitemap.xml',                                       '',                200, 200, 200, 200, 200],
  ['GET /sitemaps/:file',                                    'projects',        200, 200, 200, 200, 200],
  ['GET /blog/rss.xml',                                      '',                200, 200, 200, 200, 200],
  // last: it connects a GitHub account to the plain user
  ['POST /api/github/oauth/callback',                        'own login',       200, 200, 200, 200, 200],
];

/** Routes whose answers are pages (HTML), not JSON: their 404 is the page, not `{ error }`. */
const HTML_ROUTES = new Set([
  'GET /api/sandbox/run/:id',
  'GET /api/releases/unsubscribe',
  'GET /*',
]);
/** Routes whose refusals carry a machine-readable `code` beside `error` (docs/license-keys.md). */
const CODED_ROUTES = new Set([
  'POST /api/license-keys/validate',
  'POST /api/license-keys/activate',
  'POST /api/license-keys/deactivate',
  'POST /api/license-keys/upgrade',
]);

type Request = Omit<InjectOptions, 'method' | 'url'> & { url?: string };
type Build = (w: World, role: Role) => Request | Promise<Request>;

const keyOf = (route: string, variant: string) => (variant ? `${route} (${variant})` : route);

/** How each row is called: the URL with real ids, the body, and any resource it needs first. */
const REQUESTS: Record<string, Build> = {
  'GET /api/docs/static/*': () => ({ url: '/api/docs/static/swagger-ui.css' }),
  'POST /api/auth/register': () => ({
    payload: { username: uniq('new'), email: `${uniq('new')}@example.com`, password: PASSWORD_2 },
  }),
  'POST /api/auth/login': (w) => ({
    payload: { email: w.bystander.email, password: WORLD_PASSWORD },
  }),
  // Counted against the account at this address only (the counters are left out of the check).
  'POST /api/auth/login (wrong password)': (w) => ({
    payload: { email: w.bystander.email, password: 'not the password' },
  }),
  'PUT /api/auth/profile': () => ({ payload: { bio: 'Writes code for a living.' } }),
  // Moving an account to another address takes its password: a session alone changes nothing.
  'PUT /api/auth/profile (email, wrong password)': () => ({
    payload: { email: `${uniq('moved')}@example.com`, currentPassword: 'not the password' },
  }),
  'POST /api/auth/change-password': () => ({
    payload: { currentPassword: WORLD_PASSWORD, newPassword: PASSWORD_2 },
  }),
  'POST /api/auth/verify-email': async (w) => ({
    payload: { token: await w.emailToken(w.bystander.id, 'verify') },
  }),
  'POST /api/auth/forgot-password': (w) => ({ payload: { email: w.bystander.email } }),
  'POST /api/auth/reset-password': async (w) => {
    // A user of its own: the bystander's password must stay the one login uses.
    const target = await w.newUser();
    return { payload: { token: await w.emailToken(target.id, 'reset'), password: PASSWORD_2 } };
  },
  // A made-up link is refused before the new password is hashed, and changes nothing.
  'POST /api/auth/reset-password (unknown link)': () => ({
    payload: { token: uniq('made-up-link'), password: PASSWORD_2 },
  }),
  'GET /api/blog/:post (published)': (w) => ({ url: `/api/blog/${w.blogPost.slug}` }),
  'GET /api/blog/:post (draft)': (w) => ({ url: `/api/blog/${w.blogDraft.slug}` }),
  'GET /api/blog/admin/posts/:id (draft)': (w) => ({
    url: `/api/blog/admin/posts/${w.blogDraft.id}`,
  }),
  'POST /api/blog/admin/posts': () => ({
    payload: { title: uniq('Post '), content: '<p>Hello</p>', status: 'draft' },
  }),
  'PUT /api/blog/admin/posts/:id (fresh)': async (w) => ({
    url: `/api/blog/admin/posts/${(await w.newBlogPost('draft')).id}`,
    payload: { featured: true, title: 'Edited' },
  }),
  'POST /api/blog/admin/preview': () => ({ payload: { content: '<p>Preview</p>' } }),
  'DELETE /api/blog/:post (fresh)': async (w) => ({
    url: `/api/blog/${(await w.newBlogPost('published')).id}`,
  }),
  'POST /api/newsletter/subscribe': () => ({ payload: { email: `${uniq('reader')}@example.com` } }),
  'GET /api/legal/:slug': () => ({ url: '/api/legal/terms' }),
  'PUT /api/legal/:slug': () => ({
    url: '/api/legal/contact',
    payload: { title: 'Contact', content: `<p>Write to ${uniq('support')}@example.com.</p>` },
  }),
  'PUT /api/admin/settings': () => ({
    payload: { sellerOfRecord: { name: 'Codebazaar', address: '', taxId: '' } },
  }),
  'GET /api/projects/:id (published paid)': (w) => ({ url: `/api/projects/${w.paidProject}` }),
  'GET /api/projects/:id (draft)': (w) => ({ url: `/api/projects/${w.draftProject}` }),
  'GET /api/projects/:id (freemium)': (w) => ({ url: `/api/projects/${w.freemiumProject}` }),
  // A free project: whether a role may publish at all, not whether it administers a paid repository
  // on GitHub (projects.paid-repository.test.ts).
  'POST /api/projects': (w) => ({
    payload: {
      ...w.projectBody(),
      repository: { freeUrl: 'https://github.com/anyone/board', paidUrl: null },
      license: { type: 'free', price: 0, features: { freeFeatures: ['Source'], paidFeatures: [] } },
    },
  }),
  'POST /api/projects/draft': () => ({ payload: { title: uniq('Idea ') } }),
  'PUT /api/projects/:id (fresh)': async (w) => ({
    url: `/api/projects/${await w.newPaidProject()}`,
    payload: w.projectBody(),
  }),
  'PUT /api/projects/:id/draft (fresh)': async (w) => ({
    url: `/api/projects/${await w.newPaidProject()}/draft`,
    payload: { title: 'Back to draft' },
  }),
  'POST /api/projects/:id/publish (fresh draft)': async (w) => ({
    url: `/api/projects/${await w.newPaidProject({ status: 'draft', publishedAt: null })}/publish`,
  }),
  'DELETE /api/projects/:id (fresh)': async (w) => ({
    url: `/api/projects/${await w.newPaidProject()}`,
  }),
  'DELETE /api/projects/:id (with licenses)': (w) => ({ url: `/api/projects/${w.paidProject}` }),
  'PUT /api/projects/:id/updates-policy (fresh)': async (w) => ({
    url: `/api/projects/${await w.newPaidProject()}/updates-policy`,
    payload: { updatesMonths: 12, renewalPrice: 10 },
  }),
  'POST /api/projects/:id/media/cover (fresh)': async (w) => ({
    url: `/api/projects/${await w.newPaidProject()}/media/cover`,
    ...(await imageUpload()),
  }),
  'POST /api/projects/:id/media/screenshots (fresh)': async (w) => ({
    url: `/api/projects/${await w.newPaidProject()}/media/screenshots`,
    ...(await imageUpload()),
  }),
  'PUT /api/projects/:id/media/order (fresh)': async (w) => ({
    url: `/api/projects/${await w.newPaidProject()}/media/order`,
    payload: { ids: [] },
  }),
  'DELETE /api/projects/:id/media/:mediaId (fresh cover)': async (w) => {
    const { projectId, cover } = await projectWithCover(w);
    return { url: `/api/projects/${projectId}/media/${cover.id}` };
  },
  'POST /api/blog/admin/images': () => imageUpload(),
  'GET /media/:name (a cover)': async (w) => ({
    url: (await projectWithCover(w)).cover.card.url,
  }),
  'POST /api/projects/ai-search': () => ({ payload: { query: 'react dashboard under $50' } }),
  'POST /api/projects/ai-generate': () => ({
    payload: { projectName: 'Invoice tracker', licenseType: 'paid' },
  }),
  'GET /api/projects/:id/reviews (published paid)': (w) => ({
    url: `/api/projects/${w.paidProject}/reviews`,
  }),
  'GET /api/projects/:id/reviews (draft)': (w) => ({
    url: `/api/projects/${w.draftProject}/reviews`,
  }),
  'PUT /api/projects/:id/reviews (published paid)': (w) => ({
    url: `/api/projects/${w.paidProject}/reviews`,
    payload: { rating: 5, body: 'Great.' },
  }),
  'GET /api/sandbox/run/:id (published paid)': (w) => ({
    url: `/api/sandbox/run/${w.paidProject}`,
  }),
  'GET /api/sandbox/run/:id (draft)': (w) => ({ url: `/api/sandbox/run/${w.draftProject}` }),
  'GET /demos/* (a demo)': () => ({ url: '/demos/palette-generator/' }),
  'POST /api/tools/generate-ideas': () => ({
    payload: { skillLevel: 'beginner', interests: ['web'], timeCommitment: '1-week', goals: [] },
  }),
  'GET /api/users/:id (author)': (w) => ({ url: `/api/users/${w.accounts.author.id}` }),
  'POST /api/licenses/claim-free (free project)': (w) => ({
    payload: { projectId: w.freeProject },
  }),
  'POST /api/payments/create-payment-intent (published paid)': (w) => ({
    payload: { projectId: w.paidProject },
  }),
  "POST /api/payments/confirm-payment (holder's intent)": (w) => ({
    payload: { paymentIntentId: w.holderIntent },
  }),
  "POST /api/payments/test-processor/confirm (holder's intent)": async (w) => ({
    payload: {
      paymentIntentId: await w.startPurchase(w.accounts.holder, await w.newPaidProject()),
      cardNumber: TEST_CARD,
    },
  }),
  'POST /api/payments/refund (fresh sale)': async (w) => ({
    payload: { licenseId: (await w.buy(w.accounts.holder, await w.newPaidProject())).license },
  }),
  'POST /api/checkout (published paid)': (w) => ({
    payload: { items: [{ projectId: w.paidProject }] },
  }),
  // A fresh purchase of the holder's with a term running, so each role asks about its own.
  "POST /api/checkout (renewal of holder's license)": async (w) => {
    const { license } = await w.buy(w.accounts.holder, await w.newPaidProject());
    await w.ctx.database.db
      .update(licenses)
      .set({ updatesUntil: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(licenses.id, license));
    return { payload: { items: [{ renewalOf: license }] } };
  },
  "POST /api/checkout/:checkoutId/confirm (holder's order)": (w) => ({
    url: `/api/checkout/${w.holderOrder}/confirm`,
  }),
  "GET /api/orders/:id (holder's order)": (w) => ({ url: `/api/orders/${w.holderOrder}` }),
  "GET /api/orders/:id/receipt (holder's order)": (w) => ({
    url: `/api/orders/${w.holderOrder}/receipt`,
  }),
  "GET /api/orders/:id/receipt.pdf (holder's order)": (w) => ({
    url: `/api/orders/${w.holderOrder}/receipt.pdf`,
  }),
  'PUT /api/cart/items/:projectId (published paid)': (w) => ({
    url: `/api/cart/items/${w.paidProject}`,
    payload: {},
  }),
  // A new project in the role's own cart (an author cannot add their own: nothing to remove).
  'DELETE /api/cart/items/:projectId (in the cart)': async (w, role) => {
    const projectId = await w.newPaidProject();
    if (role !== 'visitor' && role !== 'author') {
      const res = await w.ctx.app.inject({
        method: 'PUT',
        url: `/api/cart/items/${projectId}`,
        headers: await w.headersOf(role),
        payload: {},
      });
      if (res.statusCode !== 200) throw new Error(`not added to the cart: ${res.body}`);
    }
    return { url: `/api/cart/items/${projectId}` };
  },
  'POST /api/seller/discounts': () => ({
    payload: { code: uniq('CODE'), type: 'percent', amount: 10 },
  }),
  "DELETE /api/seller/discounts/:id (author's code)": async (w) => {
    const made = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/seller/discounts',
      headers: await w.headersOf('author'),
      payload: { code: uniq('CODE'), type: 'fixed', amount: 2 },
    });
    return { url: `/api/seller/discounts/${made.json().id}` };
  },
  // The author's two paid projects at $25 each: a bundle of them at $30.
  "POST /api/seller/bundles (author's projects)": async (w) => ({
    payload: bundleBody(await authorBundleProjects(w)),
  }),
  "PUT /api/seller/bundles/:id (author's bundle)": async (w) => {
    const { id, projectIds } = await authorBundle(w);
    return { url: `/api/seller/bundles/${id}`, payload: bundleBody(projectIds) };
  },
  // The author deletes a bundle of its own; the others try the shared one.
  "DELETE /api/seller/bundles/:id (author's bundle)": async (w, role) => ({
    url: `/api/seller/bundles/${(role === 'author' ? await newAuthorBundle(w) : await authorBundle(w)).id}`,
  }),
  "GET /api/bundles/:id (author's bundle)": async (w) => ({
    url: `/api/bundles/${(await authorBundle(w)).id}`,
  }),
  'GET /api/projects/:id/bundles (published paid)': (w) => ({
    url: `/api/projects/${w.paidProject}/bundles`,
  }),
  'GET /api/projects/:id/bundles (draft)': (w) => ({
    url: `/api/projects/${w.draftProject}/bundles`,
  }),
  'POST /api/licenses/:id/refund-request (fresh sale)': async (w) => ({
    url: `/api/licenses/${(await w.buy(w.accounts.holder, await w.newPaidProject())).license}/refund-request`,
    payload: { reason: 'It does not work for me' },
  }),
  'POST /api/seller/refund-requests/:id/approve (fresh request)': async (w) => ({
    url: `/api/seller/refund-requests/${await freshRefundRequest(w)}/approve`,
    payload: { message: 'Refunded' },
  }),
  'POST /api/seller/refund-requests/:id/decline (fresh request)': async (w) => ({
    url: `/api/seller/refund-requests/${await freshRefundRequest(w)}/decline`,
    payload: { message: 'Outside our policy' },
  }),
  'POST /api/payments/test-processor/dispute (fresh sale)': async (w) => ({
    payload: {
      paymentIntentId: (await w.buy(w.accounts.holder, await w.newPaidProject())).intent,
    },
  }),
  'POST /api/payments/webhook (no Stripe)': () => ({
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    payload: '{"id":"evt_1","type":"payment_intent.succeeded"}',
  }),
  'POST /api/github/oauth/callback (own login)': async (w, role) => {
    // Start the popup flow as this role, then come back from GitHub as the role's own account
    // (a visitor signs in as a new GitHub user).
    const start = await w.ctx.app.inject({
      method: 'GET',
      url: '/api/github/oauth/login',
      headers: await w.headersOf(role),
    });
    const state = new URL(start.json().authUrl).searchParams.get('state')!;
    const browser = start.cookies.find((c) => c.name === 'cb_oauth')!.value;
    const login = (role === 'visitor' ? null : w.accounts[role].githubLogin) ?? uniq(`${role}gh`);
    if (!w.ctx.fake.users.has(login)) w.ctx.fake.addUser(login);
    return {
      cookies: { cb_oauth: browser },
      payload: { code: w.ctx.fake.issueCode(login, `${PUBLIC}/auth/github/callback`), state },
    };
  },
  'POST /api/github/verify-repository (private repo)': (w) => ({
    payload: { repositoryUrl: `${w.ctx.fake.url}/authorgh/secret` },
  }),
  'POST /api/license-keys/validate (unknown key)': (w) => ({
    payload: { key: 'CB-00000-00000-00000-00000-00000-00000', projectId: w.paidProject },
  }),
  'POST /api/license-keys/upgrade (unknown key)': (w) => ({
    payload: {
      key: 'CB-00000-00000-00000-00000-00000-00000',
      projectId: w.paidProject,
      currentVersion: '1.0.0',
    },
  }),
  'POST /api/license-keys/activate (unknown key)': (w) => ({
    payload: {
      key: 'CB-00000-00000-00000-00000-00000-00000',
      projectId: w.paidProject,
      instanceName: 'laptop',
    },
  }),
  'POST /api/license-keys/deactivate (unknown key)': (w) => ({
    payload: {
      key: 'CB-00000-00000-00000-00000-00000-00000',
      projectId: w.paidProject,
      instanceId: '00000000-0000-4000-8000-000000000000',
    },
  }),
  'GET /api/projects/:id/license-keys (published paid)': (w) => ({
    url: `/api/projects/${w.paidProject}/license-keys`,
  }),
  'PUT /api/projects/:id/license-keys (published paid)': (w) => ({
    url: `/api/projects/${w.paidProject}/license-keys`,
    payload: { enabled: true, activationLimit: 3, validityDays: null },
  }),
  "POST /api/projects/:id/license-keys/:licenseId/revoke (holder's license)": async (w) => ({
    url: `/api/projects/${w.paidProject}/license-keys/${await holderKey(w)}/revoke`,
  }),
  "POST /api/projects/:id/license-keys/:licenseId/reset-activations (holder's license)": async (
    w,
  ) => ({
    url: `/api/projects/${w.paidProject}/license-keys/${await holderKey(w)}/reset-activations`,
  }),
  'GET /api/projects/:id/license-public-key (published paid)': (w) => ({
    url: `/api/projects/${w.paidProject}/license-public-key`,
  }),
  'GET /api/projects/:id/license-revocations (published paid)': (w) => ({
    url: `/api/projects/${w.paidProject}/license-revocations`,
  }),
  "GET /api/licenses/:id/certificate (holder's license)": async (w) => {
    const licenseId = await holderKey(w);
    // The revoke row revoked this key; a certificate is only signed for a key that validates.
    await w.ctx.database.db
      .update(licenseKeys)
      .set({ revokedAt: null })
      .where(eq(licenseKeys.licenseId, licenseId));
    return { url: `/api/licenses/${licenseId}/certificate` };
  },
  "GET /api/licenses/:id/instances (holder's license)": async (w) => ({
    url: `/api/licenses/${await holderKey(w)}/instances`,
  }),
  // An instance of its own for each role: the holder's call frees it, the others' leave it.
  "DELETE /api/licenses/:id/instances/:instanceId (holder's instance)": async (w) => {
    const licenseId = await holderKey(w);
    const [instance] = await w.ctx.database.db
      .insert(licenseKeyActivations)
      .values({ licenseId, instanceName: uniq('machine '), fingerprint: uniq('fp-') })
      .returning({ id: licenseKeyActivations.id });
    return { url: `/api/licenses/${licenseId}/instances/${instance!.id}` };
  },
  'POST /api/license-keys/signing-keys/:keyId/revoke (unknown key)': () => ({
    url: '/api/license-keys/signing-keys/00000000-0000-4000-8000-000000000000/revoke',
  }),
  "POST /api/payments/manage-github-access (holder's license)": (w) => ({
    payload: { licenseId: w.holderLicense, action: 'grant' },
  }),
  'POST /api/admin/users/:id/suspend (fresh user)': async (w) => ({
    url: `/api/admin/users/${(await w.newUser()).id}/suspend`,
    payload: { reason: 'Spam' },
  }),
  'POST /api/admin/users/:id/unsuspend (fresh suspended)': async (w) => {
    const target = await w.newUser();
    await w.ctx.database.db
      .update(users)
      .set({ suspendedAt: new Date(), suspendedReason: 'Spam' })
      .where(eq(users.id, target.id));
    return { url: `/api/admin/users/${target.id}/unsuspend`, payload: { reason: 'Appeal' } };
  },
  'PUT /api/admin/users/:id/role (fresh user)': async (w) => ({
    url: `/api/admin/users/${(await w.newUser()).id}/role`,
    payload: { role: 'admin', reason: 'Joins the team' },
  }),
  'POST /api/admin/projects/:id/unpublish (fresh)': async (w) => ({
    url: `/api/admin/projects/${await w.newPaidProject()}/unpublish`,
    payload: { reason: 'Stolen code' },
  }),
  'POST /api/admin/projects/:id/feature (fresh)': async (w) => ({
    url: `/api/admin/projects/${await w.newPaidProject()}/feature`,
    payload: { featured: true },
  }),
  'POST /api/reports (a user)': async (w) => ({
    payload: { targetType: 'user', targetId: (await w.newUser()).id, reason: 'spam' },
  }),
  'POST /api/admin/reports/:id/resolve (fresh)': async (w) => {
    const [report] = await w.ctx.database.db
      .insert(reports)
      .values({
        reporterId: (await w.newUser()).id,
        targetType: 'user',
        targetId: (await w.newUser()).id,
        reason: 'spam',
      })
      .returning({ id: reports.id });
    return { url: `/api/admin/reports/${report!.id}/resolve`, payload: { action: 'dismiss' } };
  },
  'POST /api/account/tokens': () => ({ payload: { name: 'CI', scopes: ['projects:read'] } }),
  "DELETE /api/account/tokens/:id (author's token)": async (w) => {
    const res = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/account/tokens',
      headers: await w.headersOf('author'),
      payload: { name: 'Deploy', scopes: ['projects:write'] },
    });
    return { url: `/api/account/tokens/${res.json().id}` };
  },
  "GET /api/licenses/:id/receipt (holder's license)": (w) => ({
    url: `/api/licenses/${w.holderLicense}/receipt`,
  }),
  "GET /api/licenses/:id/receipt.pdf (holder's license)": (w) => ({
    url: `/api/licenses/${w.holderLicense}/receipt.pdf`,
  }),
  'PUT /api/account/billing': () => ({ payload: { country: 'NL', vatId: 'NL123456789B01' } }),
  // A public address given as an IP literal: no name to resolve in the test.
  'POST /api/seller/webhooks': () => ({
    payload: { url: 'https://93.184.216.34/hook', events: ['license.created'] },
  }),
  "PATCH /api/seller/webhooks/:id (author's webhook)": async (w) => ({
    url: `/api/seller/webhooks/${await authorWebhook(w)}`,
    payload: { description: 'Orders' },
  }),
  // The author deletes a webhook of its own; the others try the shared one.
  "DELETE /api/seller/webhooks/:id (author's webhook)": async (w, role) => ({
    url: `/api/seller/webhooks/${role === 'author' ? await newAuthorWebhook(w) : await authorWebhook(w)}`,
  }),
  "POST /api/seller/webhooks/:id/rotate-secret (author's webhook)": async (w) => ({
    url: `/api/seller/webhooks/${await authorWebhook(w)}/rotate-secret`,
  }),
  "POST /api/seller/webhooks/:id/test (author's webhook)": async (w) => ({
    url: `/api/seller/webhooks/${await authorWebhook(w)}/test`,
  }),
  "GET /api/seller/webhooks/:id/deliveries (author's webhook)": async (w) => ({
    url: `/api/seller/webhooks/${await authorWebhook(w)}/deliveries`,
  }),
  "POST /api/seller/webhooks/:id/deliveries/:deliveryId/redeliver (author's delivery)": async (
    w,
  ) => {
    const id = await authorWebhook(w);
    return {
      url: `/api/seller/webhooks/${id}/deliveries/${await authorDelivery(w, id)}/redeliver`,
    };
  },
  "GET /api/licenses/:id/access (holder's license)": (w) => ({
    url: `/api/licenses/${w.holderLicense}/access`,
  }),
  "POST /api/licenses/:id/access/resend (holder's license)": (w) => ({
    url: `/api/licenses/${w.holderLicense}/access/resend`,
  }),
  "GET /api/licenses/:id/download (holder's license)": (w) => ({
    url: `/api/licenses/${w.holderLicense}/download?format=zip`,
  }),
  'GET /api/downloads/:token (forged link)': () => ({
    url: '/api/downloads/00000000-0000-4000-8000-000000000000.99999999999.Zm9yZ2Vk',
  }),
  'GET /api/projects/:id/releases (published paid)': (w) => ({
    url: `/api/projects/${w.paidProject}/releases`,
  }),
  'GET /api/projects/:id/releases (draft)': (w) => ({
    url: `/api/projects/${w.draftProject}/releases`,
  }),
  'POST /api/projects/:id/releases (fresh upload)': async (w) => ({
    url: `/api/projects/${await w.newPaidProject()}/releases`,
    ...releaseForm({ version: '1.0.0', notes: 'First' }, { bytes: archive('zip', uniq('m')) }),
  }),
  'POST /api/projects/:id/releases/sync (published paid)': (w) => ({
    url: `/api/projects/${w.paidProject}/releases/sync`,
  }),
  'DELETE /api/projects/:id/releases/:releaseId (fresh release)': async (w) => {
    const { projectId, releaseId } = await authorRelease(w);
    return { url: `/api/projects/${projectId}/releases/${releaseId}` };
  },
  "GET /api/projects/:id/releases/:releaseId/download (author's release)": async (w) => {
    const { projectId, releaseId } = await (sharedRelease ??= authorRelease(w));
    return { url: `/api/projects/${projectId}/releases/${releaseId}/download` };
  },
  'GET /api/projects/:id/release-mails (published paid)': (w) => ({
    url: `/api/projects/${w.paidProject}/release-mails`,
  }),
  'PUT /api/projects/:id/release-mails (published paid)': (w) => ({
    url: `/api/projects/${w.paidProject}/release-mails`,
    payload: { subscribed: true },
  }),
  // The link of the holder's release mails of the paid project, as a mail carries it.
  "GET /api/releases/unsubscribe (holder's link)": (w) => ({
    url: pathOf(w.ctx.app.releaseNotices.unsubscribeUrl(w.accounts.holder.id, w.paidProject)),
  }),
  'GET /api/releases/unsubscribe (forged link)': (w) => ({
    url: `/api/releases/unsubscribe?token=${w.accounts.holder.id}.${w.paidProject}.Zm9yZ2Vk`,
  }),
  "POST /api/releases/unsubscribe (holder's link)": (w) => ({
    url: pathOf(w.ctx.app.releaseNotices.unsubscribeUrl(w.accounts.holder.id, w.paidProject)),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  }),
  'POST /api/releases/unsubscribe (forged link)': (w) => ({
    url: `/api/releases/unsubscribe?token=${w.accounts.holder.id}.${w.paidProject}.Zm9yZ2Vk`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  }),
  'GET /project/:id/changelog.xml (published paid)': (w) => ({
    url: `/project/${w.paidProject}/changelog.xml`,
  }),
  'GET /project/:id/changelog.xml (draft)': (w) => ({
    url: `/project/${w.draftProject}/changelog.xml`,
  }),
  'POST /api/seller/reconcile': () => ({ payload: {} }),
  "POST /api/seller/reconcile (author's project)": (w) => ({
    payload: { projectId: w.paidProject },
  }),
  'GET /sitemaps/:file (projects)': () => ({ url: '/sitemaps/projects-1.xml' }),
  // Every page of the web app is the same SPA shell; its own guards run in the browser.
  'GET /* (a page)': () => ({ url: '/find-projects' }),
  // Its head (meta tags, JSON-LD) is rendered on the server, for signed-out readers too.
  'GET /* (paid project page)': (w) => ({ url: `/project/${w.paidProject}` }),
  // The changelog is rendered into the page on the server, the same for every reader.
  'GET /* (paid project changelog)': (w) => ({ url: `/project/${w.paidProject}/changelog` }),
  'GET /* (draft changelog)': (w) => ({ url: `/project/${w.draftProject}/changelog` }),
};

const PUBLIC = 'http://localhost:3000';

/** The path and query of an absolute URL of the app, as inject takes it. */
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** The holder buys a new project of the author and asks for a refund: the request's id. */
async function newAuthorWebhook(w: World): Promise<string> {
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/seller/webhooks',
    headers: await w.headersOf('author'),
    payload: { url: 'https://93.184.216.34/author', events: ['license.created'] },
  });
  if (res.statusCode !== 201) throw new Error(`webhook not created: ${res.body}`);
  return res.json().id;
}

const bundleBody = (projectIds: string[]) => ({
  title: 'Starter pack',
  description: 'Two projects',
  projectIds,
  price: 30,
});

let sharedBundleProjects: Promise<string[]> | null = null;
/** Two new paid projects of the author, shared by the bundle rows. */
const authorBundleProjects = (w: World) =>
  (sharedBundleProjects ??= Promise.all([w.newPaidProject(), w.newPaidProject()]));

/** A new bundle of the author's: its id and projects. */
async function newAuthorBundle(w: World): Promise<{ id: string; projectIds: string[] }> {
  const projectIds = await authorBundleProjects(w);
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/seller/bundles',
    headers: await w.headersOf('author'),
    payload: bundleBody(projectIds),
  });
  if (res.statusCode !== 201) throw new Error(`bundle not created: ${res.body}`);
  return { id: res.json().bundle.id as string, projectIds };
}

let sharedBundle: Promise<{ id: string; projectIds: string[] }> | null = null;
/** One bundle of the author's that the rows share. */
const authorBundle = (w: World) => (sharedBundle ??= newAuthorBundle(w));

let sharedWebhook: Promise<string> | null = null;
/** One webhook of the author's that the rows share (the seller's number of webhooks is limited). */
const authorWebhook = (w: World) => (sharedWebhook ??= newAuthorWebhook(w));

let sharedDelivery: Promise<string> | null = null;
/** A delivery (a queued test event) of the author's webhook. */
const authorDelivery = (w: World, webhookId: string) =>
  (sharedDelivery ??= (async () => {
    const res = await w.ctx.app.inject({
      method: 'POST',
      url: `/api/seller/webhooks/${webhookId}/test`,
      headers: await w.headersOf('author'),
    });
    if (res.statusCode !== 202) throw new Error(`test event not queued: ${res.body}`);
    return res.json().id as string;
  })());

async function freshRefundRequest(w: World): Promise<string> {
  const { license } = await w.buy(w.accounts.holder, await w.newPaidProject());
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: `/api/licenses/${license}/refund-request`,
    headers: await w.headersOf('holder'),
    payload: { reason: 'Please refund' },
  });
  return res.json().refundRequest.id as string;
}

/** A release of a fresh project of the author's, uploaded as the author. */
async function authorRelease(w: World): Promise<{ projectId: string; releaseId: string }> {
  const projectId = await w.newPaidProject();
  const form = releaseForm({ version: '1.0.0' }, { bytes: archive('zip', uniq('rel')) });
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/releases`,
    payload: form.payload,
    headers: { ...form.headers, ...(await w.headersOf('author')) },
  });
  if (res.statusCode !== 201) throw new Error(`release not published: ${res.body}`);
  return { projectId, releaseId: res.json().release.id as string };
}

let sharedRelease: Promise<{ projectId: string; releaseId: string }> | null = null;

/** A multipart body with a small PNG, as the upload routes take it. */
async function imageUpload(): Promise<Request> {
  const { payload, headers } = multipartBody(await testImage('png', 64, 48));
  return { payload, headers };
}

/** A fresh project of the author's with a cover (uploaded as the author). */
async function projectWithCover(
  world: World,
): Promise<{ projectId: string; cover: { id: string; card: { url: string } } }> {
  const projectId = await world.newPaidProject();
  const { payload, headers } = multipartBody(await testImage('png', 64, 48));
  const res = await world.ctx.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/media/cover`,
    payload,
    headers: { ...headers, ...(await world.headersOf('author')) },
  });
  expect(res.statusCode).toBe(201);
  return { projectId, cover: res.json().media.cover };
}

/**
 * The database as far as a refused request may not change it. Route rate limits count every
 * request, refused ones included (a flood of anonymous calls is limited too): their counters
 * are left out.
 */
async function stateOf(world: World): Promise<Record<string, string>> {
  const { rate_limits: _counted, ...rest } = await databaseFingerprint(world.ctx.database);
  return rest;
}
const PASSWORD_2 = 'Another-Long-Secret-5519';
let uniqCounter = 0;
const uniq = (prefix: string) => `${prefix}${++uniqCounter}${Date.now().toString(36)}`;

/** Keys on for the paid project, and the holder's license with its key made: its id. */
async function holderKey(world: World): Promise<string> {
  const author = await world.headersOf('author');
  const res = await world.ctx.app.inject({
    method: 'PUT',
    url: `/api/projects/${world.paidProject}/license-keys`,
    headers: author,
    payload: { enabled: true, activationLimit: 3, validityDays: null },
  });
  if (res.statusCode !== 200) throw new Error(`keys not switched on: ${res.body}`);
  await world.ctx.app.licenseKeys.ensureKey(world.holderLicense);
  return world.holderLicense;
}

let w: World;
const routeTable = new Set<string>();
/** Routes behind requireUser or requireAdmin. */
const guardedRoutes = new Set<string>();

/**
 * What no answer to `role` may contain, whatever the route: the author's draft (only the author),
 * the blog draft (only admins), a paid repository (the author and buyers of the paid license,
 * not holders of a freemium project's free tier), the holder's license (the holder, and the
 * author who sold it).
 */
function hiddenFrom(role: Role, route: string): string[] {
  const hidden: string[] = [];
  // The admin console lists every project, drafts included, to admins.
  const adminConsole = role === 'admin' && route.startsWith('GET /api/admin/');
  if (role !== 'author' && !adminConsole) hidden.push(w.draftProject, 'Secret draft');
  if (role !== 'admin') hidden.push(w.blogDraft.id, w.blogDraft.slug);
  if (role !== 'author' && role !== 'holder') hidden.push(w.paidRepo);
  // The holder has the free tier of the freemium project: its paid repository stays hidden.
  if (role !== 'author') hidden.push(w.freemiumPaidRepo);
  // The revocation list publishes the ids of licenses whose keys no longer validate (the
  // holder's key was revoked by the revoke row), by design (docs/license-certificates.md).
  const published = route === 'GET /api/projects/:id/license-revocations';
  if ((role === 'visitor' || role === 'user' || role === 'admin') && !published) {
    hidden.push(w.holderLicense);
  }
  // Signed-out readers are asked to sign in to see a price: not in a page head either.
  if (role === 'visitor') hidden.push('product:price', '"price":"30.00"');
  return hidden;
}

beforeAll(async () => {
  const seen: string[] = [];
  const added: RouteOptions[] = [];
  w = await createWorld({
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) seen.push(`${method} ${route.url}`);
      added.push(route);
    },
  });
  // The auth plugin marks the routes behind requireUser/requireAdmin as it sees them (after this
  // hook ran, on the same route object).
  for (const route of added.filter((r) => r.config?.privateAnswer)) {
    for (const method of [route.method].flat()) {
      guardedRoutes.add(
        `${method} ${route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url}`,
      );
    }
  }
  // Projects imported from their paid repository (what the import wizard once sent as source):
  // the paid repositories must stay hidden through sourceRepository too.
  for (const [id, fullName] of [
    [w.paidProject, w.paidRepo],
    [w.freemiumProject, w.freemiumPaidRepo],
  ] as const) {
    const url = `${w.ctx.fake.url}/${fullName}`;
    await w.ctx.database.db
      .update(projects)
      .set({
        githubVerified: true,
        sourceRepository: { fullName, url, language: 'Go', stars: 3, private: false },
      })
      .where(eq(projects.id, id));
  }
  for (const route of seen) {
    const [method, url] = route.split(' ') as [string, string];
    const path = url.length > 1 ? url.replace(/\/$/, '') : url;
    // Fastify adds a HEAD route beside every GET route: it answers like the GET.
    if (method === 'HEAD' && seen.includes(`GET ${path}`)) continue;
    routeTable.add(`${method} ${path}`);
  }
});
afterAll(async () => {
  await w?.ctx.close();
});

describe('the authorization matrix', () => {
  it('has a row for every route of the app, and no row for a route that is gone', () => {
    const inMatrix = new Set(MATRIX.map(([route]) => route));
    expect(
      [...routeTable].filter((r) => !inMatrix.has(r)),
      'routes without a row',
    ).toEqual([]);
    expect(
      [...inMatrix].filter((r) => !routeTable.has(r)),
      'rows without a route',
    ).toEqual([]);
    const keys = MATRIX.map(([route, variant]) => keyOf(route, variant));
    expect(new Set(keys).size, 'duplicate rows').toBe(keys.length);
    const routesWithParams = MATRIX.filter(([route]) => /[:*]/.test(route)).map(([r, v]) =>
      keyOf(r, v),
    );
    expect(
      routesWithParams.filter((k) => !REQUESTS[k]),
      'rows with ids but no request',
    ).toEqual([]);
    expect(
      Object.keys(REQUESTS).filter((k) => !keys.includes(k)),
      'requests without a row',
    ).toEqual([]);
  });

  it('notices a change to the database (the check the denied cases rely on)', async () => {
    const before = await databaseFingerprint(w.ctx.database);
    const res = await w.ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: await w.headersOf('user'),
      payload: { bio: 'A changed bio' },
    });
    expect(res.statusCode).toBe(200);
    expect(await databaseFingerprint(w.ctx.database)).not.toEqual(before);
  });

  for (const [route, variant, ...statuses] of MATRIX) {
    const key = keyOf(route, variant);
    it(key, async () => {
      const [method, path] = route.split(' ') as [InjectOptions['method'], string];
      for (const [i, role] of ROLES.entries()) {
        const expected = statuses[i]!;
        const build: Build = REQUESTS[key] ?? (() => ({}));
        const req = await build(w, role);
        const headers = { ...(await w.headersOf(role)), ...(req.headers ?? {}) };
        // Views an earlier answer queued are written before the state is taken.
        await w.ctx.app.projectViews.flush();
        const before = await stateOf(w);
        const res = await w.ctx.app.inject({ ...req, method, url: req.url ?? path, headers });
        const what = `${key} as ${role}: ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, what).toBe(expected);
        for (const secret of hiddenFrom(role, route)) {
          expect(res.body.includes(secret), `${what}: shows ${secret}`).toBe(false);
        }
        // Whatever a signed-in user gets from the API is for that user alone: no cache keeps it.
        if (role !== 'visitor' && path.startsWith('/api/')) {
          expect(res.headers['cache-control'], `${what}: cache-control`).toBe('private, no-store');
        }
        if (expected < 400) continue;
        if (HTML_ROUTES.has(route)) {
          expect(res.headers['content-type'], what).toMatch(/^text\/html/);
        } else {
          const body = res.json();
          expect(Object.keys(body), what).toEqual(
            CODED_ROUTES.has(route) ? ['error', 'code'] : ['error'],
          );
          expect(typeof body.error, what).toBe('string');
        }
        expect(await stateOf(w), `${what}: the database changed`).toEqual(before);
        if (method === 'GET') {
          // The HEAD route Fastify adds beside it is refused the same way.
          const head = await w.ctx.app.inject({
            ...req,
            method: 'HEAD',
            url: req.url ?? path,
            headers: { ...(await w.headersOf(role)), ...(req.headers ?? {}) },
          });
          expect(head.statusCode, `HEAD of ${what}`).toBe(expected);
        }
      }
    });
  }
});

/**
 * Personal access tokens on the same rows, as the author (plugins/token-scopes.ts, RFC 6750 §3.1):
 *
 *   in scope      a token with one of the route's scopes answers what the author's session gets
 *   out of scope  a token with every other scope: 403 `insufficient_scope` naming the route's
 *                 scopes where a user is needed, and the visitor's answer where none is
 *   session only  a route behind a guard and outside the table: 403 for a token with every scope
 *   invalid       an unknown token on a guarded route: 401 `invalid_token`
 *
 * Routes that neither take tokens nor need a user never look a token up (skipped). Refusals
 * change nothing but the token's last use.
 */
describe('personal access tokens on the same rows (as the author)', () => {
  const tokens = new Map<string, Record<string, string>>();
  /** The author's token with these scopes, made once. */
  async function bearerOf(scopes: readonly TokenScope[]): Promise<Record<string, string>> {
    const key = [...scopes].sort().join(' ');
    const known = tokens.get(key);
    if (known) return known;
    const res = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/account/tokens',
      headers: await w.headersOf('author'),
      payload: { name: `matrix ${tokens.size}`, scopes },
    });
    if (res.statusCode !== 201) throw new Error(`token not made: ${res.body}`);
    const headers = { authorization: `Bearer ${res.json().token}` };
    tokens.set(key, headers);
    return headers;
  }
  const unchanged = async () => {
    const { api_tokens: _lastUse, ...rest } = await stateOf(w);
    return rest;
  };

  for (const [route, variant, visitor, , author] of MATRIX) {
    const key = keyOf(route, variant);
    const [method, path] = route.split(' ') as [InjectOptions['method'], string];
    const scopes = scopesOfRoute(String(method), path);
    it(key, async (test) => {
      const guarded = guardedRoutes.has(route);
      if (!guarded && scopes.length === 0) return test.skip();
      const build: Build = REQUESTS[key] ?? (() => ({}));
      const send = async (auth: Record<string, string>) => {
        const req = await build(w, 'author');
        await w.ctx.app.projectViews.flush();
        const before = await unchanged();
        const res = await w.ctx.app.inject({
          ...req,
          method,
          url: req.url ?? path,
          headers: { ...(req.headers ?? {}), ...auth },
        });
        return { res, before, what: `${key}: ${res.statusCode} ${res.body.slice(0, 300)}` };
      };
      const refused = async (
        auth: Record<string, string>,
        status: number,
        challenge: string,
        error: string,
      ) => {
        const { res, before, what } = await send(auth);
        expect(res.statusCode, what).toBe(status);
        expect(res.headers['www-authenticate'], what).toBe(challenge);
        expect(res.json(), what).toEqual({ error });
        expect(await unchanged(), `${what}: the database changed`).toEqual(before);
      };

      for (const scope of scopes) {
        const { res, what } = await send(await bearerOf([scope]));
        expect(res.statusCode, `${scope} ${what}`).toBe(author);
        for (const secret of hiddenFrom('author', route)) {
          expect(res.body.includes(secret), `${what}: shows ${secret}`).toBe(false);
        }
        if (path.startsWith('/api/')) {
          expect(res.headers['cache-control'], what).toBe('private, no-store');
        }
      }
      if (scopes.length > 0) {
        const others = await bearerOf(TOKEN_SCOPES.filter((s) => !scopes.includes(s)));
        if (guarded) {
          await refused(
            others,
            403,
            `Bearer error="insufficient_scope", scope="${scopes.join(' ')}"`,
            TOKEN_REFUSALS.missingScope(scopes),
          );
        } else {
          const { res, what } = await send(others);
          expect(res.statusCode, `as a visitor: ${what}`).toBe(visitor);
        }
      } else {
        await refused(
          await bearerOf(TOKEN_SCOPES),
          403,
          'Bearer error="insufficient_scope"',
          TOKEN_REFUSALS.sessionOnly,
        );
      }
      if (guarded) {
        await refused(
          { authorization: 'Bearer cbz_not-a-token' },
          401,
          'Bearer error="invalid_token"',
          TOKEN_REFUSALS.invalid,
        );
      }
    });
  }
});

describe('payments switched off (production, no Stripe, no PAYMENTS_TEST_MODE)', () => {
  it('answers 503 {error} to every role that may pay or onboard, and changes nothing', async () => {
    // A second instance on the same data, configured like a production server without Stripe.
    const off = await buildTestApp(w.ctx.database, { NODE_ENV: 'production' });
    try {
      const moneyRoutes: [string, object | undefined][] = [
        ['/api/payments/create-payment-intent', { projectId: w.paidProject }],
        ['/api/payments/confirm-payment', { paymentIntentId: 'tpi_0123456789abcdef' }],
        [
          '/api/payments/test-processor/confirm',
          { paymentIntentId: 'tpi_0123456789abcdef', cardNumber: '0000 0000 0000 0000' },
        ],
        ['/api/payments/create-connect-account', undefined],
        ['/api/payments/test-processor/complete-onboarding', undefined],
      ];
      for (const role of ROLES.filter((r) => r !== 'visitor')) {
        for (const [url, payload] of moneyRoutes) {
          const headers = await w.headersOf(role);
          const before = await stateOf(w);
          const res = await off.inject({
            method: 'POST',
            url,
            headers,
            ...(payload ? { payload } : {}),
          });
          const what = `${url} as ${role}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, what).toBe(503);
          expect(res.json(), what).toEqual({ error: 'Payments are not configured' });
          expect(await stateOf(w), `${what}: the database changed`).toEqual(before);
        }
      }
    } finally {
      await off.close();
    }
  });
});
