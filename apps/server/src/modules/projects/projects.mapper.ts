import {
  centsToDollars,
  computeFeeCents,
  type MediaImage,
  type Project,
  type ProjectMedia,
  type ProjectLicense,
  type ProjectRating,
  type ViewerLicense,
} from '@codebazaar/shared';

import type { StoredMediaImage, StoredProjectMedia } from '../../db/schema';
import type { ProjectRow, ViewerLicenseRow } from './projects.repository';

/** What the viewer may see of a project. */
export interface ProjectVisibility {
  /**
   * Signed-out visitors get no price details of paid and freemium projects
   * (docs/product-rules.md#prices).
   */
  showPrice: boolean;
  /**
   * The author and holders of an active paid license alone get the paid repository URL, and the
   * source repository when it is private or is the paid repository.
   */
  showPaidUrl: boolean;
}

function toLicense(row: ProjectRow, showPrice: boolean): ProjectLicense {
  const features = { freeFeatures: row.freeFeatures, paidFeatures: row.paidFeatures };
  const hidden = !showPrice && row.licenseType !== 'free';
  if (hidden) {
    return {
      type: row.licenseType,
      price: null,
      sellerPrice: null,
      marketplaceFeePct: row.feePct,
      sellerEarnings: null,
      marketplaceFee: null,
      customerPrice: null,
      currency: row.currency,
      features,
      payWhatYouWant: row.payWhatYouWant,
      suggestedPrice: null,
      refundWindowDays: row.refundWindowDays,
    };
  }
  const fee = computeFeeCents(row.licenseType === 'free' ? 0 : row.priceCents, row.feePct);
  return {
    type: row.licenseType,
    price: centsToDollars(fee.priceCents),
    sellerPrice: centsToDollars(fee.priceCents),
    marketplaceFeePct: row.feePct,
    sellerEarnings: centsToDollars(fee.sellerCents),
    marketplaceFee: centsToDollars(fee.feeCents),
    customerPrice: centsToDollars(fee.totalCents),
    currency: row.currency,
    features,
    payWhatYouWant: row.payWhatYouWant,
    suggestedPrice:
      row.payWhatYouWant && row.suggestedPriceCents !== null
        ? centsToDollars(row.suggestedPriceCents)
        : null,
    refundWindowDays: row.refundWindowDays,
  };
}

/** "owner/name" of a repository URL's path, lower case; null when it has no such path. */
function repositoryPath(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const [owner, name] = new URL(url).pathname.split('/').filter(Boolean);
    return owner && name ? `${owner}/${name.replace(/\.git$/i, '')}`.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Whether every reader may see the repository the project was imported from: only a repository
 * GitHub reported as public, and not the paid repository (an import often uses the imported
 * repository as the paid one, and its URL is for the author and buyers alone). A source stored
 * without the private flag was never checked by the server and counts as private.
 */
export function isPublicSource(row: Pick<ProjectRow, 'sourceRepository' | 'paidRepoUrl'>): boolean {
  const source = row.sourceRepository;
  if (!source || source.private !== false) return false;
  const paid = repositoryPath(row.paidRepoUrl);
  if (paid === null) return true;
  return paid !== source.fullName.toLowerCase() && paid !== repositoryPath(source.url);
}

/** The rating summary: the average rounded to one decimal, null without reviews. */
export function toRatingDto(avg: number | null, count: number): ProjectRating {
  return {
    average: count > 0 && avg !== null ? Math.round(avg * 10) / 10 : null,
    count,
  };
}

const toImageDto = (image: StoredMediaImage): MediaImage => ({
  id: image.id,
  card: { url: image.card.url, width: image.card.width, height: image.card.height },
  page: { url: image.page.url, width: image.page.width, height: image.page.height },
});

/** The stored cover and screenshots without their storage names. */
export function toMediaDto(media: StoredProjectMedia): ProjectMedia {
  return {
    cover: media.cover ? toImageDto(media.cover) : null,
    screenshots: media.screenshots.map(toImageDto),
  };
}

/** A project row to the API object. Picks fields explicitly. */
export function toProjectDto(row: ProjectRow, visibility: ProjectVisibility): Project {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    tags: row.tags,
    tech_stack: row.techStack,
    author: {
      _id: row.authorId,
      id: row.authorId,
      username: row.authorUsername,
      displayName: row.authorDisplayName,
      profileImage: row.authorProfileImage,
      reputation: row.authorReputation,
    },
    license: toLicense(row, visibility.showPrice),
    repository: {
      freeUrl: row.freeRepoUrl,
      paidUrl: visibility.showPaidUrl ? row.paidRepoUrl : null,
    },
    demo: { url: row.demoUrl },
    demoUrl: row.demoUrl,
    stats: { views: row.views, downloads: row.downloads, stars: row.stars },
    rating: toRatingDto(row.ratingAvg, row.ratingCount),
    status: row.status,
    githubVerified: row.githubVerified,
    sourceRepository:
      row.sourceRepository && (visibility.showPaidUrl || isPublicSource(row))
        ? {
            fullName: row.sourceRepository.fullName,
            url: row.sourceRepository.url,
            language: row.sourceRepository.language ?? null,
            stars: row.sourceRepository.stars ?? 0,
          }
        : null,
    media: toMediaDto(row.media),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** User license (for a viewer). */
export function toViewerLicenseDto(row: ViewerLicenseRow): ViewerLicense {
  return {
    _id: row.id,
    id: row.id,
    kind: row.kind,
    isActive: row.status === 'active',
    purchaseDate: row.createdAt.toISOString(),
    updatesUntil: row.updatesUntil?.toISOString() ?? null,
    githubAccess: {
      repositoryFullName: row.repositoryFullName,
      accessGranted: row.accessGranted,
      invitationSent: row.invitationSent,
      state: row.accessState,
    },
  };
}
