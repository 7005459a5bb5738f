import type { Idea, User } from '@codebazaar/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, pending, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { SAVED_IDEAS_KEY } from '../lib/saved-ideas';
import { buildIdea } from '../testing/build-idea';

import { Component as IdeaGeneratorPage } from './idea-generator-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const PostPage = () => <p>Post projects page</p>;
const routes = [
  { path: '/tools/idea-generator', element: <IdeaGeneratorPage /> },
  { path: '/register', element: <p>Register page</p> },
  { path: '/post-projects', element: <PostPage /> },
];

const dashboard = buildIdea({
  id: 'idea-dash',
  title: 'Habit Tracker Dashboard',
  description: 'Track daily habits with streaks and charts.',
  category: 'web',
  difficulty: 'intermediate',
  estimatedTime: '2 weeks',
  marketDemand: 'very-high',
  estimatedPrice: { min: 25, max: 60 },
  requiredSkills: ['React', 'Chart.js', 'Node.js'],
  suggestedFeatures: ['Streak counter', 'Weekly charts'],
  monetizationTips: ['Sell a pro theme pack'],
  similarProjectsCount: 75,
  trendingScore: 88,
});
const cli = buildIdea({
  id: 'idea-cli',
  title: 'Changelog CLI',
  category: 'tool',
  similarProjectsCount: 3,
});

type Handler = Reply | (() => Reply | Promise<Reply>);

function setup(
  generate: Handler = { body: { ideas: [dashboard, cli] } },
  user: User | null = null,
) {
  const mock = mockFetch({
    'GET /api/auth/profile': { body: { user } },
    'POST /api/tools/generate-ideas': generate,
  });
  const view = renderRoutes(routes, { url: '/tools/idea-generator', user });
  return { ...mock, ...view, user: userEvent.setup() };
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const currentStep = () =>
  screen
    .getByRole('navigation', { name: 'Idea generator progress' })
    .querySelector('[aria-current="step"]')?.textContent;

async function toResults(user: ReturnType<typeof userEvent.setup>, interests: string[] = []) {
  await stepHeading('Your Info');
  for (const name of interests) await user.click(screen.getByRole('checkbox', { name }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await stepHeading('Preferences');
  await user.click(screen.getByRole('button', { name: 'Generate ideas' }));
  return stepHeading('Your Ideas');
}

const ideaCard = (title: string) => screen.getByRole('article', { name: title });

describe('Idea generator', { timeout: 30_000 }, () => {
  it('step 1 offers experience levels (beginner by default) and areas of interest', async () => {
    const { user } = setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Idea Generator' }),
    ).toBeInTheDocument();
    await stepHeading('Your Info');
    expect(currentStep()).toMatch(/Your Info/);

    const levels = screen.getByRole('group', { name: 'Experience level' });
    const radios = within(levels).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(within(levels).getByRole('radio', { name: 'Beginner (under 1 year)' })).toBeChecked();
    expect(
      within(levels).getByRole('radio', { name: 'Intermediate (1-3 years)' }),
    ).not.toBeChecked();
    expect(within(levels).getByRole('radio', { name: 'Advanced (3+ years)' })).not.toBeChecked();

    const interests = screen.getByRole('group', { name: 'Areas of interest' });
    const boxes = within(interests).getAllByRole('checkbox');
    expect(boxes).toHaveLength(8);
    boxes.forEach((box) => expect(box).not.toBeChecked());

    // Keyboard: arrow keys move the radio choice; space toggles an interest.
    within(levels).getByRole('radio', { name: 'Beginner (under 1 year)' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Intermediate (1-3 years)' })).toBeChecked();
    screen.getByRole('checkbox', { name: 'Games' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Games' })).toBeChecked();
  });

  it('Next opens step 2 with 1 week by default and moves focus to its heading', async () => {
    const { user } = setup();
    await stepHeading('Your Info');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const heading = await stepHeading('Preferences');
    expect(heading).toHaveFocus();
    expect(currentStep()).toMatch(/Preferences/);

    const time = screen.getByRole('group', { name: 'Time available' });
    expect(within(time).getAllByRole('radio')).toHaveLength(4);
    expect(within(time).getByRole('radio', { name: '1 week' })).toBeChecked();
    const goals = screen.getByRole('group', { name: 'Goals' });
    expect(within(goals).getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Generate ideas' })).toBeEnabled();
  });

  it('Back returns to step 1 with the choices kept', async () => {
    const { user } = setup();
    await stepHeading('Your Info');
    await user.click(screen.getByRole('radio', { name: 'Advanced (3+ years)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mobile apps' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Preferences');
    await user.click(screen.getByRole('radio', { name: '1 month' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(await stepHeading('Your Info')).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Advanced (3+ years)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mobile apps' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('radio', { name: '1 month' })).toBeChecked();
  });

  it('sends the choices and shows Generating ideas… while waiting', async () => {
    const { user, calls } = setup(() => pending());
    await stepHeading('Your Info');
    await user.click(screen.getByRole('radio', { name: 'Intermediate (1-3 years)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Developer tools' }));
    await user.click(screen.getByRole('checkbox', { name: 'Web apps' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Preferences');
    await user.click(screen.getByRole('radio', { name: 'A weekend' }));
    await user.click(screen.getByRole('checkbox', { name: 'Earn income' }));
    await user.click(screen.getByRole('checkbox', { name: 'Learn new skills' }));
    await user.click(screen.getByRole('button', { name: 'Generate ideas' }));

    const busy = await screen.findByRole('button', { name: 'Generating ideas…' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    const call = calls.find((c) => c.path === '/api/tools/generate-ideas');
    expect(call?.method).toBe('POST');
    // Options keep their display order whatever order they were clicked in.
    expect(call?.body).toEqual({
      skillLevel: 'intermediate',
      interests: ['web', 'tool'],
      timeCommitment: 'weekend',
      goals: ['learn', 'income'],
    });
  });

  it('sends the defaults when nothing was chosen', async () => {
    const { user, calls } = setup();
    await toResults(user);
    expect(calls.find((c) => c.path === '/api/tools/generate-ideas')?.body).toEqual({
      skillLevel: 'beginner',
      interests: [],
      timeCommitment: '1-week',
      goals: [],
    });
  });

  it('step 3 lists the ideas with price range, demand, time, difficulty and trending', async () => {
    const { user } = setup();
    expect(await toResults(user)).toHaveFocus();
    expect(currentStep()).toMatch(/Your Ideas/);
    expect(screen.getAllByRole('article')).toHaveLength(2);

    const card = within(ideaCard('Habit Tracker Dashboard'));
    expect(card.getByText('Track daily habits with streaks and charts.')).toBeInTheDocument();
    expect(card.getByText('Web Apps')).toBeInTheDocument();
    const fact = (label: string) => card.getByText(label).closest('div')?.querySelector('dd');
    expect(fact('Estimated price')).toHaveTextContent('$25–$60');
    expect(fact('Market demand')).toHaveTextContent('Very high');
    expect(fact('Time')).toHaveTextContent('2 weeks');
    expect(fact('Difficulty')).toHaveTextContent('Intermediate');
    expect(card.getByText('88% trending')).toBeInTheDocument();
    // What "trending" means is said once, above the ideas.
    expect(screen.getByText(/views and last-30-day sales per project/)).toBeInTheDocument();
    expect(within(ideaCard('Changelog CLI')).getByText('Tools')).toBeInTheDocument();
    expect(screen.queryByText(/example ideas/i)).not.toBeInTheDocument();
  });

  it('the breakdown opens and closes with skills, features, monetization and competition', async () => {
    const { user } = setup();
    await toResults(user);
    const card = within(ideaCard('Habit Tracker Dashboard'));
    const toggle = card.getByRole('button', { name: 'Project breakdown' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(card.queryByText('Required skills')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = within(document.getElementById(toggle.getAttribute('aria-controls')!)!);
    expect(panel.getByText('Required skills')).toBeInTheDocument();
    for (const skill of ['React', 'Chart.js', 'Node.js'])
      expect(panel.getByText(skill)).toBeInTheDocument();
    expect(panel.getByText('Key features')).toBeInTheDocument();
    expect(panel.getByText('Weekly charts')).toBeInTheDocument();
    expect(panel.getByText('Monetization strategy')).toBeInTheDocument();
    expect(panel.getByText('Sell a pro theme pack')).toBeInTheDocument();
    expect(panel.getByText('75 similar projects on the marketplace')).toBeInTheDocument();
    expect(panel.getByText('Medium competition')).toBeInTheDocument();

    // Keyboard closes it again.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(card.queryByText('Required skills')).not.toBeInTheDocument();

    await user.click(
      within(ideaCard('Changelog CLI')).getByRole('button', { name: 'Project breakdown' }),
    );
    expect(screen.getByText('3 similar projects on the marketplace')).toBeInTheDocument();
    expect(screen.getByText('Low competition')).toBeInTheDocument();
  });

  it('Save for later keeps ideas in this browser, lists them and survives a reload', async () => {
    const first = setup();
    await toResults(first.user);
    expect(screen.queryByRole('heading', { name: /Saved ideas/ })).not.toBeInTheDocument();

    const save = within(ideaCard('Habit Tracker Dashboard')).getByRole('button', {
      name: 'Save for later',
    });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await first.user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');

    const section = screen.getByRole('region', { name: /Saved ideas/ });
    expect(within(section).getByRole('article', { name: 'Habit Tracker Dashboard' })).toBeVisible();
    const stored = JSON.parse(localStorage.getItem(SAVED_IDEAS_KEY) ?? '[]') as Idea[];
    expect(stored.map((i) => i.id)).toEqual(['idea-dash']);

    // A reload: a fresh page starts at step 1 and still lists the saved idea.
    first.unmount();
    const second = setup();
    await stepHeading('Your Info');
    const again = screen.getByRole('region', { name: /Saved ideas/ });
    const saved = within(again).getByRole('article', { name: 'Habit Tracker Dashboard' });
    expect(within(saved).getByText('$25–$60')).toBeInTheDocument();

    await second.user.click(within(saved).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('region', { name: /Saved ideas/ })).not.toBeInTheDocument();
    expect(localStorage.getItem(SAVED_IDEAS_KEY)).toBeNull();
  });

  it('ignores an unreadable saved-ideas entry', async () => {
    localStorage.setItem(SAVED_IDEAS_KEY, '{not json');
    setup();
    await stepHeading('Your Info');
    expect(screen.queryByRole('region', { name: /Saved ideas/ })).not.toBeInTheDocument();
    localStorage.setItem(SAVED_IDEAS_KEY, JSON.stringify([{ id: 'x', title: 'No shape' }]));
    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_IDEAS_KEY }));
    expect(screen.queryByRole('region', { name: /Saved ideas/ })).not.toBeInTheDocument();
  });

  it('shows ideas saved in another tab', async () => {
    setup();
    await stepHeading('Your Info');
    localStorage.setItem(SAVED_IDEAS_KEY, JSON.stringify([cli]));
    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_IDEAS_KEY }));
    const section = await screen.findByRole('region', { name: /Saved ideas/ });
    expect(within(section).getByRole('article', { name: 'Changelog CLI' })).toBeInTheDocument();
  });

  it('Save for later pressed again unsaves the idea', async () => {
    const { user } = setup();
    await toResults(user);
    const save = within(ideaCard('Changelog CLI')).getByRole('button', { name: 'Save for later' });
    await user.click(save);
    expect(screen.getByRole('region', { name: /Saved ideas/ })).toBeInTheDocument();
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: /Saved ideas/ })).not.toBeInTheDocument();
  });

  it('Start this project sends a visitor to /register', async () => {
    const { user, router } = setup();
    await toResults(user);
    const start = within(ideaCard('Habit Tracker Dashboard')).getByRole('link', {
      name: 'Start this project',
    });
    expect(start).toHaveAttribute('href', '/register');
    await user.click(start);
    expect(await screen.findByText('Register page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('Start this project opens the prefilled post form for a signed-in user', async () => {
    const { user, router } = setup(undefined, buildUser());
    await toResults(user);
    await user.click(
      within(ideaCard('Habit Tracker Dashboard')).getByRole('link', { name: 'Start this project' }),
    );
    expect(await screen.findByText('Post projects page')).toBeInTheDocument();
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/post-projects');
    const params = new URLSearchParams(search);
    expect(Object.fromEntries(params)).toEqual({
      title: 'Habit Tracker Dashboard',
      description: 'Track daily habits with streaks and charts.',
      category: 'web',
      tags: 'React,Chart.js,Node.js',
      suggestedPrice: '25',
    });
  });

  it('Generate new ideas goes back to step 1 and clears the results', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Games' }));
    await toResults(user);
    await user.click(screen.getByRole('button', { name: 'Generate new ideas' }));

    expect(await stepHeading('Your Info')).toHaveFocus();
    expect(currentStep()).toMatch(/Your Info/);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // The choices stay, ready to be adjusted.
    expect(screen.getByRole('checkbox', { name: 'Games' })).toBeChecked();

    // Going forward again asks for new ideas rather than showing the old ones.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Preferences');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate ideas' }));
    await stepHeading('Your Ideas');
    expect(calls.filter((c) => c.path === '/api/tools/generate-ideas')).toHaveLength(2);
  });

  describe('when generation fails', () => {
    it('shows the sample ideas that match the chosen interests, with a note', async () => {
      const { user } = setup({ status: 500, body: { error: 'Internal Server Error' } });
      await toResults(user, ['APIs & backends']);
      expect(screen.getByText('These are example ideas')).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(1);
      const card = within(ideaCard('Drop-in API Rate Limiter'));
      expect(card.getByText('$29–$79')).toBeInTheDocument();
      await user.click(card.getByRole('button', { name: 'Project breakdown' }));
      expect(card.getByText('Redis')).toBeInTheDocument();
    });

    it('shows the design sample for design, two for web', async () => {
      const { user } = setup({ status: 503 });
      await toResults(user, ['Design & UI']);
      expect(screen.getAllByRole('article')).toHaveLength(1);
      expect(ideaCard('Accessible UI Component Library')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Generate new ideas' }));
      await user.click(await screen.findByRole('checkbox', { name: 'Design & UI' }));
      await toResults(user, ['Web apps']);
      expect(screen.getAllByRole('article')).toHaveLength(2);
      expect(ideaCard('Team Task Dashboard')).toBeInTheDocument();
      expect(ideaCard('Accessible UI Component Library')).toBeInTheDocument();
    });

    it('shows all three samples when no sample matches the interests', async () => {
      const { user } = setup({ status: 429, body: { error: 'Too many requests' } });
      await toResults(user, ['Games']);
      expect(screen.getAllByRole('article')).toHaveLength(3);
      for (const title of [
        'Team Task Dashboard',
        'Drop-in API Rate Limiter',
        'Accessible UI Component Library',
      ])
        expect(ideaCard(title)).toBeInTheDocument();
    });

    it('treats a malformed answer as a failure', async () => {
      const { user } = setup({ body: { ideas: [{ title: 'half an idea' }] } });
      await toResults(user);
      expect(screen.getByText('These are example ideas')).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(3);
    });
  });

  it('shows an empty state when the server has no idea for the choices', async () => {
    const { user } = setup({ body: { ideas: [] } });
    await toResults(user);
    expect(
      screen.getByRole('heading', { name: 'No ideas matched your choices' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate new ideas' }));
    await waitFor(() => expect(currentStep()).toMatch(/Your Info/));
  });
});
