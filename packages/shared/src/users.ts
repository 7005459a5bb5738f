import { z } from 'zod';

/** A category with how many of the author's published projects are in it. */
export const categoryCountSchema = z.object({
  category: z.string(),
  label: z.string(),
  count: z.number().int(),
});
export const tagCountSchema = z.object({ tag: z.string(), count: z.number().int() });

/** Author profile: top 5 categories and top 10 tags. */
export const TOP_CATEGORIES = 5;
export const TOP_TAGS = 10;

/**
 * GET /users/{id}: the public profile of an author (the response is this object itself).
 * Never carries email, role or anything secret. Stats are summed over published projects.
 */
export const publicUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  profileImage: z.string().nullable(),
  reputation: z.number().int(),
  createdAt: z.string(),
  /** The code-hosting account, with a link to its profile page. */
  githubProfile: z.object({ username: z.string(), url: z.string() }).nullable(),
  website: z.string().nullable(),
  profile: z.object({ displayName: z.string().nullable(), bio: z.string().nullable() }),
  projectsCount: z.number().int(),
  stats: z.object({
    projectsCount: z.number().int(),
    totalViews: z.number().int(),
    totalDownloads: z.number().int(),
    totalStars: z.number().int(),
    topCategories: z.array(categoryCountSchema),
    topTags: z.array(tagCountSchema),
  }),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
