/**
 * Every TanStack Query key of the app. A key is an array whose first element names the area
 * of the API, so invalidating a prefix (`projectKeys.all`) refreshes everything under it.
 * Features build their query options and their invalidations from these factories and never
 * spell a key themselves. One export per area lets the bundler leave out the areas a page
 * does not use.
 */

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  list: <Filter extends object>(filter: Filter) => ['projects', 'list', filter] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  drafts: () => ['projects', 'drafts'] as const,
  aiSearch: (query: string) => ['projects', 'ai-search', query] as const,
  reviews: (projectId: string) => ['projects', 'reviews', projectId] as const,
  releases: (projectId: string) => ['projects', 'releases', projectId] as const,
  licenseKeys: (projectId: string) => ['projects', 'license-keys', projectId] as const,
};

/** Bundles (docs/product-rules.md#bundles): a seller's edit invalidates every bundle read. */
export const bundleKeys = {
  all: ['bundles'] as const,
  detail: (id: string) => ['bundles', 'detail', id] as const,
  ofProject: (projectId: string) => ['bundles', 'project', projectId] as const,
  seller: () => ['bundles', 'seller'] as const,
};

/**
 * What a license holder sets and sees about a project's updates (docs/product-rules.md#releases):
 * their release mails, and the instances their key is activated on.
 */
export const updatesKeys = {
  all: ['updates'] as const,
  releaseMails: (projectId: string) => ['updates', 'release-mails', projectId] as const,
  instances: (licenseId: string) => ['updates', 'instances', licenseId] as const,
};

export const paymentKeys = {
  all: ['payments'] as const,
  intent: (projectId: string) => ['payments', 'intent', projectId] as const,
  accountStatus: () => ['payments', 'account-status'] as const,
  sellerGithubLicenses: () => ['payments', 'seller-licenses-github'] as const,
};

/**
 * The signed-in seller's money (docs/product-rules.md#balances): earnings, chart, sales table and
 * balance. Everything that changes money (a sale, a refund, a dispute, a payout) invalidates the
 * whole family, together with the dashboard's seller figures, so no figure is left stale.
 */
export const sellerMoneyKeys = {
  all: ['seller-money'] as const,
  earnings: () => ['seller-money', 'earnings'] as const,
  balance: () => ['seller-money', 'balance'] as const,
};

export const receiptKeys = {
  all: ['receipts'] as const,
  list: () => ['receipts', 'list'] as const,
  detail: (licenseId: string) => ['receipts', 'detail', licenseId] as const,
  billing: () => ['receipts', 'billing'] as const,
};

/** The buyer's orders: checkouts of one or more lines, paid once (docs/product-rules.md). */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => ['orders', 'list'] as const,
  list: (page: number) => ['orders', 'list', page] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  receipt: (id: string) => ['orders', 'receipt', id] as const,
};

export const accessKeys = {
  all: ['access'] as const,
  license: (licenseId: string) => ['access', 'license', licenseId] as const,
  lastReconcile: () => ['access', 'reconcile', 'last'] as const,
};

export const githubKeys = {
  status: () => ['github', 'status'] as const,
  repositories: () => ['github', 'repositories'] as const,
  verify: (repositoryUrl: string) => ['github', 'verify', repositoryUrl] as const,
};

export const blogKeys = {
  all: ['blog'] as const,
  posts: <Filter extends object>(filter: Filter) => ['blog', 'posts', filter] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
  featured: () => ['blog', 'featured'] as const,
  categories: () => ['blog', 'categories'] as const,
  adminPosts: () => ['blog', 'admin', 'posts'] as const,
  adminPost: (id: string) => ['blog', 'admin', 'post', id] as const,
  adminPreview: (content: string) => ['blog', 'admin', 'preview', content] as const,
};

export const newsletterKeys = {
  stats: () => ['newsletter', 'stats'] as const,
};

export const authorKeys = {
  profile: (id: string) => ['authors', id, 'profile'] as const,
  projects: (id: string) => ['authors', id, 'projects'] as const,
};

export const authKeys = {
  verifyEmail: (token: string) => ['auth', 'verify-email', token] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
};

export const accountKeys = {
  notices: () => ['account', 'notices'] as const,
};

export const homeKeys = {
  home: () => ['home'] as const,
};

/**
 * The signed-in buyer's cart (docs/product-rules.md#cart), one per account: the user's id is in
 * the key, so another account signing in on the same page never reads the previous one's.
 */
export const cartKeys = {
  all: ['cart'] as const,
  cart: (userId: string) => ['cart', userId] as const,
};
