import type { ProjectForm } from '@codebazaar/shared';
import {
  emptyProjectForm,
  formatPriceInput,
  joinCommaList,
  parsePrice,
  parseProjectTags,
  MAX_DESCRIPTION_LENGTH,
  MAX_PRICE,
  MAX_TITLE_LENGTH,
  oneOf,
  PROJECT_CATEGORY_VALUES,
} from '@codebazaar/shared/rules';

const PREFILL_KEYS = ['title', 'description', 'category', 'tags', 'suggestedPrice'] as const;

/** Whether the idea generator opened the page with prefilled data. */
export const hasPrefill = (params: URLSearchParams) => PREFILL_KEYS.some((k) => params.has(k));

/**
 * The form prefilled from the idea generator's query parameters: title, description, category,
 * tags (comma-separated) and suggestedPrice. A suggested price makes it a freemium project
 * (a free edition plus a paid one), as the import wizard does; malformed values are ignored.
 */
export function prefillFromParams(params: URLSearchParams): ProjectForm {
  const price = Math.min(MAX_PRICE, Math.max(0, parsePrice(params.get('suggestedPrice'))));
  return {
    ...emptyProjectForm,
    title: (params.get('title') ?? '').trim().slice(0, MAX_TITLE_LENGTH),
    description: (params.get('description') ?? '').slice(0, MAX_DESCRIPTION_LENGTH),
    category: oneOf(PROJECT_CATEGORY_VALUES, params.get('category'), ''),
    tags: joinCommaList(parseProjectTags(params.get('tags'))),
    licenseType: price > 0 ? 'freemium' : 'free',
    price: formatPriceInput(price),
  };
}
