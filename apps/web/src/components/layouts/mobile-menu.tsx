import type { User } from '@codebazaar/shared';
import type { KeyboardEvent } from 'react';
import { NavLink } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { LogOut } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import { accountLinks, dashboardLink, mainLinks } from './nav-items';

interface MobileMenuProps {
  id: string;
  user: User | null;
  isAdmin: boolean;
  onClose: (restoreFocus: boolean) => void;
  onSignOut: () => void;
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-2 text-base font-medium',
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-50',
  );

/** The small-screen navigation panel under the header. Escape closes it. */
export function MobileMenu({ id, user, isAdmin, onClose, onSignOut }: MobileMenuProps) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose(true);
    }
  };
  const links = user ? [...mainLinks, dashboardLink] : mainLinks;
  return (
    <nav
      id={id}
      aria-label="Mobile"
      onKeyDown={onKeyDown}
      className="border-t border-slate-200 bg-white px-4 pt-3 pb-5 md:hidden"
    >
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={linkClasses} onClick={() => onClose(false)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-slate-200 pt-4">
        {user ? (
          <>
            <div className="mb-3 flex items-center gap-3 px-3">
              <Avatar username={user.username} src={user.profileImage} size="md" />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">
                  {user.profile.displayName?.trim() || user.username}
                </p>
                <p className="truncate text-sm text-slate-500">{user.email}</p>
              </div>
              {isAdmin && (
                <Badge variant="purple" className="ml-auto">
                  Admin
                </Badge>
              )}
            </div>
            <ul className="space-y-1">
              {accountLinks
                // Dashboard is already among the main links above.
                .filter((link) => link.to !== dashboardLink.to && (!link.adminOnly || isAdmin))
                .map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={linkClasses} onClick={() => onClose(false)}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              <li>
                <button
                  type="button"
                  onClick={() => {
                    onClose(false);
                    onSignOut();
                  }}
                  className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-base font-medium text-red-600 hover:bg-red-50"
                >
                  <LogOut className="size-4" aria-hidden />
                  Sign out
                </button>
              </li>
            </ul>
          </>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <NavLink
              to={paths.login}
              className={buttonClasses({ variant: 'outline' })}
              onClick={() => onClose(false)}
            >
              Sign in
            </NavLink>
            <NavLink to={paths.register} className={buttonClasses()} onClick={() => onClose(false)}>
              Get started
            </NavLink>
          </div>
        )}
      </div>
    </nav>
  );
}
