import { and, count, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../db/client';
import { projects, users, type SourceRepository, type StoredProjectMedia } from '../db/schema';

export interface HeadProjectRow {
  id: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  techStack: string[];
  licenseType: 'free' | 'paid' | 'freemium';
  currency: string;
  freeFeatures: string[];
  paidFeatures: string[];
  freeRepoUrl: string | null;
  sourceRepository: SourceRepository | null;
  media: StoredProjectMedia;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  authorId: string;
  authorUsername: string;
  authorDisplayName: string | null;
}

export interface HeadAuthorRow {
  id: string;
  username: string;
  displayName: string | null;
  bio: string | null;
  profileImage: string | null;
  website: string | null;
  githubUsername: string | null;
  createdAt: Date;
  projectsCount: number;
  /** Categories of the author's published projects, most used first. */
  topCategories: string[];
}

/** Queries of the server-rendered <head> of project and author pages: one indexed read each. */
export function createHeadRepository(db: Db) {
  // Every project page reads it (cached a while): its SQL is built once, not per page (as the
  // project detail's, projects.repository.ts). Prepared once per connection on PostgreSQL.
  const publishedProject = db
    .select({
      id: projects.id,
      title: projects.title,
      description: projects.description,
      category: projects.category,
      tags: projects.tags,
      techStack: projects.techStack,
      licenseType: projects.licenseType,
      currency: projects.currency,
      freeFeatures: projects.freeFeatures,
      paidFeatures: projects.paidFeatures,
      freeRepoUrl: projects.freeRepoUrl,
      sourceRepository: projects.sourceRepository,
      media: projects.media,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
      publishedAt: projects.publishedAt,
      authorId: projects.authorId,
      authorUsername: users.username,
      authorDisplayName: users.displayName,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.authorId))
    .where(and(eq(projects.id, sql.placeholder('id')), eq(projects.status, 'published')))
    .limit(1)
    .prepare('project_head_by_id');

  return {
    async findPublishedProject(id: string): Promise<HeadProjectRow | null> {
      const [row] = await publishedProject.execute({ id });
      return row ?? null;
    },

    /** By id, or by username in any letter case (users_username_lower_idx). */
    async findAuthor(key: { id: string } | { username: string }): Promise<HeadAuthorRow | null> {
      const [user] = await db
        .select({
          id: users.id,
          username: users.username,
          displayName: users.displayName,
          bio: users.bio,
          profileImage: users.profileImage,
          website: users.website,
          githubUsername: users.githubUsername,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(
          'id' in key
            ? eq(users.id, key.id)
            : eq(sql`lower(${users.username})`, key.username.toLowerCase()),
        )
        .limit(1);
      if (!user) return null;
      const published = and(eq(projects.authorId, user.id), eq(projects.status, 'published'));
      const categories = await db
        .select({ category: projects.category, n: count() })
        .from(projects)
        .where(published)
        .groupBy(projects.category)
        .orderBy(desc(count()), projects.category);
      return {
        ...user,
        projectsCount: categories.reduce((sum, c) => sum + Number(c.n), 0),
        topCategories: categories.filter((c) => c.category !== '').map((c) => c.category),
      };
    },
  };
}

export type HeadRepository = ReturnType<typeof createHeadRepository>;
