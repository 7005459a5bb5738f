import type { Idea } from '@codebazaar/shared';

import { paths } from '@/config/paths';

/**
 * Start this project: visitors go to /register; signed-in users to /post-projects with
 * the title, description, category, tags (the required skills) and suggestedPrice (the low
 * estimate) prefilled.
 */
export function startProjectHref(idea: Idea, signedIn: boolean): string {
  if (!signedIn) return paths.register;
  const params = new URLSearchParams({
    title: idea.title,
    description: idea.description,
    category: idea.category,
    tags: idea.requiredSkills.join(','),
    suggestedPrice: String(idea.estimatedPrice.min),
  });
  return `${paths.postProjects}?${params.toString()}`;
}

/** "$19–$49", or "$19" when both ends are equal. */
export function formatPriceRange({ min, max }: Idea['estimatedPrice']): string {
  const money = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  return min === max ? money(min) : `${money(min)}–${money(max)}`;
}
