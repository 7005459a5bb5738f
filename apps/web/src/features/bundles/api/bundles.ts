import type {
  BundleDto,
  BundleInput,
  BundleResponse,
  ProjectBundlesResponse,
  PublicBundleResponse,
  SellerBundlesResponse,
} from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { bundleKeys } from '@/lib/query-keys';

/** GET /api/bundles/{id}: the bundle, and for a signed-in viewer what completing it costs. */
export const getBundleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bundleKeys.detail(id),
    queryFn: ({ signal }) =>
      api<PublicBundleResponse>(`/bundles/${encodeURIComponent(id)}`, { signal }),
  });

export const useBundle = (id: string) => useQuery(getBundleQueryOptions(id));

/** GET /api/projects/{id}/bundles: the available bundles that contain the project. */
export const getProjectBundlesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: bundleKeys.ofProject(projectId),
    queryFn: ({ signal }) =>
      api<ProjectBundlesResponse>(`/projects/${encodeURIComponent(projectId)}/bundles`, {
        signal,
      }),
    staleTime: 60_000,
  });

export const useProjectBundles = (projectId: string) =>
  useQuery(getProjectBundlesQueryOptions(projectId));

/** GET /api/seller/bundles: the signed-in seller's bundles, available or not. */
export const getSellerBundlesQueryOptions = () =>
  queryOptions({
    queryKey: bundleKeys.seller(),
    queryFn: ({ signal }) => api<SellerBundlesResponse>('/seller/bundles', { signal }),
    staleTime: 0,
  });

export const useSellerBundles = () => useQuery(getSellerBundlesQueryOptions());

/** POST /api/seller/bundles, or PUT /api/seller/bundles/{id} with `id`. */
export function useSaveBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: BundleInput }) => {
      const res = await api<BundleResponse>(
        id ? `/seller/bundles/${encodeURIComponent(id)}` : '/seller/bundles',
        { method: id ? 'PUT' : 'POST', body: input },
      );
      return res.bundle;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bundleKeys.all }),
  });
}

/** DELETE /api/seller/bundles/{id} */
export function useDeleteBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bundle: Pick<BundleDto, 'id'>) =>
      api<{ message: string }>(`/seller/bundles/${encodeURIComponent(bundle.id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bundleKeys.all }),
  });
}
