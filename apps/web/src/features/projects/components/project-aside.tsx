import type { Project } from '@codebazaar/shared';
import { Link } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  Award,
  Calendar,
  Download,
  ExternalLink,
  Eye,
  Play,
  RefreshCw,
  Star,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { personName } from '@/lib/person-name';

/** The author card, linking to /author/{username}. */
export function AuthorCard({ author }: { author: Project['author'] }) {
  return (
    <Card>
      <CardContent className="space-y-4">
        <h2 className="text-sm font-medium text-slate-500">Author</h2>
        <Link
          to={paths.author(author.username)}
          className="group flex items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
        >
          <Avatar username={author.username} src={author.profileImage} size="lg" />
          <span className="min-w-0">
            <span className="block truncate font-semibold text-slate-900 group-hover:text-indigo-700">
              {personName(author)}
            </span>
            <span className="mt-0.5 inline-flex items-center gap-1 text-sm text-slate-500">
              <Award className="size-4" aria-hidden />
              {author.reputation} reputation points
            </span>
          </span>
        </Link>
        <Link
          to={paths.author(author.username)}
          className="block text-sm font-medium text-indigo-700 hover:underline"
        >
          View profile and projects
        </Link>
      </CardContent>
    </Card>
  );
}

/** The live demo: the project's own URL and the sandbox run. */
export function DemoCard({ project, onRunDemo }: { project: Project; onRunDemo: () => void }) {
  const url = project.demo.url ?? project.demoUrl;
  if (!url) return null;
  return (
    <Card>
      <CardContent className="space-y-3">
        <h2 className="text-sm font-medium text-slate-500">Live demo</h2>
        <Button
          className="w-full"
          variant="secondary"
          icon={<Play className="size-4" aria-hidden />}
          onClick={onRunDemo}
        >
          Run demo in sandbox
        </Button>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center gap-1.5 truncate text-sm font-medium text-indigo-700 hover:underline"
        >
          <ExternalLink className="size-4 shrink-0" aria-hidden />
          <span className="truncate">Open live demo</span>
        </a>
      </CardContent>
    </Card>
  );
}

/** The statistics panel: views, downloads, stars, created date. */
export function StatisticsPanel({ project }: { project: Project }) {
  const rows = [
    { Icon: Eye, label: 'Views', value: project.stats.views.toLocaleString('en-US') },
    { Icon: Download, label: 'Downloads', value: project.stats.downloads.toLocaleString('en-US') },
    { Icon: Star, label: 'Stars', value: project.stats.stars.toLocaleString('en-US') },
    { Icon: Calendar, label: 'Created', value: formatDate(project.createdAt) },
    { Icon: RefreshCw, label: 'Updated', value: formatDate(project.updatedAt) },
  ];
  return (
    <Card>
      <CardContent>
        <h2 className="text-sm font-medium text-slate-500">Statistics</h2>
        <dl className="mt-3 divide-y divide-slate-100 text-sm">
          {rows.map(({ Icon, label, value }) => (
            <div key={label} className="flex items-center justify-between py-2">
              <dt className="flex items-center gap-2 text-slate-600">
                <Icon className="size-4 text-slate-400" aria-hidden />
                {label}
              </dt>
              <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
