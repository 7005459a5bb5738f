import {
  isLegalPageSlug,
  type LegalPage,
  type LegalPageSlug,
  type MarketplaceSettings,
  type UpdateLegalPageInput,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import type { RecordAudit } from '../../lib/audit';
import { sanitizeContentHtml } from '../../lib/content-html';
import { LEGAL_DEFAULTS_DATE, legalPageDefault } from './legal.defaults';
import type { LegalRepository } from './legal.repository';

const NOT_FOUND = 'Page not found';

function slugOf(value: string): LegalPageSlug {
  if (!isLegalPageSlug(value)) throw httpErrors.notFound(NOT_FOUND);
  return value;
}

/**
 * A page nobody has edited: its default text with the seller of record of the settings. It last
 * changed when the defaults were written or when the settings were saved, whichever is later.
 */
function defaultPage(slug: LegalPageSlug, settings: MarketplaceSettings): LegalPage {
  const page = legalPageDefault(slug, settings.sellerOfRecord);
  const updatedAt =
    settings.updatedAt && settings.updatedAt > LEGAL_DEFAULTS_DATE
      ? settings.updatedAt
      : LEGAL_DEFAULTS_DATE;
  return {
    slug,
    title: page.title,
    content: sanitizeContentHtml(page.contentHtml),
    updatedAt,
    edited: false,
  };
}

/**
 * Terms, privacy, refund policy and contact (docs/product-rules.md#legal-pages): everyone reads
 * them, admins edit them; a page nobody has edited shows its default text.
 */
export function createLegalService(
  repo: LegalRepository,
  deps: { settings: () => Promise<MarketplaceSettings>; audit?: RecordAudit },
) {
  return {
    async get(rawSlug: string): Promise<LegalPage> {
      const slug = slugOf(rawSlug);
      const row = await repo.find(slug);
      if (!row) return defaultPage(slug, await deps.settings());
      return {
        slug,
        title: row.title,
        content: row.contentHtml,
        updatedAt: row.updatedAt.toISOString(),
        edited: true,
      };
    },

    /** Admin only (the route's guard). The HTML is sanitized like a blog post's. */
    async update(
      rawSlug: string,
      admin: { id: string; username: string },
      input: UpdateLegalPageInput,
    ): Promise<LegalPage> {
      const adminId = admin.id;
      const slug = slugOf(rawSlug);
      const contentHtml = sanitizeContentHtml(input.content);
      if (contentHtml === '') throw httpErrors.badRequest('Content is required');
      const row = await repo.save(slug, { title: input.title, contentHtml, updatedBy: adminId });
      await deps.audit?.({
        actor: admin,
        action: 'legal-page.update',
        targetType: 'legal-page',
        targetId: slug,
        targetSnapshot: row.title,
      });
      return {
        slug,
        title: row.title,
        content: row.contentHtml,
        updatedAt: row.updatedAt.toISOString(),
        edited: true,
      };
    },
  };
}

export type LegalService = ReturnType<typeof createLegalService>;
