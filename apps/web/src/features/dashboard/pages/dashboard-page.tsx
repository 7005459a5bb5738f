import type { DashboardResponse } from '@codebazaar/shared';
import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import {
  FileText,
  FolderOpen,
  ListOrdered,
  LogIn,
  Plus,
  RefreshCw,
  ShoppingBag,
} from '@/components/ui/icons';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { PurchasesList, ReceiptsList } from '@/features/purchases';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useDashboard } from '@/lib/queries/dashboard';
import { useDocumentTitle } from '@/lib/use-document-title';

import { ModerationNotices } from '../components/moderation-notices';
import { OverviewTab } from '../components/overview-tab';
import { ProjectRows } from '../components/project-rows';
import { StatCards } from '../components/stat-cards';

type Tab = 'overview' | 'published' | 'drafts' | 'purchases';
const TAB_VALUES: Tab[] = ['overview', 'published', 'drafts', 'purchases'];

const tabLabel = (tab: Tab, data: DashboardResponse) => {
  switch (tab) {
    case 'overview':
      return 'Overview';
    case 'published':
      return 'Published Projects';
    case 'drafts':
      return `Drafts (${data.draftProjects.length})`;
    case 'purchases':
      return 'Purchases';
  }
};

/**
 * /dashboard: the welcome line, the seller figures (only for people who sell something) and the
 * tabs; a buyer starts on the Purchases tab, their library.
 */
export function Component() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  const dashboard = useDashboard();

  if (dashboard.isPending) return <PageSpinner label="Loading dashboard" />;
  if (dashboard.isError) {
    const unauthorized = dashboard.error instanceof ApiError && dashboard.error.status === 401;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        {unauthorized ? (
          <Alert
            variant="error"
            title="Please log in to view dashboard"
            action={
              <ButtonLink
                to={paths.login}
                state={{ from: { pathname: paths.dashboard } }}
                size="sm"
                icon={<LogIn className="size-4" aria-hidden />}
              >
                Sign in
              </ButtonLink>
            }
          />
        ) : (
          <Alert
            variant="error"
            title="Failed to load dashboard data"
            action={
              <Button
                variant="outline"
                size="sm"
                icon={<RefreshCw className="size-4" aria-hidden />}
                loading={dashboard.isFetching}
                onClick={() => void dashboard.refetch()}
              >
                Try again
              </Button>
            }
          />
        )}
      </div>
    );
  }

  const name = user?.profile.displayName?.trim() || user?.username;
  const seller = sellsSomething(dashboard.data);
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Welcome back{name ? `, ${name}` : ''}!
          </h1>
          <p className="mt-2 text-slate-600">
            {seller
              ? 'Here is how your projects are doing and what you have bought.'
              : 'Your library of the projects you claimed and bought.'}
          </p>
        </div>
        <ButtonLink to={paths.postProjects} icon={<Plus className="size-4" aria-hidden />}>
          Post a project
        </ButtonLink>
      </div>
      <ModerationNotices />
      {seller && dashboard.data.sellerStats && <StatCards stats={dashboard.data.sellerStats} />}
      <DashboardTabs data={dashboard.data} defaultTab={seller ? 'overview' : 'purchases'} />
    </div>
  );
}

/**
 * Someone with published projects or sales; everyone else is (so far) only a buyer. A session
 * always gets the figures; only a token's answer may leave them out (null).
 */
const sellsSomething = ({ sellerStats }: DashboardResponse) =>
  !!sellerStats && (sellerStats.totalProjects > 0 || sellerStats.totalRevenue > 0);

function DashboardTabs({ data, defaultTab }: { data: DashboardResponse; defaultTab: Tab }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TAB_VALUES.find((t) => t === requested) ?? defaultTab;
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (next: Tab, focus = false) => {
    const nextParams = new URLSearchParams(params);
    if (next === defaultTab) nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams, { replace: true, preventScrollReset: true });
    if (focus) refs.current[TAB_VALUES.indexOf(next)]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const i = TAB_VALUES.indexOf(tab);
    let next: number | null = null;
    if (e.key === 'ArrowRight') next = (i + 1) % TAB_VALUES.length;
    if (e.key === 'ArrowLeft') next = (i - 1 + TAB_VALUES.length) % TAB_VALUES.length;
    if (e.key === 'Home') next = 0;
    if (e.key === 'End') next = TAB_VALUES.length - 1;
    if (next === null) return;
    e.preventDefault();
    select(TAB_VALUES[next]!, true);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Dashboard sections"
        className="mb-6 flex flex-wrap gap-x-1 border-b border-slate-200"
      >
        {TAB_VALUES.map((t, i) => (
          <button
            key={t}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`dashboard-tab-${t}`}
            type="button"
            role="tab"
            aria-selected={tab === t}
            aria-controls={`dashboard-panel-${t}`}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => select(t)}
            onKeyDown={onKeyDown}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
              tab === t
                ? 'border-indigo-600 text-indigo-700'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {tabLabel(t, data)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`dashboard-panel-${tab}`} aria-labelledby={`dashboard-tab-${tab}`}>
        <TabPanel tab={tab} data={data} />
      </div>
    </div>
  );
}

function TabPanel({ tab, data }: { tab: Tab; data: DashboardResponse }) {
  switch (tab) {
    case 'overview':
      return <OverviewTab data={data} />;
    case 'published':
      return data.publishedProjects.length === 0 ? (
        <EmptyState
          icon={FolderOpen}
          title="No published projects yet"
          description="Publish your first project to start getting views and downloads."
          action={<ButtonLink to={paths.postProjects}>Post a project</ButtonLink>}
        />
      ) : (
        <Card>
          <CardContent>
            <ProjectRows projects={data.publishedProjects} kind="published" />
          </CardContent>
        </Card>
      );
    case 'drafts':
      return data.draftProjects.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No drafts"
          description="Drafts you save while posting a project show up here."
          action={<ButtonLink to={paths.postProjects}>Post a project</ButtonLink>}
        />
      ) : (
        <Card>
          <CardContent>
            <ProjectRows projects={data.draftProjects} kind="draft" />
            <div className="border-t border-slate-100 pt-4">
              <ButtonLink to={paths.drafts} variant="outline" size="sm">
                Manage drafts
              </ButtonLink>
            </div>
          </CardContent>
        </Card>
      );
    case 'purchases':
      return (
        <div className="space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600">
              Your orders group what you paid for in one payment, with one receipt each.
            </p>
            <ButtonLink
              to={paths.orders}
              variant="outline"
              size="sm"
              icon={<ListOrdered className="size-4" aria-hidden />}
            >
              Your orders
            </ButtonLink>
          </div>
          {data.purchasedLicenses.length === 0 ? (
            <EmptyState
              icon={ShoppingBag}
              title="No purchases yet"
              description="Projects you claim or buy appear here with their repository links."
              action={<ButtonLink to={paths.findProjects}>Browse projects</ButtonLink>}
            />
          ) : (
            <Card>
              <CardContent>
                <PurchasesList purchases={data.purchasedLicenses} />
              </CardContent>
            </Card>
          )}
          <ReceiptsList />
        </div>
      );
  }
}
