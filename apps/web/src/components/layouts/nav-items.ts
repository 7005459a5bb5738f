import { paths } from '@/config/paths';

/** Navigation bar: the main links (Dashboard only when signed in). */
export const mainLinks = [
  { to: paths.findProjects, label: 'Find Projects' },
  { to: paths.postProjects, label: 'Post Projects' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.ideaGenerator, label: 'Idea Generator' },
] as const;

export const dashboardLink = { to: paths.dashboard, label: 'Dashboard' } as const;

/** The signed-in user menu; adminOnly entries show only to admins. */
export const accountLinks = [
  { to: paths.profile, label: 'Profile', adminOnly: false },
  { to: paths.dashboard, label: 'Dashboard', adminOnly: false },
  { to: paths.drafts, label: 'Draft Projects', adminOnly: false },
  { to: paths.sellerDashboard, label: 'Seller Dashboard', adminOnly: false },
  { to: paths.admin, label: 'Admin Dashboard', adminOnly: true },
] as const;
