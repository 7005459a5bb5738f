import { describe, expect, it } from 'vitest';

import { isAdmin, OAUTH_PLACEHOLDER_TOKEN } from './auth';

describe('session rules', () => {
  it('stores the OAuth placeholder token the web app and the server agree on', () => {
    expect(OAUTH_PLACEHOLDER_TOKEN).toBe('oauth-authenticated');
  });

  it.each([
    [null, false],
    [undefined, false],
    [{}, false],
    [{ role: 'user' }, false],
    [{ role: 'admin' }, true],
    [{ role: 'ADMIN' }, false],
    [{ role: 'moderator' }, false],
  ])('isAdmin(%j) is %s', (user, expected) => {
    expect(isAdmin(user)).toBe(expected);
  });

  it('is true only for the admin role', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'user' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
