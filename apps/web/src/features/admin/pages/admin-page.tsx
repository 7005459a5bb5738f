import { Link, useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FileText, Scale, Settings, ShieldAlert } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';

import { AuditLogPanel } from '../components/audit-log-panel';
import { OverviewPanel } from '../components/overview-panel';
import { ProjectsPanel } from '../components/projects-panel';
import { ReportsPanel } from '../components/reports-panel';
import { UsersPanel } from '../components/users-panel';

const TABS = [
  { id: 'overview', label: 'Overview', Panel: OverviewPanel },
  { id: 'reports', label: 'Reports', Panel: ReportsPanel },
  { id: 'users', label: 'Users', Panel: UsersPanel },
  { id: 'projects', label: 'Projects', Panel: ProjectsPanel },
  { id: 'audit-log', label: 'Audit log', Panel: AuditLogPanel },
] as const;

/** The admin console: the business, reports, users, projects and the audit log, as tabs. */
export function Component() {
  useDocumentTitle('Admin Dashboard');
  const { isAdmin } = useAuth();
  const [params] = useSearchParams();

  if (!isAdmin) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <EmptyState
          titleAs="h1"
          icon={ShieldAlert}
          title="Access Denied - You don't have permission to access this page."
          action={<ButtonLink to={paths.dashboard}>Go to dashboard</ButtonLink>}
        />
      </div>
    );
  }

  const current = TABS.find((t) => t.id === params.get('tab')) ?? TABS[0];
  const { Panel } = current;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="Admin Dashboard"
        description="Run the marketplace: its numbers, reports, accounts and projects."
        actions={
          <div className="flex flex-wrap gap-2">
            <ButtonLink
              to={paths.adminBlog}
              variant="outline"
              icon={<FileText className="size-4" aria-hidden />}
            >
              Blog management
            </ButtonLink>
            <ButtonLink
              to={paths.adminLegal}
              variant="outline"
              icon={<Scale className="size-4" aria-hidden />}
            >
              Legal pages
            </ButtonLink>
            <ButtonLink
              to={paths.adminSettings}
              variant="outline"
              icon={<Settings className="size-4" aria-hidden />}
            >
              Settings
            </ButtonLink>
          </div>
        }
      />
      <nav aria-label="Admin sections" className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {TABS.map((t) => (
            <li key={t.id}>
              <Link
                to={t.id === 'overview' ? paths.admin : `${paths.admin}?tab=${t.id}`}
                aria-current={t.id === current.id ? 'page' : undefined}
                className={cn(
                  '-mb-px block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                  t.id === current.id
                    ? 'border-indigo-600 text-indigo-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={current.label}>
        <Panel />
      </section>
    </div>
  );
}
