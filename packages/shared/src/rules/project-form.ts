/**
 * The zod-free rules of the project form (docs/product-rules.md#projects): text lists, default
 * repository URLs, messages and the conversions between form values and the API.
 */
import { isOneOf } from './one-of';
import {
  computeFee,
  CURRENCY,
  formatPriceInput,
  type LicenseType,
  MARKETPLACE_FEE_PCT,
  MAX_PRICE,
  MIN_PAID_PRICE,
  parsePrice,
  type ProjectCategory,
  PROJECT_CATEGORY_VALUES,
} from './projects';

// ---------------------------------------------------------------------------
// Types (projects.ts checks its schemas against them)
// ---------------------------------------------------------------------------

/** The values the project form edits: lists are comma-separated text, category '' when unset. */
export interface ProjectForm {
  title: string;
  description: string;
  category: ProjectCategory | '';
  tags: string;
  licenseType: LicenseType;
  /** Text from the number input (or a number); blank or non-numeric counts as 0. */
  price: string | number;
  /** Pay what you want: the price is the minimum (unset: a fixed price). */
  payWhatYouWant?: boolean;
  /** The amount proposed at checkout, text or number; blank: the minimum. */
  suggestedPrice?: string | number;
  /** Days after a purchase in which buyers may ask for a refund, text or number; blank: 14. */
  refundWindowDays?: string | number;
  freeRepositoryUrl: string;
  paidRepositoryUrl: string;
  demoUrl: string;
  features: { freeFeatures: string; paidFeatures: string };
}

/** The part of a stored project (the API's project object) that the edit form is filled from. */
export interface ProjectFormSource {
  title: string;
  description: string;
  category: string;
  tags: string[];
  license: {
    type: LicenseType;
    price: number | null;
    features: { freeFeatures: string[]; paidFeatures: string[] };
    payWhatYouWant?: boolean;
    suggestedPrice?: number | null;
    refundWindowDays?: number;
  };
  repository: { freeUrl: string | null; paidUrl: string | null };
  demo: { url: string | null };
  demoUrl: string | null;
}

/** The request body the project form sends when it saves (a valid project input). */
export interface ProjectFormInput {
  title: string;
  description: string;
  category: ProjectCategory | null;
  tags: string[];
  repository: { freeUrl: string | null; paidUrl: string | null };
  demo: { url: string | null };
  license: {
    type: LicenseType;
    price: number;
    sellerPrice: number;
    marketplaceFeePct: number;
    sellerEarnings: number;
    currency: string;
    features: { freeFeatures: string[]; paidFeatures: string[] };
    /** Sent only when set (an absent flag is a fixed price). */
    payWhatYouWant?: boolean;
    suggestedPrice?: number | null;
    refundWindowDays?: number;
  };
}

// ---------------------------------------------------------------------------
// Text rules (docs/product-rules.md#projects)
// ---------------------------------------------------------------------------

/** Comma-separated text (tags) to a trimmed, non-empty list, duplicates kept. */
export function parseCommaList(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Tags: comma-separated text to a trimmed, non-empty list without case-insensitive duplicates. */
export function parseProjectTags(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of parseCommaList(text)) {
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** A list back to the comma-separated text the form edits. */
export const joinCommaList = (items: readonly string[] | null | undefined): string =>
  (items ?? []).join(', ');

/**
 * Features: comma-separated text to a trimmed, non-empty list, duplicates kept. A line break
 * separates too, so a list pasted one per line reads the same. The form and the API's text
 * input both use this.
 */
export function parseFeatureList(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/,|\r\n|\r|\n/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function sanitizeRepoPart(value: string | null | undefined, fallback: string): string {
  const cleaned = (value ?? '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return cleaned || fallback;
}

/**
 * Default repository URLs, generated when missing (docs/product-rules.md#projects):
 * `https://github.com/{owner}/{repo}-free` and `https://github.com/{owner}/{repo}-premium`,
 * where owner is the username and repo the lower-cased title, each reduced to letters,
 * digits and single hyphens (fallbacks `developer` and `my-project`).
 */
export function defaultRepositoryUrls(
  username: string | null | undefined,
  title: string | null | undefined,
): { freeUrl: string; paidUrl: string } {
  const owner = sanitizeRepoPart(username, 'developer');
  const repo = sanitizeRepoPart(title?.toLowerCase(), 'my-project');
  const base = `https://github.com/${owner}/${repo}`;
  return { freeUrl: `${base}-free`, paidUrl: `${base}-premium` };
}

/** Which repository URLs a license type needs (docs/product-rules.md#projects). */
export const needsFreeRepository = (type: LicenseType) => type === 'free' || type === 'freemium';
export const needsPaidRepository = (type: LicenseType) => type === 'paid' || type === 'freemium';
/** Which form inputs a license type shows (docs/product-rules.md#projects). */
export const showsPrice = (type: LicenseType) => type !== 'free';
export const showsFreeFeatures = needsFreeRepository;
export const showsPaidFeatures = needsPaidRepository;

/** Messages of the project rules (docs/product-rules.md#projects). */
export const PROJECT_MESSAGES = {
  titleRequired: 'Title is required',
  titleRequiredForAi: 'Please fill in title before generating AI content',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Category is required',
  freeRepositoryRequired: 'Free repository URL is required for free and freemium projects',
  paidRepositoryRequired:
    'A paid repository URL is required to publish a paid or freemium project: buyers get access to that repository',
  /** With GitHub configured, buyers are invited to the paid repository with the seller's account. */
  paidRepositoryNotGitHub:
    'The paid repository URL must be a GitHub repository like https://github.com/owner/name',
  paidRepositoryNeedsGitHub:
    'Connect your GitHub account to sell access to a paid repository: buyers are invited to it with your account',
  paidRepositoryNotAdmin:
    'Your GitHub account needs admin access to the paid repository to invite buyers to it',
  paidRepositoryUnchecked:
    'GitHub could not be reached to check the paid repository. Please try again in a minute.',
  invalidUrl: 'Please enter a valid URL',
  negativePrice: 'Price must be 0 or more',
  priceTooHigh: `Price must be at most ${MAX_PRICE}`,
  priceTooLow: `Price must be at least $${MIN_PAID_PRICE.toFixed(2)}`,
  payWhatYouWantNeedsMinimum: 'Pay what you want needs a minimum price',
  suggestedBelowMinimum: 'The suggested price must be at least the minimum price',
} as const;

export const emptyProjectForm: ProjectForm = {
  title: '',
  description: '',
  category: '',
  tags: '',
  licenseType: 'free',
  price: '',
  freeRepositoryUrl: '',
  paidRepositoryUrl: '',
  demoUrl: '',
  features: { freeFeatures: '', paidFeatures: '' },
};

/**
 * Form values to the request body. With a username, missing repository URLs the
 * license type needs get the defaults (docs/product-rules.md#projects); the price of a free license
 * is 0. The price derivatives are filled for the documented request shape, but the server
 * recomputes them.
 */
export function projectFormToInput(form: ProjectForm, username?: string | null): ProjectFormInput {
  const type = form.licenseType;
  const price = showsPrice(type) ? Math.max(0, parsePrice(form.price)) : 0;
  const fee = computeFee(price);
  const defaults = username !== undefined ? defaultRepositoryUrls(username, form.title) : null;
  const freeUrl =
    form.freeRepositoryUrl.trim() ||
    (defaults && needsFreeRepository(type) ? defaults.freeUrl : '');
  // A paid repository URL is never made up: the seller gives the repository buyers pay for.
  const paidUrl = form.paidRepositoryUrl.trim();
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    category: form.category || null,
    tags: parseProjectTags(form.tags),
    repository: { freeUrl: freeUrl || null, paidUrl: paidUrl || null },
    demo: { url: form.demoUrl.trim() || null },
    license: {
      type,
      price,
      // The server recomputes these three; they are sent because the request body has them.
      sellerPrice: fee.sellerReceives,
      marketplaceFeePct: MARKETPLACE_FEE_PCT,
      sellerEarnings: fee.sellerReceives,
      currency: CURRENCY,
      features: {
        freeFeatures: showsFreeFeatures(type) ? parseFeatureList(form.features.freeFeatures) : [],
        paidFeatures: showsPaidFeatures(type) ? parseFeatureList(form.features.paidFeatures) : [],
      },
      ...(showsPrice(type) && form.payWhatYouWant
        ? {
            payWhatYouWant: true,
            suggestedPrice:
              String(form.suggestedPrice ?? '').trim() === ''
                ? null
                : parsePrice(form.suggestedPrice),
          }
        : {}),
      ...(showsPrice(type) && String(form.refundWindowDays ?? '').trim() !== ''
        ? { refundWindowDays: Number(form.refundWindowDays) }
        : {}),
    },
  };
}

/** A stored project back to the values of the edit form. */
export function projectToForm(p: ProjectFormSource): ProjectForm {
  return {
    title: p.title,
    description: p.description,
    category: isOneOf(PROJECT_CATEGORY_VALUES, p.category) ? p.category : '',
    tags: joinCommaList(p.tags),
    licenseType: p.license.type,
    price: formatPriceInput(p.license.price),
    ...(p.license.payWhatYouWant
      ? {
          payWhatYouWant: true,
          suggestedPrice: formatPriceInput(p.license.suggestedPrice ?? null),
        }
      : {}),
    ...(p.license.refundWindowDays !== undefined
      ? { refundWindowDays: String(p.license.refundWindowDays) }
      : {}),
    freeRepositoryUrl: p.repository.freeUrl ?? '',
    paidRepositoryUrl: p.repository.paidUrl ?? '',
    demoUrl: p.demo.url ?? p.demoUrl ?? '',
    features: {
      freeFeatures: joinCommaList(p.license.features.freeFeatures),
      paidFeatures: joinCommaList(p.license.features.paidFeatures),
    },
  };
}
