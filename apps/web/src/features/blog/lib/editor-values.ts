import {
  blogCategorySchema,
  createBlogPostInputSchema,
  type BlogPost,
  type CreateBlogPostInput,
} from '@codebazaar/shared';
import {
  defaultMetaDescription,
  defaultMetaTitle,
  parseTags,
  type BlogCategory,
  type BlogStatus,
} from '@codebazaar/shared/rules';

/** What the editor's fields hold (tags as comma-separated text, image and SEO flattened). */
export interface EditorValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  status: BlogStatus;
  category: BlogCategory;
  featured: boolean;
  tags: string;
  imageUrl: string;
  imageAlt: string;
  metaTitle: string;
  metaDescription: string;
  focusKeyword: string;
  canonicalUrl: string;
}

/** Field values of a stored post, or the defaults of a new one. */
export function toEditorValues(post?: BlogPost): EditorValues {
  const category = blogCategorySchema.safeParse(post?.category);
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    status: post?.status ?? 'draft',
    category: category.success ? category.data : 'development',
    featured: post?.featured ?? false,
    tags: post?.tags.join(', ') ?? '',
    imageUrl: post?.featuredImage?.url ?? '',
    imageAlt: post?.featuredImage?.alt ?? '',
    metaTitle: post?.seo.metaTitle ?? '',
    metaDescription: post?.seo.metaDescription ?? '',
    focusKeyword: post?.seo.focusKeyword ?? '',
    canonicalUrl: post?.seo.canonicalUrl ?? '',
  };
}

/** The request body for saving the fields with a status (docs/product-rules.md#blog). */
export function toPostInput(v: EditorValues, status: BlogStatus): CreateBlogPostInput {
  const title = v.title.trim();
  const excerpt = v.excerpt.trim();
  const imageUrl = v.imageUrl.trim();
  return {
    title,
    slug: v.slug.trim() || undefined,
    excerpt,
    content: v.content,
    status,
    category: v.category,
    featured: v.featured,
    tags: parseTags(v.tags),
    featuredImage: imageUrl ? { url: imageUrl, alt: v.imageAlt.trim() } : null,
    seo: {
      metaTitle: defaultMetaTitle(title, v.metaTitle),
      metaDescription: defaultMetaDescription(excerpt, v.metaDescription),
      focusKeyword: v.focusKeyword.trim(),
      canonicalUrl: v.canonicalUrl.trim(),
    },
  };
}

const ISSUE_FIELDS: Record<string, keyof EditorValues> = {
  title: 'title',
  slug: 'slug',
  excerpt: 'excerpt',
  content: 'content',
  category: 'category',
  status: 'status',
  tags: 'tags',
  'featuredImage.url': 'imageUrl',
  'featuredImage.alt': 'imageAlt',
  'seo.metaTitle': 'metaTitle',
  'seo.metaDescription': 'metaDescription',
  'seo.focusKeyword': 'focusKeyword',
  'seo.canonicalUrl': 'canonicalUrl',
};

export interface FieldProblem {
  field: keyof EditorValues;
  message: string;
}

/** Checks a body against the shared schema the server uses; one problem per field. */
export function findInputProblems(input: CreateBlogPostInput): FieldProblem[] {
  const result = createBlogPostInputSchema.safeParse(input);
  if (result.success) return [];
  const problems = new Map<keyof EditorValues, string>();
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    const field = ISSUE_FIELDS[path.slice(0, 2).join('.')] ?? ISSUE_FIELDS[path[0] ?? ''];
    if (field && !problems.has(field)) problems.set(field, issue.message);
  }
  return [...problems].map(([field, message]) => ({ field, message }));
}
