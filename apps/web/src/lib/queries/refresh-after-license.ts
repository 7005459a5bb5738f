import { useQueryClient } from '@tanstack/react-query';

import { dashboardKeys, projectKeys } from '@/lib/query-keys';

/**
 * After a free claim or a purchase: reload the project (its userLicense and full repository
 * link) and its releases (now downloadable), and drop cached dashboards, so the Purchases tab
 * shows the new license. The project page's claim button and the checkout both call it.
 */
export function useRefreshAfterLicense() {
  const queryClient = useQueryClient();
  return async (projectId: string) => {
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    void queryClient.invalidateQueries({ queryKey: projectKeys.releases(projectId) });
    await queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
  };
}
