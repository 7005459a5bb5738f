import type { Project, ViewerLicense } from '@codebazaar/shared';

export type SidePanelVariant = 'visitor' | 'author' | 'licensee' | 'customer';

/** Which side panel a viewer gets (docs/product-rules.md#prices). */
export function sidePanelVariant(
  project: Pick<Project, 'author'>,
  viewerId: string | null,
  userLicense: Pick<ViewerLicense, 'isActive'> | null,
): SidePanelVariant {
  if (!viewerId) return 'visitor';
  if (project.author.id === viewerId) return 'author';
  if (userLicense?.isActive) return 'licensee';
  return 'customer';
}
