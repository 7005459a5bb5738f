import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { storeIntendedAction, type IntendedAction } from '@/lib/intended-action';

export type ProjectAction = IntendedAction['action'];

/** Opens the demo sandbox of a project in a new tab. */
export const openDemo = (projectId: string) =>
  window.open(paths.sandboxRun(projectId), '_blank', 'noopener,noreferrer');

/**
 * The view / demo / license actions of a project. Signed in, they go to the project, open the
 * sandbox or go to the license tab; signed out, the intended action is stored and the visitor is
 * sent to /login (docs/product-rules.md#screens-and-routes), to be followed after sign-in.
 */
export function useProjectAction() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (action: ProjectAction, projectId: string) => {
      if (!user) {
        storeIntendedAction({ action, projectId });
        void navigate(paths.login, { state: { from: location } });
        return;
      }
      switch (action) {
        case 'view':
          void navigate(paths.project(projectId));
          return;
        case 'demo':
          openDemo(projectId);
          return;
        case 'license':
          void navigate(paths.projectLicense(projectId));
          return;
      }
    },
    [user, navigate, location],
  );
}
