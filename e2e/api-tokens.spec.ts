import { expect, signIn, test } from './fixtures';

test.describe('Personal access tokens', () => {
  test('a seller creates a token on the profile page and calls the API with it', async ({
    page,
    request,
    user,
  }) => {
    // Several people sign in one after the other: more than the default time on a busy machine.
    test.slow();
    await signIn(page, user);
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Create a token' });
    await form.getByLabel('Token name').fill('Release script');
    await form.getByRole('checkbox', { name: /projects:write/ }).check();
    await form.getByRole('button', { name: 'Create token' }).click();
    const secret = (await page.getByLabel('New token').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^cbz_/);
    await expect(
      page.getByRole('list', { name: 'Your tokens' }).getByText('Release script'),
    ).toBeVisible();

    // The token creates a draft and reads it back, within its scopes.
    const headers = { authorization: `Bearer ${secret}` };
    const created = await request.post('/api/projects/draft', {
      headers,
      data: { title: 'Drafted by a script' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const drafts = await request.get('/api/projects/drafts', { headers });
    expect(drafts.status()).toBe(200);
    expect(JSON.stringify(await drafts.json())).toContain('Drafted by a script');
    // Never the account itself: that takes a signed-in session.
    const profile = await request.get('/api/auth/profile', { headers });
    expect(profile.status()).toBe(403);
    expect(profile.headers()['www-authenticate']).toBe('Bearer error="insufficient_scope"');

    // The token's last use is recorded; revoking it in the page ends it.
    const listed = await request.get('/api/account/tokens', {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect((await listed.json()).tokens[0].lastUsedAt).not.toBeNull();
    const tokens = page.getByRole('list', { name: 'Your tokens' });
    await tokens.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('button', { name: 'Revoke token' }).click();
    await expect(page.getByText('No tokens yet.')).toBeVisible();
    const revoked = await request.get('/api/projects/drafts', { headers });
    expect(revoked.status()).toBe(401);
    expect(revoked.headers()['www-authenticate']).toBe('Bearer error="invalid_token"');
  });
});
