import {
  buildPagination,
  REVIEW_ERRORS,
  type Review,
  type ReviewListResponse,
  type ReviewResponse,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import type { AuthUser } from '../../plugins/auth';
import { toRatingDto } from '../projects/projects.mapper';
import { isUuid } from '../../lib/ids';
import { PROJECT_NOT_FOUND } from '../../lib/messages';
import type { ReviewProjectRow, ReviewRow, ReviewsRepository } from './reviews.repository';

export function toReviewDto(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    author: {
      id: row.userId,
      username: row.username,
      displayName: row.displayName,
      profileImage: row.profileImage,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface ReviewsServiceOptions {
  /** Called after every review write, e.g. to clear cached project lists; awaited. */
  onChange?: () => void | Promise<void>;
  /** Called with the id of a first review (not an edit), after it is saved. */
  onCreated?: (reviewId: string) => void | Promise<void>;
}

export function createReviewsService(repo: ReviewsRepository, opts: ReviewsServiceOptions = {}) {
  /** Published projects have reviews; drafts exist only for their author. */
  async function loadProject(id: string, user: AuthUser | null): Promise<ReviewProjectRow> {
    const row = isUuid(id) ? await repo.findProject(id) : null;
    if (!row || (row.status !== 'published' && row.authorId !== user?.id)) {
      throw httpErrors.notFound(PROJECT_NOT_FOUND);
    }
    return row;
  }

  return {
    /** GET /projects/{id}/reviews: newest first, one page, with the viewer's own review. */
    async list(
      projectId: string,
      user: AuthUser | null,
      page: number,
      limit: number,
    ): Promise<ReviewListResponse> {
      const project = await loadProject(projectId, user);
      const rating = toRatingDto(project.ratingAvg, project.ratingCount);
      // Most projects have no reviews yet: their (empty) list needs no more reads.
      if (!project.hasReviews) {
        return {
          reviews: [],
          rating,
          ownReview: null,
          pagination: buildPagination(page, limit, 0),
        };
      }
      const offset = (page - 1) * limit;
      const [rows, own] = await Promise.all([
        repo.list(project.id, limit, offset),
        user ? repo.findOwn(project.id, user.id) : Promise.resolve(null),
      ]);
      // A page that is not full ends the list, so it tells the total: most projects have fewer
      // reviews than a page holds, and every project page asks (one query less per page).
      const ended = rows.length < limit && (rows.length > 0 || offset === 0);
      const total = ended ? offset + rows.length : await repo.count(project.id);
      return {
        reviews: rows.map(toReviewDto),
        rating,
        ownReview: own ? toReviewDto(own) : null,
        pagination: buildPagination(page, limit, total),
      };
    },

    /** PUT /projects/{id}/reviews: an active license holder (not the author) rates once, edits. */
    async upsert(
      user: AuthUser,
      projectId: string,
      input: { rating: number; body: string },
    ): Promise<ReviewResponse> {
      const project = await loadProject(projectId, user);
      if (project.authorId === user.id) throw httpErrors.forbidden(REVIEW_ERRORS.ownProject);
      if (!(await repo.hasActiveLicense(project.id, user.id))) {
        throw httpErrors.forbidden(REVIEW_ERRORS.noLicense);
      }
      const saved = await repo.upsert(project.id, user.id, input.rating, input.body);
      await opts.onChange?.();
      if (saved.created) await opts.onCreated?.(saved.review.id);
      return {
        review: toReviewDto(saved.review),
        rating: toRatingDto(saved.ratingAvg, saved.ratingCount),
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
