import { z } from 'zod';

export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/**
 * A search term of at most `max` characters: control characters (NUL included) mean nothing in a
 * search and become spaces, and a blank term is no search.
 */
export const searchTermSchema = (max: number, tooLong: string) =>
  z
    .string()
    .max(max, tooLong)
    .optional()
    // eslint-disable-next-line no-control-regex
    .transform((v) => v?.replace(/[\u0000-\u001f\u007f]/g, ' ').trim() || undefined);

export const idParamsSchema = z.object({ id: z.uuid({ message: 'Invalid id' }) });

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  limit: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function buildPagination(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    currentPage: page,
    totalPages,
    total,
    limit,
    hasNext: page < totalPages,
    hasPrev: page > 1,
  };
}
