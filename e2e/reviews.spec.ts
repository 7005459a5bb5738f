import type { Locator } from '@playwright/test';

import { createProject, expect, registerUser, signIn, test, uniqueWord } from './fixtures';

/**
 * Picks a rating as a reader does, by clicking its star (the radio's label; the radio itself is
 * visually hidden). A plain click waits for the star to hold still and to receive the click: a
 * forced click on the hidden radio went to wherever the radio had been a moment earlier while the
 * page was still settling after the session was restored, and the rating stayed unpicked.
 */
async function rate(reviews: Locator, stars: number) {
  const radio = reviews.getByRole('radio', { name: `${stars} stars` });
  await radio.locator('xpath=..').click();
  await expect(radio).toBeChecked();
}

test.describe('Reviews and ratings', () => {
  test('a license holder rates a project, edits the review, and the rating filter finds it', async ({
    page,
    request,
    user: author,
  }) => {
    const word = uniqueWord('rv');
    const project = await createProject(request, author, { title: `Rated ${word}`, tags: [word] });
    const buyer = await registerUser(request);
    const claim = await request.post('/api/licenses/claim-free', {
      headers: { authorization: `Bearer ${buyer.token}` },
      data: { projectId: project.id },
    });
    expect(claim.status(), await claim.text()).toBe(200);

    await signIn(page, buyer);
    await page.goto(`/project/${project.id}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText('No reviews yet.')).toBeVisible();
    await rate(reviews, 4);
    await reviews.getByLabel('Review (optional)').fill('Tidy and well documented');
    await reviews.getByRole('button', { name: 'Submit review' }).click();
    await expect(reviews.getByText('Your review was saved.')).toBeVisible();
    await expect(
      reviews.getByRole('list', { name: 'Reviews' }).getByText('Tidy and well documented'),
    ).toBeVisible();
    await expect(reviews.getByText('Rated 4.0 out of 5 from 1 review')).toBeAttached();

    // Edit: the form keeps the review; a new rating replaces it.
    await rate(reviews, 5);
    await reviews.getByRole('button', { name: 'Update review' }).click();
    await expect(reviews.getByText('Rated 5.0 out of 5 from 1 review')).toBeAttached();

    // Find Projects: 4+ keeps the project (the anonymous list cache lives 3 seconds).
    await expect(async () => {
      await page.goto(`/find-projects?search=${word}&rating=4`);
      await expect(page.getByRole('heading', { name: project.title })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText('Rated 5.0 out of 5 from 1 review')).toBeAttached();

    // The author cannot review their own project.
    const own = await request.put(`/api/projects/${project.id}/reviews`, {
      headers: { authorization: `Bearer ${author.token}` },
      data: { rating: 5 },
    });
    expect(own.status()).toBe(403);
  });
});
