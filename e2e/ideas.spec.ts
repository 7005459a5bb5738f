import type { Page } from '@playwright/test';

import { expect, signIn, test } from './fixtures';

interface IdeaJson {
  id: string;
  title: string;
  description: string;
  category: string;
  requiredSkills: string[];
  estimatedPrice: { min: number; max: number };
  similarProjectsCount: number;
}

/** Goes through steps 1 and 2 and returns the ideas the server answered with. */
async function generate(
  page: Page,
  choices: { level?: string; interests?: string[]; time?: string; goals?: string[] } = {},
) {
  await page.goto('/tools/idea-generator');
  await expect(page.getByRole('heading', { level: 2, name: 'Your Info' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Beginner (under 1 year)' })).toBeChecked();
  if (choices.level) await page.getByText(choices.level, { exact: true }).click();
  for (const name of choices.interests ?? []) await page.getByText(name, { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  const preferences = page.getByRole('heading', { level: 2, name: 'Preferences' });
  await expect(preferences).toBeFocused();
  await expect(page.getByRole('radio', { name: '1 week' })).toBeChecked();
  if (choices.time) await page.getByText(choices.time, { exact: true }).click();
  for (const name of choices.goals ?? []) await page.getByText(name, { exact: true }).click();

  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/tools/generate-ideas') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Generate ideas' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { ideas: IdeaJson[] };
  await expect(page.getByRole('heading', { level: 2, name: 'Your Ideas' })).toBeFocused();
  // Real ideas from the server, not the built-in examples shown on failure.
  await expect(page.getByText('These are example ideas')).toHaveCount(0);
  const [first] = body.ideas;
  if (!first) throw new Error('The server answered without ideas');
  const request: unknown = JSON.parse(response.request().postData() ?? '{}');
  return { ideas: body.ideas, first, request };
}

test.describe('Idea generator', () => {
  test('a visitor generates ideas, reads a breakdown, saves one and is sent to register', async ({
    page,
  }) => {
    const { ideas, first, request } = await generate(page, {
      level: 'Intermediate (1-3 years)',
      interests: ['Web apps', 'Developer tools'],
      time: '2 weeks',
      goals: ['Earn income'],
    });
    expect(request).toEqual({
      skillLevel: 'intermediate',
      interests: ['web', 'tool'],
      timeCommitment: '2-weeks',
      goals: ['income'],
    });
    await expect(page.getByRole('article')).toHaveCount(ideas.length);

    const card = page.getByRole('article', { name: first.title });
    await expect(card.getByText(first.description)).toBeVisible();
    const { min, max } = first.estimatedPrice;
    await expect(card.getByText(min === max ? `$${min}` : `$${min}–$${max}`)).toBeVisible();
    await expect(card.getByText(/% trending$/)).toBeVisible();

    const toggle = card.getByRole('button', { name: 'Project breakdown' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByText('Required skills')).toBeVisible();
    for (const skill of first.requiredSkills)
      await expect(card.getByText(skill, { exact: true }).first()).toBeVisible();
    await expect(card.getByText('Monetization strategy')).toBeVisible();
    await expect(
      card.getByText(new RegExp(`^${first.similarProjectsCount} similar projects?`)),
    ).toBeVisible();
    await expect(card.getByText(/^(Low|Medium|High) competition$/)).toBeVisible();

    await card.getByRole('button', { name: 'Save for later' }).click();
    await expect(card.getByRole('button', { name: 'Save for later' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const saved = page.getByRole('region', { name: /Saved ideas/ });
    await expect(saved.getByRole('article', { name: first.title })).toBeVisible();

    // Saved ideas live in this browser: still there after a reload, on step 1.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Your Info' })).toBeVisible();
    await expect(saved.getByRole('article', { name: first.title })).toBeVisible();

    await saved
      .getByRole('article', { name: first.title })
      .getByRole('link', { name: 'Start this project' })
      .click();
    await expect(page).toHaveURL(/\/register$/);

    // Generate new ideas goes back to step 1 without results.
    await generate(page);
    await page.getByRole('button', { name: 'Generate new ideas' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your Info' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Project breakdown' })).toHaveCount(0);
  });

  test('a signed-in user starts a project from an idea on a prefilled post form', async ({
    page,
    user,
  }) => {
    await signIn(page, user);
    const { first: idea } = await generate(page, { interests: ['APIs & backends'] });
    await page
      .getByRole('article', { name: idea.title })
      .getByRole('link', { name: 'Start this project' })
      .click();

    await expect(page).toHaveURL(/\/post-projects\?/);
    await expect(page.getByLabel(/^Title/)).toHaveValue(idea.title);
    await expect(page.getByLabel(/^Description/)).toHaveValue(idea.description);
    await expect(page.getByLabel(/^Category/)).toHaveValue(idea.category);
    await expect(page.getByLabel(/^Tags/)).toHaveValue(idea.requiredSkills.join(', '));
    await expect(page.getByLabel(/^Price/)).toHaveValue(String(idea.estimatedPrice.min));
  });
});
