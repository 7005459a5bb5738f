import { lazy, Suspense } from 'react';

// Each loads as its own chunk on first render: the project page (budgeted, docs/budgets.md)
// pays nothing for the list up front, and never for the seller's form.
const ProjectBundlesList = lazy(() =>
  import('./project-bundles').then((m) => ({ default: m.ProjectBundles })),
);
const SellerBundlesSection = lazy(() =>
  import('./seller-bundles').then((m) => ({ default: m.SellerBundles })),
);

/** "Also in bundles" on a project page (nothing when the project is in none). */
export function ProjectBundles({ projectId }: { projectId: string }) {
  return (
    <Suspense fallback={null}>
      <ProjectBundlesList projectId={projectId} />
    </Suspense>
  );
}

/** The seller dashboard's bundles section. */
export function SellerBundles() {
  return (
    <Suspense fallback={null}>
      <SellerBundlesSection />
    </Suspense>
  );
}
