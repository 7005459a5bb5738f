import type { BlogCategory, LicenseType, ProjectCategory } from '@codebazaar/shared';

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
  /** Path of a demo under https://example.com/demos/, when the project has one. */
  demo?: string;
  /** views, downloads, stars */
  stats: [number, number, number];
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
