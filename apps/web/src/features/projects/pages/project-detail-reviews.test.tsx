import type { Project, Review, ReviewListResponse, ViewerLicense } from '@codebazaar/shared';
import { REVIEW_ERRORS } from '@codebazaar/shared/rules';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { buildProject } from '@/testing/build-project';

import { Component as ProjectDetailPage } from './project-detail-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const routes = [{ path: '/project/:id', element: <ProjectDetailPage /> }];
const viewer = buildUser({ username: 'buyer' });

const license: ViewerLicense = {
  _id: 'lic-1',
  id: 'lic-1',
  kind: 'free',
  isActive: true,
  purchaseDate: '2025-03-01T00:00:00.000Z',
  githubAccess: { repositoryFullName: null, accessGranted: false, invitationSent: false },
};

const review = (overrides: Partial<Review> = {}): Review => ({
  id: 'r-1',
  rating: 4,
  body: 'Solid starter kit',
  author: { id: 'someone', username: 'reviewer1', displayName: null, profileImage: null },
  createdAt: '2025-04-02T00:00:00.000Z',
  updatedAt: '2025-04-02T00:00:00.000Z',
  ...overrides,
});

const listOf = (reviews: Review[], ownReview: Review | null = null, total = reviews.length) =>
  ({
    reviews,
    ownReview,
    rating: {
      average: reviews.length ? reviews.reduce((s, r) => s + r.rating, 0) / reviews.length : null,
      count: total,
    },
    pagination: {
      currentPage: 1,
      totalPages: 1,
      total,
      limit: 20,
      hasNext: false,
      hasPrev: false,
    },
  }) satisfies ReviewListResponse;

function setup(
  project: Project,
  opts: {
    license?: ViewerLicense | null;
    signedIn?: boolean;
    reviews?: () => Reply;
    put?: (body: unknown) => Reply;
  } = {},
) {
  const fetch = mockFetch({
    'GET /api/auth/profile':
      opts.signedIn === false ? { status: 401, body: { error: 'x' } } : { body: { user: viewer } },
    [`GET /api/projects/${project._id}`]: {
      body: { project, userLicense: opts.license ?? null },
    },
    [`GET /api/projects/${project._id}/reviews`]: opts.reviews ?? (() => ({ body: listOf([]) })),
    [`PUT /api/projects/${project._id}/reviews`]: (call) =>
      opts.put ? opts.put(call.body) : { status: 500, body: { error: 'unexpected' } },
  });
  renderRoutes(routes, {
    url: `/project/${project._id}`,
    user: opts.signedIn === false ? null : viewer,
  });
  return fetch;
}

const section = async () =>
  within((await screen.findByRole('heading', { name: 'Reviews' })).closest('section')!);

describe('Project page reviews', () => {
  it('shows the average, the count and the reviews newest first, without a form for visitors', async () => {
    const project = buildProject({ rating: { average: 3.5, count: 2 } });
    setup(project, {
      signedIn: false,
      reviews: () => ({
        body: listOf([
          review({
            id: 'a',
            rating: 5,
            body: 'Newest',
            author: { id: 'u1', username: 'amy', displayName: 'Amy Adams', profileImage: null },
          }),
          review({
            id: 'b',
            rating: 2,
            body: 'Older',
            author: { id: 'u2', username: 'bob', displayName: null, profileImage: null },
          }),
        ]),
      }),
    });
    const s = await section();
    expect(await s.findByText('Newest')).toBeInTheDocument();
    expect(s.getByText('Rated 3.5 out of 5 from 2 reviews')).toBeInTheDocument();
    const items = within(s.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Newest'),
      expect.stringContaining('Older'),
    ]);
    expect(within(items[0]!).getByText('5 stars')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Amy Adams')).toBeInTheDocument();
    expect(within(items[1]!).getByText('bob')).toBeInTheDocument();
    expect(s.queryByRole('form')).not.toBeInTheDocument();
    expect(s.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('shows No reviews yet and no form to signed-in users without a license', async () => {
    setup(buildProject());
    const s = await section();
    expect(await s.findByText('No reviews yet.')).toBeInTheDocument();
    expect(s.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
  });

  it('shows no form to the author', async () => {
    const project = buildProject({
      author: {
        _id: viewer.id,
        id: viewer.id,
        username: 'buyer',
        displayName: null,
        profileImage: null,
        reputation: 1,
      },
    });
    setup(project, { license });
    const s = await section();
    expect(await s.findByText('No reviews yet.')).toBeInTheDocument();
    expect(s.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
  });

  it('lets a license holder rate with the star radio group and a text, then shows the review', async () => {
    const user = userEvent.setup();
    const project = buildProject();
    let saved: Review | null = null;
    const fetch = setup(project, {
      license,
      reviews: () => ({ body: listOf(saved ? [saved] : [], saved) }),
      put: (body) => {
        const b = body as { rating: number; body: string };
        saved = review({
          id: 'mine',
          rating: b.rating,
          body: b.body,
          author: { id: viewer.id, username: 'buyer', displayName: null, profileImage: null },
        });
        return { body: { review: saved, rating: { average: b.rating, count: 1 } } };
      },
    });
    const s = await section();
    const submit = await s.findByRole('button', { name: 'Submit review' });
    await user.click(submit);
    expect(await s.findByRole('alert')).toHaveTextContent(
      'Please choose a rating from 1 to 5 stars',
    );
    expect(fetch.calls.some((c) => c.method === 'PUT')).toBe(false);

    const group = s.getByRole('group', { name: 'Your rating' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(s.getByLabelText('Review (optional)'), 'Clean code');
    await user.click(submit);

    expect(await s.findByText('Your review was saved.')).toBeInTheDocument();
    const put = fetch.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ rating: 4, body: 'Clean code' });
    expect(await s.findByRole('button', { name: 'Update review' })).toBeInTheDocument();
    expect(
      within(s.getByRole('list', { name: 'Reviews' })).getByText('Clean code'),
    ).toBeInTheDocument();
  });

  it('fills the form with the own review for editing and shows server errors', async () => {
    const user = userEvent.setup();
    const own = review({
      id: 'mine',
      rating: 2,
      body: 'Meh',
      author: { id: viewer.id, username: 'buyer', displayName: null, profileImage: null },
    });
    setup(buildProject(), {
      license,
      reviews: () => ({ body: listOf([own], own) }),
      put: () => ({ status: 403, body: { error: REVIEW_ERRORS.noLicense } }),
    });
    const s = await section();
    const button = await s.findByRole('button', { name: 'Update review' });
    expect(s.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(s.getByLabelText('Review (optional)')).toHaveValue('Meh');
    await user.click(s.getByRole('radio', { name: '5 stars' }));
    await user.click(button);
    expect(await s.findByText(REVIEW_ERRORS.noLicense)).toBeInTheDocument();
  });

  it('blocks texts over 2000 characters', async () => {
    const user = userEvent.setup();
    setup(buildProject(), { license });
    const s = await section();
    const box = await s.findByLabelText('Review (optional)');
    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(s.getByText(REVIEW_ERRORS.bodyTooLong)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(s.getByRole('button', { name: 'Submit review' })).toBeDisabled();
  });

  it('tells how many reviews there are when only the newest are shown', async () => {
    const many = Array.from({ length: 20 }, (_, i) => review({ id: `r${i}`, body: `Review ${i}` }));
    setup(buildProject({ rating: { average: 4, count: 27 } }), {
      reviews: () => ({ body: listOf(many, null, 27) }),
    });
    const s = await section();
    expect(await s.findByText('Showing the 20 newest of 27 reviews.')).toBeInTheDocument();
  });
});
