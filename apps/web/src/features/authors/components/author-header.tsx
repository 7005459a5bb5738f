import type { PublicUser } from '@codebazaar/shared';

import { Avatar } from '@/components/ui/avatar';
import { ReportAction } from '@/components/moderation/report-action';
import { Card, CardContent } from '@/components/ui/card';
import { Award, CalendarDays, FolderGit2, Globe } from '@/components/ui/icons';

import { formatMonthYear } from '../lib/format';

/** Only http(s) links are rendered; anything else is dropped. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const linkClass =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-200 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-indigo-300 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** Avatar, name, reputation, member since, GitHub and website links. */
export function AuthorHeader({ author }: { author: PublicUser }) {
  const github = safeHttpUrl(author.githubProfile?.url);
  const website = safeHttpUrl(author.website);
  const displayName = author.profile.displayName?.trim();
  return (
    <Card>
      <CardContent className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <Avatar username={author.username} src={author.profileImage} size="xl" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {displayName || author.username}
          </h1>
          {displayName && <p className="text-slate-500">@{author.username}</p>}
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
            <li className="inline-flex items-center gap-1.5">
              <Award className="size-4 text-amber-500" aria-hidden />
              {author.reputation.toLocaleString('en-US')} reputation points
            </li>
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4 text-slate-400" aria-hidden />
              Member since {formatMonthYear(author.createdAt)}
            </li>
          </ul>
          {author.profile.bio && (
            <p className="mt-3 max-w-2xl text-slate-700">{author.profile.bio}</p>
          )}
          {(github || website) && (
            <div className="mt-4 flex flex-wrap gap-2">
              {github && (
                <a href={github} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  <FolderGit2 className="size-4" aria-hidden />
                  GitHub{author.githubProfile ? ` · ${author.githubProfile.username}` : ''}
                </a>
              )}
              {website && (
                <a
                  href={website}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className={linkClass}
                >
                  <Globe className="size-4" aria-hidden />
                  Website
                </a>
              )}
            </div>
          )}
        </div>
        <ReportAction
          targetType="user"
          targetId={author.id}
          ownerId={author.id}
          className="self-start text-slate-500"
        />
      </CardContent>
    </Card>
  );
}
