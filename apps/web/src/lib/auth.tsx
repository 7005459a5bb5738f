import type {
  AuthResponse,
  LoginInput,
  RegisterInput,
  UpdateProfileInput,
  User,
} from '@codebazaar/shared';
import { isAdmin as isAdminUser, OAUTH_PLACEHOLDER_TOKEN } from '@codebazaar/shared/rules';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from 'react';

import { api, ApiError, setBearerToken } from './api-client';
import {
  clearStoredSession,
  LEGACY_TOKEN_KEY,
  readStoredToken,
  readStoredUser,
  storeToken,
  storeUser,
  TOKEN_KEY,
} from './auth-storage';

export interface AuthContextValue {
  user: User | null;
  token: string | null;
  /** true only when the user's role is admin (docs/product-rules.md#session). */
  isAdmin: boolean;
  /** True until the stored session has been restored (docs/product-rules.md#session). */
  loading: boolean;
  login: (input: LoginInput) => Promise<User>;
  register: (input: RegisterInput) => Promise<User>;
  /** Starts a session from an OAuth sign-in; the token defaults to the cookie placeholder. */
  oauthLogin: (user: User, token?: string) => void;
  logout: () => Promise<void>;
  updateProfile: (input: UpdateProfileInput) => Promise<User>;
  /** Re-reads the profile from the server; a failure ends the session. */
  refresh: () => Promise<User | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface SessionState {
  user: User | null;
  token: string | null;
  loading: boolean;
}

/** The stored copy is trusted for display only (the server decides access), so the check is light. */
function parseStoredUser(raw: string): User | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { username, id, _id } = parsed as Record<string, unknown>;
    if (typeof username !== 'string' || (typeof id !== 'string' && typeof _id !== 'string')) {
      return null;
    }
    return parsed as User;
  } catch {
    return null;
  }
}

/** Reads the stored session synchronously so a returning user never sees a signed-out flash. */
function initialState(): SessionState {
  const token = readStoredToken();
  if (!token) return { user: null, token: null, loading: false };
  const rawUser = readStoredUser();
  if (rawUser === null) {
    setBearerToken(token);
    return { user: null, token, loading: true }; // the profile is fetched on mount
  }
  const user = parseStoredUser(rawUser);
  if (!user) {
    clearStoredSession();
    setBearerToken(null);
    return { user: null, token: null, loading: false };
  }
  setBearerToken(token);
  return { user, token, loading: false };
}

/**
 * A page rendered on the server is the same for every visitor: it shows the session as still
 * being checked (no "Sign in", no account menu), and so does the browser's first render, which
 * must match it.
 */
const CHECKING: SessionState = { user: null, token: null, loading: true };

const fetchProfile = (signal?: AbortSignal) =>
  api<{ user: User }>('/auth/profile', { signal }).then((r) => r.user);

export function AuthProvider({
  children,
  serverRendered = false,
}: {
  children: ReactNode;
  /**
   * The page came from the server (or is being rendered there): start as CHECKING and read the
   * stored session right after hydration instead of during the first render.
   */
  serverRendered?: boolean;
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(() =>
    serverRendered ? CHECKING : initialState(),
  );
  const [, startTransition] = useTransition();

  // Bumped whenever a session starts or ends, so a profile answer that arrives later for an
  // older session (e.g. after logout) is ignored instead of signing the user back in.
  const generation = useRef(0);

  const startSession = useCallback((token: string, user: User) => {
    generation.current += 1;
    storeToken(token);
    storeUser(user);
    setBearerToken(token);
    setState({ user, token, loading: false });
  }, []);

  const endSession = useCallback(() => {
    generation.current += 1;
    clearStoredSession();
    setBearerToken(null);
    setState({ user: null, token: null, loading: false });
    queryClient.clear();
  }, [queryClient]);

  /** Applies a fresh profile if it still belongs to the current session. */
  const applyUser = useCallback((user: User, forGeneration: number) => {
    if (generation.current !== forGeneration) return false;
    storeUser(user);
    setState((s) => ({ ...s, user, loading: false }));
    return true;
  }, []);

  // A server-rendered page reads the stored session after hydration. First, in a transition,
  // the token (the user is still being checked): the update waits for the parts of the page
  // whose code is still loading to hydrate, instead of replacing their server markup. Then the
  // page's data, which the server read signed out, is read again as this user (their license,
  // their prices), and only then is the user shown: the page goes from "checking" to their
  // view, never through the signed-out one.
  const [phase, setPhase] = useState<'hydrating' | 'rereading' | 'restored'>(
    serverRendered ? 'hydrating' : 'restored',
  );
  const found = useRef<SessionState | null>(null);
  useEffect(() => {
    if (!serverRendered) return;
    const session = initialState();
    found.current = session;
    startTransition(() => {
      if (session.token) {
        setState({ ...CHECKING, token: session.token });
        setPhase('rereading');
      } else {
        setState(session);
        setPhase('restored');
      }
    });
    // Once, for the session found at start-up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (phase !== 'rereading') return;
    let current = true;
    const gen = generation.current;
    void queryClient.refetchQueries({ type: 'active' }).finally(() => {
      if (!current) return;
      // A session that started or ended meanwhile stays.
      if (found.current && generation.current === gen) setState(found.current);
      setPhase('restored');
    });
    return () => {
      current = false;
    };
  }, [phase, queryClient]);
  const restored = phase === 'restored';

  // Restore: with a token but no stored user the profile is fetched; with both,
  // the stored copy shows at once and is revalidated quietly (an expired session ends).
  const initialToken = state.token;
  const hadStoredUser = state.user !== null;
  useEffect(() => {
    if (!restored || !initialToken) return;
    const controller = new AbortController();
    const gen = generation.current;
    fetchProfile(controller.signal).then(
      (user) => applyUser(user, gen),
      (err: unknown) => {
        if (controller.signal.aborted || generation.current !== gen) return;
        if (!hadStoredUser || (err instanceof ApiError && err.status === 401)) {
          console.error('Failed to restore session', err);
          endSession();
        }
      },
    );
    return () => controller.abort();
    // Runs once for the session found at start-up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored]);

  // Another tab signing out (or in) keeps this tab in step.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== TOKEN_KEY && e.key !== LEGACY_TOKEN_KEY && e.key !== null) return;
      const next = initialState();
      if (next.loading) return;
      setState(next);
      if (!next.user) queryClient.clear();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const login = useCallback(
    async (input: LoginInput) => {
      const res = await api<AuthResponse>('/auth/login', { method: 'POST', body: input });
      queryClient.clear();
      startSession(res.token, res.user);
      return res.user;
    },
    [queryClient, startSession],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      const res = await api<AuthResponse>('/auth/register', { method: 'POST', body: input });
      queryClient.clear();
      startSession(res.token, res.user);
      return res.user;
    },
    [queryClient, startSession],
  );

  const oauthLogin = useCallback(
    (user: User, token: string = OAUTH_PLACEHOLDER_TOKEN) => {
      queryClient.clear();
      startSession(token, user);
    },
    [queryClient, startSession],
  );

  const logout = useCallback(async () => {
    try {
      await api('/auth/logout', { method: 'POST' });
    } catch (err) {
      // The local session ends regardless; the server session expires on its own.
      console.error('Logout request failed', err);
    }
    endSession();
  }, [endSession]);

  const updateProfile = useCallback(
    async (input: UpdateProfileInput) => {
      const gen = generation.current;
      const res = await api<{ user: User }>('/auth/profile', { method: 'PUT', body: input });
      applyUser(res.user, gen);
      return res.user;
    },
    [applyUser],
  );

  const refresh = useCallback(async () => {
    const gen = generation.current;
    try {
      const user = await fetchProfile();
      return applyUser(user, gen) ? user : null;
    } catch (err) {
      if (generation.current !== gen) return null;
      console.error('Failed to refresh profile', err);
      // Only the server saying the session is over ends it: a dropped connection or a busy
      // server keeps the user signed in with the profile they have.
      if (err instanceof ApiError && err.status === 401) endSession();
      return null;
    }
  }, [applyUser, endSession]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      token: state.token,
      isAdmin: isAdminUser(state.user),
      loading: state.loading,
      login,
      register,
      oauthLogin,
      logout,
      updateProfile,
      refresh,
    }),
    [state, login, register, oauthLogin, logout, updateProfile, refresh],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const ctx = use(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
