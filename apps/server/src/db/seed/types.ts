import type { BlogCategory, LicenseType, ProjectCategory } from '@codebazaar/shared';

import type { CoverArt } from './cover-art';

/** A project of the demo marketplace; prices in dollars here, cents in the database. */
export interface SeedProject {
  /** Key of the author in users.ts. */
  author: string;
  /** Repository name; also the key purchases refer to. Unique. */
  repo: string;
  title: string;
  category: ProjectCategory;
  license: LicenseType;
  /** Seller price in dollars; 0 for free projects. */
  price: number;
  /** Paragraphs, joined with blank lines. */
  description: string[];
  tags: string[];
  techStack: string[];
  freeFeatures: string[];
  paidFeatures: string[];
  /**
   * Folder of the project's live demo under apps/server/demos/, served by Codebazaar itself at
   * /demos/<folder>/. Projects without one have no demo URL.
   */
  demo?: string;
  /** A generated cover picture (seed/cover-art.ts), made when the demo data is seeded. */
  cover?: CoverArt;
  /**
   * How many licenses (claims and purchases) the demo history gives the project: those listed in
   * licenses.ts plus claims and purchases by the marketplace's other buyers, generated up to this
   * number (seed/activity.ts). The stored downloads counter is counted from the license rows.
   */
  downloads: number;
  /** Stars of the GitHub repository (not a marketplace figure). */
  stars: number;
  /** Days since the project was created. */
  daysAgo: number;
  draft?: boolean;
  /** Imported from (and verified against) GitHub: the repository's main language. */
  verifiedLanguage?: string;
}

/** A post of the demo blog. */
export interface SeedBlogPost {
  /** Key of the author in users.ts. */
  author: string;
  title: string;
  category: BlogCategory;
  excerpt: string;
  tags: string[];
  /** HTML; sanitized like every stored post before it is inserted. */
  content: string;
  status?: 'draft' | 'published' | 'archived';
  featured?: boolean;
  views: number;
  /** Days since publication (or since creation, for a draft). */
  daysAgo: number;
  metaTitle?: string;
  metaDescription?: string;
  focusKeyword?: string;
}

/** A person of the demo marketplace (users.ts, buyers.ts). */
export interface SeedUser {
  key: string;
  username: string;
  email: string;
  role: 'user' | 'admin';
  /** Set for the three demo accounts only. */
  password?: string;
  /** Label printed beside the demo account at start-up. */
  demoRole?: 'admin' | 'seller' | 'buyer';
  displayName: string;
  bio: string;
  website: string | null;
  githubUsername: string | null;
  reputation: number;
  /** Days since the account was created. */
  joinedDaysAgo: number;
  verified: boolean;
}
