/** Every route string of the app. */
export const paths = {
  home: '/',
  findProjects: '/find-projects',
  postProjects: '/post-projects',
  project: (id: string) => `/project/${id}`,
  projectLicense: (id: string) => `/project/${id}?tab=license`,
  editProject: (id: string) => `/edit-project/${id}`,
  /** The editor's releases and updates sections (docs/product-rules.md#releases). */
  editProjectReleases: (id: string) => `/edit-project/${id}#releases`,
  /** A project's releases, newest first, for everyone; its Atom feed is served by the server. */
  projectChangelog: (id: string) => `/project/${id}/changelog`,
  projectChangelogFeed: (id: string) => `/project/${id}/changelog.xml`,
  /** A seller's bundle of projects at one price (docs/product-rules.md#bundles). */
  bundle: (id: string) => `/bundle/${id}`,
  /** The checkout of a whole bundle (the projects the buyer does not hold yet). */
  bundleCheckout: (id: string) => `/checkout?bundle=${encodeURIComponent(id)}`,
  /** The checkout of a renewal of a license's updates (docs/product-rules.md#updates). */
  renewCheckout: (licenseId: string) => `/checkout?renew=${encodeURIComponent(licenseId)}`,
  /** Author pages live at /author/{username}; an id there moves to it. */
  author: (username: string) => `/author/${encodeURIComponent(username)}`,
  ideaGenerator: '/tools/idea-generator',
  tutorials: '/tutorials',
  licenseKeyDocs: '/developers/license-keys',
  webhookDocs: '/developers/webhooks',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  authSuccess: '/auth/success',
  githubCallback: '/auth/github/callback',
  dashboard: '/dashboard',
  /** The dashboard's Purchases tab: the buyer's library of licenses. */
  dashboardPurchases: '/dashboard?tab=purchases',
  /** The buyer's receipt of a paid license (docs/receipts-and-tax.md). */
  receipt: (licenseId: string) => `/receipts/${licenseId}`,
  /** The buyer's cart (its own page) and the checkout that pays for it in one payment. */
  cart: '/cart',
  checkout: '/checkout',
  /** The buyer's orders: each paid checkout, with a license per line. */
  orders: '/orders',
  order: (id: string) => `/orders/${id}`,
  /** The receipt of an order: one receipt with a line per item. */
  orderReceipt: (id: string) => `/orders/${id}/receipt`,
  sellerDashboard: '/seller-dashboard',
  /** The built-in test processor's seller onboarding (docs/ARCHITECTURE.md#outside-services). */
  sellerOnboarding: '/seller-dashboard/onboarding',
  /** Kept as an address only: it redirects to postProjects. */
  upload: '/upload',
  profile: '/profile',
  drafts: '/drafts',
  githubAccess: '/github-access',
  /** The legal and contact pages: one address per page, named by its slug. */
  legal: (slug: 'terms' | 'privacy' | 'refund-policy' | 'contact') => `/${slug}`,
  admin: '/admin',
  /** The editor of the legal and contact pages (?page=<slug> picks one). */
  adminLegal: '/admin/legal',
  /** The marketplace settings: the seller of record receipts and legal pages name. */
  adminSettings: '/admin/settings',
  adminBlog: '/admin/blog',
  adminBlogNew: '/admin/blog/new',
  adminBlogEdit: (id: string) => `/admin/blog/edit/${id}`,
  sandboxRun: (id: string) => `/api/sandbox/run/${id}`,
} as const;
