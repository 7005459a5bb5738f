import type {
  LicenseKeySettingsInput,
  LicenseKeySettingsResponse,
  SellerLicenseKey,
  SellerLicenseKeysResponse,
} from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys } from '@/lib/query-keys';

const base = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/license-keys`;

/** GET /api/projects/{id}/license-keys: the key terms and the keys, masked (the author). */
export const getSellerKeysQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.licenseKeys(projectId),
    queryFn: ({ signal }) => api<SellerLicenseKeysResponse>(base(projectId), { signal }),
    staleTime: 0,
  });

export const useSellerKeys = (projectId: string | null) =>
  useQuery({ ...getSellerKeysQueryOptions(projectId ?? ''), enabled: Boolean(projectId) });

/**
 * PUT /api/projects/{id}/license-keys {enabled, activationLimit, validityDays, freeClaims?,
 * certificateDays?}.
 */
export function useSaveKeySettings(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: LicenseKeySettingsInput) =>
      api<LicenseKeySettingsResponse>(base(projectId), { method: 'PUT', body: settings }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: projectKeys.licenseKeys(projectId) }),
  });
}

/** POST /api/projects/{id}/license-keys/{licenseId}/revoke | reset-activations (logged). */
export function useKeyAction(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { licenseId: string; action: 'revoke' | 'reset-activations' }) =>
      api<{ key: SellerLicenseKey }>(
        `${base(projectId)}/${encodeURIComponent(input.licenseId)}/${input.action}`,
        { method: 'POST' },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: projectKeys.licenseKeys(projectId) }),
  });
}
