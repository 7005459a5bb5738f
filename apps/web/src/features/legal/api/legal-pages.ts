import type { LegalPage, LegalPageSlug, UpdateLegalPageInput } from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { legalKeys } from './keys';

/** GET /api/legal/{slug}: the page as readers see it (its default text until edited). */
export const getLegalPageQueryOptions = (slug: LegalPageSlug) =>
  queryOptions({
    queryKey: legalKeys.page(slug),
    queryFn: ({ signal }) => api<LegalPage>(`/legal/${slug}`, { signal }),
  });

export const useLegalPage = (slug: LegalPageSlug) => useQuery(getLegalPageQueryOptions(slug));

/** PUT /api/legal/{slug} (admins): saves the page; readers get the saved text at once. */
export const useUpdateLegalPage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, ...body }: UpdateLegalPageInput & { slug: LegalPageSlug }) =>
      api<LegalPage>(`/legal/${slug}`, { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(getLegalPageQueryOptions(saved.slug).queryKey, saved);
    },
  });
};
