import type { DashboardResponse, RecentActivity } from '@codebazaar/shared';
import {
  DASHBOARD_RECENT_ACTIVITY,
  DASHBOARD_RECENT_DRAFTS,
  formatUsd,
} from '@codebazaar/shared/rules';
import { Link } from 'react-router';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  ArrowRight,
  DollarSign,
  FileText,
  Gift,
  PlusCircle,
  Rocket,
  Search,
  ShoppingBag,
  Store,
  type LucideIcon,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';

const QUICK_ACTIONS: { to: string; label: string; text: string; Icon: LucideIcon }[] = [
  {
    to: paths.postProjects,
    label: 'Post a New Project',
    text: 'Share or sell your code',
    Icon: PlusCircle,
  },
  {
    to: paths.findProjects,
    label: 'Browse projects',
    text: 'Find code to build on',
    Icon: Search,
  },
  {
    to: paths.sellerDashboard,
    label: 'Seller Dashboard',
    text: 'Earnings and payouts',
    Icon: Store,
  },
];

const ACTIVITY_ICONS: Record<RecentActivity['type'], LucideIcon> = {
  published: Rocket,
  sale: DollarSign,
  purchase: ShoppingBag,
};

/** Overview: quick actions, recent activity and recent drafts. */
export function OverviewTab({ data }: { data: DashboardResponse }) {
  const activity = data.recentActivity.slice(0, DASHBOARD_RECENT_ACTIVITY);
  const drafts = data.draftProjects.slice(0, DASHBOARD_RECENT_DRAFTS);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2 lg:self-start">
        <CardHeader>
          <CardTitle>Recent Activity</CardTitle>
        </CardHeader>
        <CardContent>
          {activity.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">
              No activity yet. Publish a project or claim one to get started.
            </p>
          ) : (
            <ul className="space-y-4">
              {activity.map((a, i) => {
                // A sale without revenue is a free claim.
                const Icon = a.type === 'sale' && !a.revenue ? Gift : ACTIVITY_ICONS[a.type];
                return (
                  <li key={`${a.date}-${i}`} className="flex items-start gap-3">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
                      <Icon className="size-4" aria-hidden />
                    </span>
                    <div className="min-w-0 flex-1">
                      <Link
                        to={paths.project(a.projectId)}
                        className="text-sm text-slate-800 hover:text-indigo-700"
                      >
                        {a.message}
                      </Link>
                      <p className="text-xs text-slate-500">{formatDate(a.date)}</p>
                    </div>
                    {a.revenue !== undefined && (
                      <span className="text-sm font-semibold text-emerald-700 tabular-nums">
                        +{formatUsd(a.revenue)}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>

      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Quick Actions</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2">
              {QUICK_ACTIONS.map(({ to, label, text, Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="group flex items-center gap-3 rounded-lg border border-slate-200 p-3 hover:border-indigo-300 hover:bg-indigo-50/50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    <Icon className="size-5 text-indigo-600" aria-hidden />
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-medium text-slate-900">{label}</span>
                      <span className="block text-xs text-slate-500">{text}</span>
                    </span>
                    <ArrowRight
                      className="size-4 text-slate-400 group-hover:text-indigo-600"
                      aria-hidden
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex items-center justify-between">
            <CardTitle>Recent Drafts</CardTitle>
            {data.draftProjects.length > 0 && (
              <Link
                to={paths.drafts}
                className="text-sm font-medium text-indigo-700 hover:underline"
              >
                View all
              </Link>
            )}
          </CardHeader>
          <CardContent>
            {drafts.length === 0 ? (
              <p className="text-sm text-slate-500">No drafts. Everything is published.</p>
            ) : (
              <ul className="space-y-2">
                {drafts.map((d) => (
                  <li key={d._id}>
                    <Link
                      to={paths.editProject(d._id)}
                      className="flex items-center gap-2 rounded-lg p-2 text-sm hover:bg-slate-50"
                    >
                      <FileText className="size-4 shrink-0 text-amber-600" aria-hidden />
                      <span className="min-w-0 flex-1 truncate font-medium text-slate-800">
                        {d.title || 'Untitled draft'}
                      </span>
                      <span className="shrink-0 text-xs text-slate-500">
                        {formatDate(d.updatedAt)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
