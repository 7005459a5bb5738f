import * as shared from '@codebazaar/shared';
import { describe, expect, it } from 'vitest';

import { isAdmin, OAUTH_PLACEHOLDER_TOKEN } from './session-rules';

describe('session rules mirror @codebazaar/shared', () => {
  it('uses the same OAuth placeholder token', () => {
    expect(OAUTH_PLACEHOLDER_TOKEN).toBe(shared.OAUTH_PLACEHOLDER_TOKEN);
  });

  it.each([
    [null],
    [undefined],
    [{}],
    [{ role: 'user' }],
    [{ role: 'admin' }],
    [{ role: 'ADMIN' }],
    [{ role: 'moderator' }],
  ])('isAdmin(%j) matches', (user) => {
    expect(isAdmin(user)).toBe(shared.isAdmin(user));
  });

  it('is true only for the admin role', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'user' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
