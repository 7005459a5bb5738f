/** Query keys of the admin console (kept out of the shared key list, which public pages load). */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  users: (search: string, page: number) => ['admin', 'users', search, page] as const,
  projects: (search: string, page: number) => ['admin', 'projects', search, page] as const,
  reports: (status: string, page: number) => ['admin', 'reports', status, page] as const,
  auditLog: (group: string, page: number) => ['admin', 'audit-log', group, page] as const,
  settings: () => ['admin', 'settings'] as const,
};
