import type { User } from '@codebazaar/shared';

/**
 * Local storage entries: the product token, a plain "token" copy and the user JSON
 * (docs/product-rules.md#session).
 */
export const TOKEN_KEY = 'codebazaar_token';
export const LEGACY_TOKEN_KEY = 'token';
export const USER_KEY = 'user';

// Storage can throw (private mode, quota, disabled cookies): the session then lives in memory only.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // ignored: see above
  }
}

export const readStoredToken = () => read(TOKEN_KEY) ?? read(LEGACY_TOKEN_KEY);
export const readStoredUser = () => read(USER_KEY);

export function storeToken(token: string) {
  write(TOKEN_KEY, token);
  write(LEGACY_TOKEN_KEY, token);
}

export function storeUser(user: User) {
  write(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession() {
  write(TOKEN_KEY, null);
  write(LEGACY_TOKEN_KEY, null);
  write(USER_KEY, null);
}
