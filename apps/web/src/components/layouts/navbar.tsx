import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { Menu, Shield, X } from '@/components/ui/icons';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useNavigationSettled } from '@/lib/navigation';
import { cn } from '@/lib/cn';

import { Logo } from './logo';
import { dashboardLink, mainLinks } from './nav-items';

// Menus load on demand: visitors need neither at first paint. The account menu starts loading
// while the session is checked, the mobile panel when its toggle is pointed at or focused.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
const preloadMobileMenu = () => void loadMobileMenu();
// The cart link (and its query) only for signed-in users: loaded with the account menu.
const loadCartLink = () => import('./cart-link');
const CartLink = lazy(() => loadCartLink().then((m) => ({ default: m.CartLink })));

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
    isActive ? 'text-indigo-700' : 'text-slate-600 hover:text-slate-900',
  );

const avatarPlaceholder = (
  <span className="size-8 animate-pulse rounded-full bg-slate-200" aria-hidden />
);

/** Navigation bar. */
export function Navbar() {
  const { user, isAdmin, loading, logout } = useAuth();
  const navigate = useNavigate();
  const navigationSettled = useNavigationSettled();
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mobileId = useId();
  const signedInOrChecking = loading || Boolean(user);
  useEffect(() => {
    if (!signedInOrChecking) return;
    void loadUserMenu();
    void loadCartLink();
  }, [signedInOrChecking]);

  // Leave first: ending the session on a signed-in-only page would make its guard send the
  // visitor to /login instead of home.
  const signOut = async () => {
    await navigate(paths.home);
    await navigationSettled();
    await logout();
    notify('success', 'You have been signed out');
  };

  const closeMobile = (restoreFocus: boolean) => {
    setMobileOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  };

  const links = user ? [...mainLinks, dashboardLink] : mainLinks;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClasses}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {user && (
          // First of the right-hand items: it takes the free space on every screen size.
          <Suspense fallback={<span className="ml-auto size-10" aria-hidden />}>
            <CartLink className="ml-auto" />
          </Suspense>
        )}
        <div className={cn('hidden items-center gap-3 md:flex', !user && 'ml-auto')}>
          {loading ? (
            avatarPlaceholder
          ) : user ? (
            <>
              {isAdmin && (
                <Link
                  to={paths.admin}
                  className="inline-flex items-center gap-1 rounded-full bg-purple-50 px-2.5 py-1 text-xs font-semibold text-purple-700 ring-1 ring-purple-200 ring-inset hover:bg-purple-100"
                >
                  <Shield className="size-3.5" aria-hidden />
                  Admin
                </Link>
              )}
              <Suspense fallback={avatarPlaceholder}>
                <UserMenu user={user} isAdmin={isAdmin} onSignOut={signOut} />
              </Suspense>
            </>
          ) : (
            <>
              <Link to={paths.login} className={buttonClasses({ variant: 'ghost' })}>
                Sign in
              </Link>
              <Link to={paths.register} className={buttonClasses()}>
                Get started
              </Link>
            </>
          )}
        </div>
        <button
          ref={toggleRef}
          type="button"
          className={cn(
            'inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 md:hidden',
            !user && 'ml-auto',
          )}
          aria-expanded={mobileOpen}
          aria-controls={mobileOpen ? mobileId : undefined}
          onClick={() => setMobileOpen((o) => !o)}
          onPointerEnter={preloadMobileMenu}
          onPointerDown={preloadMobileMenu}
          onFocus={preloadMobileMenu}
        >
          {mobileOpen ? (
            <X className="size-6" aria-hidden />
          ) : (
            <Menu className="size-6" aria-hidden />
          )}
          <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>
      {mobileOpen && (
        // While the menu's code loads, the button's aria-controls still names an element.
        <Suspense fallback={<div id={mobileId} className="md:hidden" aria-busy="true" />}>
          <MobileMenu
            id={mobileId}
            user={user}
            isAdmin={isAdmin}
            onClose={closeMobile}
            onSignOut={signOut}
          />
        </Suspense>
      )}
    </header>
  );
}
