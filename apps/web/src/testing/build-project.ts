import type { Project, ProjectListResponse } from '@codebazaar/shared';
import { computeFee } from '@codebazaar/shared/rules';

let seq = 0;

const uuid = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A project as the API returns it (shared projectSchema), for web tests. */
export function buildProject(
  overrides: Partial<Omit<Project, 'license'>> & {
    license?: Partial<Project['license']>;
  } = {},
): Project {
  seq += 1;
  const id = overrides._id ?? overrides.id ?? uuid(seq);
  const { license: licenseOverrides, ...rest } = overrides;
  const type = licenseOverrides?.type ?? 'free';
  const price =
    licenseOverrides?.price !== undefined ? licenseOverrides.price : type === 'free' ? 0 : 25;
  const fee = price === null ? null : computeFee(price);
  return {
    _id: id,
    id,
    title: `Project ${seq}`,
    description: `Description of project ${seq}`,
    category: 'web',
    tags: ['react', 'typescript'],
    tech_stack: [],
    author: {
      _id: uuid(9000 + seq),
      id: uuid(9000 + seq),
      username: `author${seq}`,
      displayName: null,
      profileImage: null,
      reputation: 40,
    },
    repository: { freeUrl: 'https://github.com/acme/free-repo', paidUrl: null },
    demo: { url: null },
    demoUrl: null,
    stats: { views: 120, downloads: 14, stars: 9 },
    rating: { average: null, count: 0 },
    media: { cover: null, screenshots: [] },
    status: 'published',
    githubVerified: false,
    sourceRepository: null,
    publishedAt: '2025-01-10T10:00:00.000Z',
    createdAt: '2025-01-10T10:00:00.000Z',
    updatedAt: '2025-01-12T10:00:00.000Z',
    ...rest,
    license: {
      type,
      price,
      sellerPrice: price,
      marketplaceFeePct: 20,
      sellerEarnings: price,
      marketplaceFee: fee ? fee.fee : null,
      customerPrice: fee ? fee.customerPays : null,
      currency: 'USD',
      features: { freeFeatures: [], paidFeatures: [] },
      payWhatYouWant: false,
      suggestedPrice: null,
      refundWindowDays: 14,
      ...licenseOverrides,
    },
  };
}

/** A one-page list response. */
export function listResponse(projects: Project[], page = 1, totalPages = 1): ProjectListResponse {
  return {
    projects,
    pagination: {
      currentPage: page,
      totalPages,
      total: totalPages * Math.max(projects.length, 1),
      limit: 12,
      hasNext: page < totalPages,
      hasPrev: page > 1,
    },
  };
}
