import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

import { Logo } from './logo';

/** Signed out, "Sell your code" leads to the seller pitch of the post-project page. */
const marketplace = (signedIn: boolean) => ({
  title: 'Marketplace',
  links: [
    { to: paths.findProjects, label: 'Find Projects' },
    { to: paths.postProjects, label: 'Post Projects' },
    { to: signedIn ? paths.sellerDashboard : paths.postProjects, label: 'Sell your code' },
  ],
});

const groups = [
  {
    title: 'Resources',
    links: [
      { to: paths.blog, label: 'Blog' },
      { to: paths.tutorials, label: 'Tutorials' },
      { to: paths.ideaGenerator, label: 'Idea Generator' },
    ],
  },
] as const;

/** The legal and contact pages (an admin edits them at /admin/legal). */
const legalLinks = [
  { to: paths.legal('terms'), label: 'Terms' },
  { to: paths.legal('privacy'), label: 'Privacy' },
  { to: paths.legal('refund-policy'), label: 'Refund policy' },
  { to: paths.legal('contact'), label: 'Contact' },
] as const;

const visitorLinks = [
  { to: paths.login, label: 'Sign in' },
  { to: paths.register, label: 'Create account' },
  { to: paths.forgotPassword, label: 'Forgot password' },
] as const;

const memberLinks = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.profile, label: 'Profile' },
  { to: paths.drafts, label: 'Draft Projects' },
] as const;

export function Footer() {
  const { user } = useAuth();
  const columns = [
    marketplace(user !== null),
    ...groups,
    { title: 'Account', links: user ? memberLinks : visitorLinks },
  ];
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-slate-600">
            The marketplace where developers share, demo and license their code.
          </p>
        </div>
        {columns.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-slate-900">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="text-sm text-slate-600 hover:text-indigo-700">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>© {new Date().getFullYear()} Codebazaar. All rights reserved.</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="hover:text-indigo-700">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
