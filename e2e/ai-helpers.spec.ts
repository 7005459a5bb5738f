import { expect, signIn, test } from './fixtures';

test.describe('AI helpers', () => {
  test('AI search on Find Projects shows how the query was understood', async ({ page }) => {
    await page.goto('/find-projects');
    await page.getByLabel('Search projects').fill('most starred game');
    await page.getByRole('button', { name: 'AI Search' }).click();
    await expect(page.getByText('Showing projects in Games, most starred first.')).toBeVisible();
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('heading').first()).toBeVisible();
    await page.getByRole('button', { name: 'Show regular results' }).click();
    await expect(page.getByText('Showing projects in Games, most starred first.')).toHaveCount(0);
  });

  test('AI generate fills the post form', async ({ page, user }) => {
    await signIn(page, user);
    await page.goto('/post-projects');
    await page.getByLabel(/^Title/).fill('Team Chat');
    await page.getByLabel(/^Description/).fill('Realtime chat with Vue and Redis');
    await page.getByRole('button', { name: 'Generate with AI' }).click();
    await expect(page.getByLabel(/^Description/)).toHaveValue(/Team Chat.*Vue/);
    await expect(page.getByLabel(/^Tags/)).toHaveValue(/chat, .*vue.*redis/);
    await expect(page.getByLabel(/^Category/)).toHaveValue('web');
    await expect(page.getByLabel(/^Free repository URL/)).toHaveValue(
      `https://github.com/${user.username}/team-chat-free`,
    );
  });
});
