import {
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
  type To,
} from 'react-router';

/**
 * The app's router runs in react-router's declarative mode (the data router adds
 * about 17 kB gzip to every page). This module supplies what the data router did for us:
 *
 * - navigation blocking (`useBlocker`, same shape as react-router's) for the editor's
 *   unsaved-changes guard, for links, `navigate()` and the browser's Back/Forward;
 * - a pending flag while the next page's code loads (navigations run in a transition, so
 *   the current page stays until the next one can render);
 * - scroll restoration: top of the page on a new navigation, the saved position on
 *   Back/Forward (also across reloads), the `#hash` target when there is one.
 */

/** A react-router history (browser or memory) created with `v5Compat: true`. */
export type AppHistory = ReturnType<typeof createBrowserHistory>;
type Update = Parameters<Parameters<AppHistory['listen']>[0]>[0];
type NavigateOptions = { preventScrollReset?: boolean };

export interface NavigationUpdate {
  action: NavigationType;
  location: Location;
  /** From `navigate(to, { preventScrollReset: true })` (or the same Link prop). */
  preventScrollReset: boolean;
}

export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}) => boolean;

export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void };

interface BlockedNavigation {
  location: Location;
  proceed: () => void;
}

/** The history the router navigates with: react-router's history plus blocking. */
export interface BlockingHistory {
  readonly action: NavigationType;
  readonly location: Location;
  createHref: AppHistory['createHref'];
  encodeLocation: AppHistory['encodeLocation'];
  go(delta: number): void;
  push(to: To, state?: unknown, opts?: NavigateOptions): void;
  replace(to: To, state?: unknown, opts?: NavigateOptions): void;
  /** The router's listener (one at a time, as react-router's histories have). */
  listen(listener: (update: NavigationUpdate) => void): () => void;
  /**
   * Installs the blocker (one at a time: the newest wins). `onBlocked` hears about a held
   * navigation, and null once it went on or was dropped.
   */
  block(fn: BlockerFunction, onBlocked: (held: BlockedNavigation | null) => void): () => void;
}

export function createBlockingHistory(inner: AppHistory): BlockingHistory {
  let listener: ((update: NavigationUpdate) => void) | null = null;
  let blocker: {
    fn: BlockerFunction;
    onBlocked: (held: BlockedNavigation | null) => void;
  } | null = null;
  /** The location the router shows (inner.location already moved during a Back/Forward). */
  let current = inner.location;
  /** The POP that undoes a blocked Back/Forward is not a navigation; its arrival resolves this. */
  let ignoreNextPop: (() => void) | null = null;
  /** A Back/Forward let through by `proceed()` skips the blocker. */
  let passNextPop = false;
  let preventScrollReset = false;

  inner.listen((update: Update) => {
    if (update.action === 'POP') {
      if (ignoreNextPop) {
        ignoreNextPop();
        ignoreNextPop = null;
        return;
      }
      const pass = passNextPop;
      passNextPop = false;
      if (!pass && update.delta != null && isBlocked(update.location, update.action)) {
        const delta = update.delta;
        const held = blocker!;
        // History moves asynchronously: going on before the undo has landed would cancel it.
        const undone = new Promise<void>((resolve) => {
          ignoreNextPop = resolve;
        });
        inner.go(-delta);
        held.onBlocked({
          location: update.location,
          proceed: () => {
            void undone.then(() => {
              passNextPop = true;
              inner.go(delta);
            });
          },
        });
        return;
      }
    }
    current = update.location;
    const prevent = preventScrollReset;
    preventScrollReset = false;
    listener?.({ action: update.action, location: update.location, preventScrollReset: prevent });
  });

  function isBlocked(nextLocation: Location, historyAction: NavigationType): boolean {
    return blocker != null && blocker.fn({ currentLocation: current, nextLocation, historyAction });
  }

  function navigate(action: 'PUSH' | 'REPLACE', to: To, state: unknown, opts?: NavigateOptions) {
    const go = () => {
      preventScrollReset = Boolean(opts?.preventScrollReset);
      if (action === 'PUSH') inner.push(to, state);
      else inner.replace(to, state);
    };
    const next: Location = {
      ...inner.encodeLocation(to),
      state: state ?? null,
      key: 'blocked',
      mask: undefined,
    } as Location;
    if (isBlocked(next, action as NavigationType)) {
      blocker!.onBlocked({ location: next, proceed: go });
      return;
    }
    go();
  }

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return current;
    },
    createHref: (to) => inner.createHref(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    go: (delta) => inner.go(delta),
    push: (to, state, opts) => navigate('PUSH', to, state, opts),
    replace: (to, state, opts) => navigate('REPLACE', to, state, opts),
    listen(fn) {
      listener = fn;
      return () => {
        if (listener === fn) listener = null;
      };
    },
    block(fn, onBlocked) {
      const entry = { fn, onBlocked };
      blocker = entry;
      return () => {
        if (blocker === entry) blocker = null;
      };
    },
  };
}

/** The browser history of the app. */
export const createAppHistory = () =>
  createBlockingHistory(createBrowserHistory({ v5Compat: true }));

const HistoryContext = createContext<BlockingHistory | null>(null);
const PendingContext = createContext(false);
const SettledContext = createContext<() => Promise<void>>(() => Promise.resolve());

/** True while a navigation waits for the next page (its code) to be ready. */
export const useNavigationPending = () => use(PendingContext);

/**
 * A function whose promise resolves once the latest navigation is on screen (at once when
 * none is under way, or when it was blocked). `navigate()` of the declarative router returns
 * before the next page renders; code that must run after leaving a page awaits this.
 */
export const useNavigationSettled = () => use(SettledContext);

/**
 * Holds navigations away from the current page while `shouldBlock` says so (react-router's
 * `useBlocker` contract): the blocker turns `blocked`; `proceed()` completes the navigation,
 * `reset()` stays.
 */
export function useBlocker(shouldBlock: BlockerFunction | boolean): Blocker {
  const history = use(HistoryContext);
  const [held, setHeld] = useState<BlockedNavigation | null>(null);
  const fn = useRef(shouldBlock);
  useLayoutEffect(() => {
    fn.current = shouldBlock;
  });
  useEffect(() => {
    if (!history) return;
    const release = history.block(
      (args) => (typeof fn.current === 'function' ? fn.current(args) : fn.current),
      setHeld,
    );
    return () => {
      release();
      setHeld(null);
    };
  }, [history]);
  if (!held) return { state: 'unblocked' };
  return {
    state: 'blocked',
    location: held.location,
    proceed: () => {
      setHeld(null);
      held.proceed();
    },
    reset: () => setHeld(null),
  };
}

const SCROLL_STORAGE_KEY = 'codebazaar-scroll-positions';

function readSavedPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * The app's router: react-router's declarative `<Router>` on a blocking history. Location
 * changes render in a transition, so a page whose code is still loading leaves the current
 * page on screen (with `useNavigationPending()` true) instead of a blank spinner.
 */
export function AppRouter({
  history,
  children,
}: {
  history: BlockingHistory;
  children: ReactNode;
}) {
  const [state, setState] = useState<NavigationUpdate>(() => ({
    action: history.action,
    location: history.location,
    preventScrollReset: false,
  }));
  const [pending, startTransition] = useTransition();
  const positions = useRef<Record<string, number> | null>(null);
  positions.current ??= readSavedPositions();
  const shown = useRef(state.location);
  const waiting = useRef<Array<() => void>>([]);
  const [settled] = useState(
    () => () =>
      history.location === shown.current
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.current.push(resolve)),
  );

  useLayoutEffect(
    () =>
      history.listen((update) => {
        positions.current![shown.current.key] = window.scrollY;
        startTransition(() => setState(update));
      }),
    [history],
  );

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions.current![shown.current.key] = window.scrollY;
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or unavailable: positions are simply not kept across the reload.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const { action, location, preventScrollReset } = state;
    const first = shown.current === location;
    shown.current = location;
    if (history.location === location) {
      const done = waiting.current;
      waiting.current = [];
      for (const resolve of done) resolve();
    }
    const saved = positions.current![location.key];
    if (action === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!first && !preventScrollReset) window.scrollTo(0, 0);
  }, [history, state]);

  return (
    <HistoryContext value={history}>
      <PendingContext value={pending}>
        <SettledContext value={settled}>
          <Router location={state.location} navigationType={state.action} navigator={history}>
            {children}
          </Router>
        </SettledContext>
      </PendingContext>
    </HistoryContext>
  );
}
