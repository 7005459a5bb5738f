import type { Project, ProjectUpdates, PurchasedLicense } from '@codebazaar/shared';
import { lazy, Suspense } from 'react';

// Each loads as its own chunk on first render: the project page (budgeted, docs/budgets.md) pays
// nothing for its releases up front, and never for the author's forms.
const ReleasesPanel = lazy(() =>
  import('./releases-panel').then((m) => ({ default: m.ReleasesPanel })),
);
const ReleasesManager = lazy(() =>
  import('./releases-manager').then((m) => ({ default: m.ReleasesManager })),
);
const LicenseUpdatesRow = lazy(() =>
  import('./license-updates').then((m) => ({ default: m.LicenseUpdates })),
);

/** The project page's releases, for every viewer (nothing for a visitor when there are none). */
export function ProjectReleases({ projectId }: { projectId: string }) {
  return (
    <Suspense fallback={null}>
      <ReleasesPanel projectId={projectId} />
    </Suspense>
  );
}

/** The author's updates policy and releases, below the project's editor. */
export function ProjectReleasesAdmin(props: {
  project: Project;
  updates: ProjectUpdates | undefined;
}) {
  return (
    <Suspense fallback={null}>
      <ReleasesManager {...props} />
    </Suspense>
  );
}

/** A license's updates, release mails and key instances, in the buyer's library. */
export function LicenseUpdates({ purchase }: { purchase: PurchasedLicense }) {
  return (
    <Suspense fallback={null}>
      <LicenseUpdatesRow purchase={purchase} />
    </Suspense>
  );
}
