import { REVIEW_ERRORS } from '@codebazaar/shared';
import { describe, expect, it, vi } from 'vitest';

import type { AuthUser } from '../../plugins/auth';
import type { ReviewProjectRow, ReviewRow, ReviewsRepository } from './reviews.repository';
import { createReviewsService } from './reviews.service';

const PROJECT = '11111111-1111-4111-8111-111111111111';
const user = (id: string) => ({ id, username: id, role: 'user' }) as unknown as AuthUser;

function fakeRepo(project: ReviewProjectRow | null, licensed: boolean) {
  const row: ReviewRow = {
    id: 'r1',
    rating: 4,
    body: 'ok',
    userId: 'buyer',
    username: 'buyer',
    displayName: null,
    profileImage: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-02T00:00:00Z'),
  };
  return {
    findProject: vi.fn(async () => project),
    hasActiveLicense: vi.fn(async () => licensed),
    list: vi.fn(async () => [row]),
    count: vi.fn(async () => 1),
    findOwn: vi.fn(async () => row),
    upsert: vi.fn(async () => ({ review: row, ratingAvg: 4.25, ratingCount: 4, created: true })),
  } satisfies Partial<ReviewsRepository> as unknown as ReviewsRepository & {
    upsert: ReturnType<typeof vi.fn>;
    hasActiveLicense: ReturnType<typeof vi.fn>;
    findOwn: ReturnType<typeof vi.fn>;
  };
}

const published: ReviewProjectRow = {
  id: PROJECT,
  authorId: 'author',
  status: 'published',
  ratingAvg: 4.25,
  ratingCount: 4,
  hasReviews: true,
};

const status = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: { statusCode: number }) => e.statusCode,
  );

describe('reviews service rules', () => {
  it('lets an active license holder write, and reports the rounded average', async () => {
    const onChange = vi.fn();
    const repo = fakeRepo(published, true);
    const res = await createReviewsService(repo, { onChange }).upsert(user('buyer'), PROJECT, {
      rating: 4,
      body: 'ok',
    });
    expect(repo.upsert).toHaveBeenCalledWith(PROJECT, 'buyer', 4, 'ok');
    expect(res.rating).toEqual({ average: 4.3, count: 4 });
    expect(res.review.author.username).toBe('buyer');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('forbids the author before looking at licenses', async () => {
    const repo = fakeRepo(published, true);
    const service = createReviewsService(repo);
    await expect(service.upsert(user('author'), PROJECT, { rating: 5, body: '' })).rejects.toThrow(
      REVIEW_ERRORS.ownProject,
    );
    expect(repo.upsert).not.toHaveBeenCalled();
  });

  it('forbids users without an active license', async () => {
    const repo = fakeRepo(published, false);
    const service = createReviewsService(repo);
    expect(await status(service.upsert(user('x'), PROJECT, { rating: 5, body: '' }))).toBe(403);
    await expect(service.upsert(user('x'), PROJECT, { rating: 5, body: '' })).rejects.toThrow(
      REVIEW_ERRORS.noLicense,
    );
    expect(repo.upsert).not.toHaveBeenCalled();
  });

  it('hides drafts from everyone but their author, and unknown or malformed ids', async () => {
    const draft = { ...published, status: 'draft' as const };
    expect(
      await status(createReviewsService(fakeRepo(draft, true)).list(PROJECT, null, 1, 20)),
    ).toBe(404);
    expect(
      await status(
        createReviewsService(fakeRepo(draft, true)).list(PROJECT, user('author'), 1, 20),
      ),
    ).toBe(200);
    expect(
      await status(createReviewsService(fakeRepo(null, true)).list(PROJECT, null, 1, 20)),
    ).toBe(404);
    const repo = fakeRepo(published, true);
    expect(await status(createReviewsService(repo).list('abc', null, 1, 20))).toBe(404);
    expect(repo.findProject).not.toHaveBeenCalled();
  });

  it('answers a project without reviews from the project alone', async () => {
    const repo = fakeRepo(
      { ...published, ratingAvg: null, ratingCount: 0, hasReviews: false },
      true,
    );
    const res = await createReviewsService(repo).list(PROJECT, user('buyer'), 1, 20);
    expect(res).toEqual({
      reviews: [],
      rating: { average: null, count: 0 },
      ownReview: null,
      pagination: expect.objectContaining({ total: 0, currentPage: 1, hasNext: false }),
    });
    expect(repo.list).not.toHaveBeenCalled();
    expect(repo.findOwn).not.toHaveBeenCalled();
  });

  it('reports no average without reviews and skips the own review for visitors', async () => {
    const repo = fakeRepo({ ...published, ratingAvg: null, ratingCount: 0 }, true);
    const res = await createReviewsService(repo).list(PROJECT, null, 2, 10);
    expect(res.rating).toEqual({ average: null, count: 0 });
    expect(res.ownReview).toBeNull();
    expect(repo.findOwn).not.toHaveBeenCalled();
    expect(repo.list).toHaveBeenCalledWith(PROJECT, 10, 10);
  });
});
