import type { ProjectLicense } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';

import { Badge } from '@/components/ui/badge';

/**
 * The license badge of a card: Free, or the price. Visitors get no price for paid projects
 * (docs/product-rules.md#prices), so theirs reads Premium.
 */
export function LicenseBadge({ license }: { license: Pick<ProjectLicense, 'type' | 'price'> }) {
  if (license.type === 'free') return <Badge variant="success">Free</Badge>;
  if (license.price === null) return <Badge variant="purple">Premium</Badge>;
  return (
    <Badge variant="indigo">
      {license.type === 'freemium' ? 'Free + ' : ''}
      {formatUsd(license.price)}
    </Badge>
  );
}
