import { categoryLabel } from '@codebazaar/shared';

import type { Db } from '../../db/client';
import { createProjectsRepository } from './projects.repository';
import { isUuid } from './projects.service';

/** What the server-rendered <head> of /project/{id} shows about a published project. */
export interface ProjectHead {
  id: string;
  title: string;
  description: string;
  category: string;
  categoryLabel: string;
  licenseType: 'free' | 'paid' | 'freemium';
  /**
   * The seller's price in dollars: 0 for free projects, null for paid and freemium ones (the head
   * is served to signed-out readers, who are asked to sign in to see prices).
   */
  price: number | null;
  /** What a customer pays in dollars, fee included: 0 for free projects, else null. */
  customerPrice: number | null;
  currency: string;
  tags: string[];
  features: { freeFeatures: string[]; paidFeatures: string[] };
  demoUrl: string | null;
  authorId: string;
  authorName: string;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A published project's head data, or null for unknown ids, malformed ids and drafts. */
export async function getProjectForHead(db: Db, id: string): Promise<ProjectHead | null> {
  if (!isUuid(id)) return null;
  const row = await createProjectsRepository(db).findById(id);
  if (!row || row.status !== 'published') return null;
  const free = row.licenseType === 'free';
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    categoryLabel: categoryLabel(row.category),
    licenseType: row.licenseType,
    price: free ? 0 : null,
    customerPrice: free ? 0 : null,
    currency: row.currency,
    tags: row.tags,
    features: { freeFeatures: row.freeFeatures, paidFeatures: row.paidFeatures },
    demoUrl: row.demoUrl,
    authorId: row.authorId,
    authorName: row.authorUsername,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
