import type { BundleDto, BundleProjectDto } from '@codebazaar/shared';

let seq = 0;
const uuid = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A project of a bundle as the API returns it (shared bundleProjectSchema), for web tests. */
export function buildBundleProject(overrides: Partial<BundleProjectDto> = {}): BundleProjectDto {
  seq += 1;
  return {
    id: uuid(seq),
    title: `Kit ${seq}`,
    shortDescription: `What kit ${seq} does`,
    thumbnailUrl: null,
    licenseType: 'paid',
    payWhatYouWant: false,
    listPrice: 20,
    bundleShare: 15,
    available: true,
    ...overrides,
  };
}

/** A bundle as the API returns it (shared bundleSchema), for web tests. */
export function buildBundle(overrides: Partial<BundleDto> = {}): BundleDto {
  seq += 1;
  return {
    id: uuid(seq),
    title: 'SaaS starter',
    description: 'Everything a SaaS needs',
    sellerId: '30000000-0000-4000-8000-000000000001',
    sellerName: 'Maya Chen',
    sellerUsername: 'maya-chen',
    price: 45,
    listPrice: 60,
    currency: 'USD',
    projects: [
      buildBundleProject({ title: 'Auth kit', listPrice: 10, bundleShare: 7.5 }),
      buildBundleProject({ title: 'Billing kit', listPrice: 20, bundleShare: 15 }),
      buildBundleProject({ title: 'Admin kit', listPrice: 30, bundleShare: 22.5 }),
    ],
    available: true,
    unavailableReason: null,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}
