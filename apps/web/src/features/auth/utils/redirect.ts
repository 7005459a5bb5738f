import { paths } from '@/config/paths';

const AUTH_PAGES: readonly string[] = [paths.login, paths.register, paths.authSuccess];

/** The in-app location a guard remembered in `state.from`, or null (never an auth page). */
export function redirectFromState(state: unknown): string | null {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)
    ?.from;
  if (!from || typeof from.pathname !== 'string') return null;
  const { pathname } = from;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || AUTH_PAGES.includes(pathname)) {
    return null;
  }
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
