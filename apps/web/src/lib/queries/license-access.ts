import type { LicenseAccess } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { accessKeys } from '@/lib/query-keys';

/**
 * GET /licenses/:id/access: where one license's repository access stands, with its event
 * history. The buyer's library and the seller's GitHub access page read the same resource.
 */
export const getLicenseAccessQueryOptions = (licenseId: string) =>
  queryOptions({
    queryKey: accessKeys.license(licenseId),
    queryFn: ({ signal }) => api<LicenseAccess>(`/licenses/${licenseId}/access`, { signal }),
  });

export const useLicenseAccess = (licenseId: string, enabled = true) =>
  useQuery({ ...getLicenseAccessQueryOptions(licenseId), enabled });
