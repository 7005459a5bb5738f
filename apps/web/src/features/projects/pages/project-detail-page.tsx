import type { Project, ProjectUpdates, ViewerLicense } from '@codebazaar/shared';
import { categoryLabel } from '@codebazaar/shared/rules';
import { lazy, Suspense, useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { ArrowLeft, FileQuestion, RefreshCw, Tag } from '@/components/ui/icons';
import { NotFound } from '@/components/ui/not-found';
import { ReportAction } from '@/components/moderation/report-action';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ProjectBundles } from '@/features/bundles';
import { ProjectReleases } from '@/features/releases';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { versionLabel } from '@/lib/updates-term';
import { metaDescription, useDocumentMeta } from '@/lib/use-document-meta';

import { errorMessage } from '@/lib/api-client';
import { useProject } from '../api/get-project';
import { LicenseBadge } from '../components/license-badge';
import { AuthorCard, DemoCard, StatisticsPanel } from '../components/project-aside';
import { ProjectCover } from '../components/project-cover';
import { ProjectOverview } from '../components/project-overview';
import { preloadSignedInPanel, ProjectSidePanel } from '../components/project-side-panel';
import { ProjectStatsLine } from '../components/project-stats-line';
import { RatingSummary } from '../components/star-rating';
import { useProjectAction } from '../hooks/use-project-action';
import { personName } from '@/lib/person-name';

// Below the fold or behind the License tab: their code loads after the page's own.
const loadLicenseView = () => import('../components/project-license-view');
const ProjectLicenseView = lazy(() =>
  loadLicenseView().then((m) => ({ default: m.ProjectLicenseView })),
);
// Screenshots sit below the cover and the tabs: their gallery loads after the page.
const ProjectGallery = lazy(() =>
  import('../components/project-gallery').then((m) => ({ default: m.ProjectGallery })),
);
const ReviewsSection = lazy(() =>
  import('../components/reviews-section').then((m) => ({ default: m.ReviewsSection })),
);

const PROJECT_NOT_FOUND = 'The project you are looking for does not exist.';

/** /project/{id} (docs/product-rules.md#prices). */
export function Component() {
  const { id = '' } = useParams();
  const query = useProject(id);
  const { user } = useAuth();
  // A signed-in viewer's side panel loads while the project does.
  useEffect(() => {
    if (user) preloadSignedInPanel();
  }, [user]);
  const description = query.data?.project.description;
  useDocumentMeta(
    query.data?.project.title ?? (query.isError ? 'Project' : null),
    description && metaDescription(description),
  );

  if (query.isPending) return <PageSpinner label="Loading project" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <NotFound title="Project not found" description={PROJECT_NOT_FOUND} icon={FileQuestion} />
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <Alert
          variant="error"
          title="Failed to load project"
          action={
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                icon={<RefreshCw className="size-4" aria-hidden />}
                loading={query.isFetching}
                onClick={() => void query.refetch()}
              >
                Try again
              </Button>
              <ButtonLink to={paths.findProjects} variant="ghost" size="sm">
                Browse projects
              </ButtonLink>
            </div>
          }
        >
          {errorMessage(query.error, 'Please check your connection and try again.')}
        </Alert>
      </div>
    );
  }
  return (
    <ProjectView
      project={query.data.project}
      userLicense={query.data.userLicense}
      updates={query.data.updates}
    />
  );
}

type Tab = 'overview' | 'license';
const TABS: { value: Tab; label: string }[] = [
  { value: 'overview', label: 'Overview' },
  { value: 'license', label: 'License' },
];

function ProjectView({
  project,
  userLicense,
  updates,
}: {
  project: Project;
  userLicense: ViewerLicense | null;
  updates: ProjectUpdates | undefined;
}) {
  const { user, loading: checkingSession } = useAuth();
  const isAuthor = user?.id === project.author.id;
  // A visitor of a project without releases has no releases section to load.
  const showReleases =
    (project.status === 'published' || isAuthor) &&
    (updates?.latest !== null || userLicense !== null || isAuthor);
  const onAction = useProjectAction();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'license' ? 'license' : 'overview';
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  // Ready before anyone opens the License tab.
  useEffect(() => {
    void loadLicenseView();
  }, []);

  const selectTab = (next: Tab, focus = false) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'license') nextParams.set('tab', 'license');
    else nextParams.delete('tab');
    setParams(nextParams, { replace: true, preventScrollReset: true });
    if (focus) tabRefs.current[TABS.findIndex((t) => t.value === next)]?.focus();
  };
  const onTabKey = (e: KeyboardEvent) => {
    const i = TABS.findIndex((t) => t.value === tab);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    selectTab(TABS[(i + step + TABS.length) % TABS.length]!.value, true);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to={paths.findProjects}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-indigo-700"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to projects
      </Link>

      <header className="mt-4 mb-8">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="neutral">{categoryLabel(project.category)}</Badge>
          <LicenseBadge license={project.license} />
          {project.status === 'draft' && <Badge variant="warning">Draft</Badge>}
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
          {project.title}
        </h1>
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
          <Link
            to={paths.author(project.author.username)}
            className="inline-flex items-center gap-2 text-sm font-medium text-slate-700 hover:text-indigo-700"
          >
            <Avatar
              username={project.author.username}
              src={project.author.profileImage}
              size="sm"
            />
            {personName(project.author)}
          </Link>
          <ProjectStatsLine stats={project.stats} />
          <RatingSummary rating={project.rating} />
          {updates?.latest && <LatestVersion projectId={project._id} latest={updates.latest} />}
        </div>
      </header>

      {/* The license panel comes first on small screens, beside the content on large ones. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:gap-8">
        <aside className="space-y-6 lg:col-start-3 lg:row-start-1" aria-label="License">
          <ProjectSidePanel
            project={project}
            userLicense={userLicense}
            updates={updates}
            viewerId={user?.id ?? null}
            checking={checkingSession}
            onSignIn={() => onAction('license', project._id)}
          />
          {/* The bundles that hold it: a cheaper way to buy it, beside the price. */}
          {project.status === 'published' && <ProjectBundles projectId={project._id} />}
        </aside>

        <div className="min-w-0 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {project.media.cover && <ProjectCover cover={project.media.cover} />}
          <div
            role="tablist"
            aria-label="Project sections"
            className="mb-6 flex gap-1 border-b border-slate-200"
          >
            {TABS.map((t, i) => (
              <button
                key={t.value}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                id={`tab-${t.value}`}
                type="button"
                role="tab"
                aria-selected={tab === t.value}
                aria-controls={`panel-${t.value}`}
                tabIndex={tab === t.value ? 0 : -1}
                onClick={() => selectTab(t.value)}
                onKeyDown={onTabKey}
                className={cn(
                  '-mb-px border-b-2 px-4 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
                  tab === t.value
                    ? 'border-indigo-600 text-indigo-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )}
              >
                {t.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'overview' ? (
              <>
                {project.media.screenshots.length > 0 && (
                  <Suspense fallback={null}>
                    <ProjectGallery screenshots={project.media.screenshots} title={project.title} />
                  </Suspense>
                )}
                <ProjectOverview project={project} updatesMonths={updates?.updatesMonths ?? null} />
              </>
            ) : (
              <Suspense fallback={<PageSpinner label="Loading license" />}>
                <ProjectLicenseView project={project} signedIn={Boolean(user)} />
              </Suspense>
            )}
          </div>
          {showReleases && <ProjectReleases projectId={project._id} />}
          {project.status === 'published' && (
            <Suspense fallback={null}>
              <ReviewsSection
                project={project}
                userLicense={userLicense}
                viewerId={user?.id ?? null}
              />
            </Suspense>
          )}
        </div>

        <aside
          className="space-y-6 lg:col-start-3 lg:row-start-2 lg:self-start"
          aria-label="Project details"
        >
          <DemoCard project={project} onRunDemo={() => onAction('demo', project._id)} />
          <AuthorCard author={project.author} />
          <StatisticsPanel project={project} />
          <ReportAction
            targetType="project"
            targetId={project._id}
            ownerId={project.author._id}
            className="text-slate-500"
          />
        </aside>
      </div>
    </div>
  );
}

/** "v1.2.0 · Jan 5, 2026 · Changelog": the project's newest release (docs/product-rules.md#releases). */
function LatestVersion({
  projectId,
  latest,
}: {
  projectId: string;
  latest: NonNullable<ProjectUpdates['latest']>;
}) {
  return (
    <p className="inline-flex flex-wrap items-center gap-x-1.5 text-sm text-slate-600">
      <Tag className="size-4 text-slate-400" aria-hidden />
      <span className="font-medium text-slate-800">{versionLabel(latest.version)}</span>
      <span aria-hidden>·</span>
      <time dateTime={latest.publishedAt}>{formatDate(latest.publishedAt)}</time>
      <span aria-hidden>·</span>
      <Link
        to={paths.projectChangelog(projectId)}
        className="font-medium text-indigo-700 hover:underline"
      >
        Changelog
      </Link>
    </p>
  );
}
