import type { User } from '@codebazaar/shared';

import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { GitHubIcon } from '@/components/ui/github-icon';
import { CalendarDays, Globe, Mail } from '@/components/ui/icons';
import { formatMonthYear } from '@/lib/format-date';

export const memberSince = (createdAt: string) => formatMonthYear(createdAt) || 'Unknown';

export function ProfileSummary({ user, isAdmin }: { user: User; isAdmin: boolean }) {
  const displayName = user.profile?.displayName || user.username;
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
        <Avatar username={user.username} src={user.profileImage} size="xl" />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <h1 className="truncate text-2xl font-bold text-slate-900">{displayName}</h1>
            {isAdmin && <Badge variant="purple">Admin</Badge>}
          </div>
          <p className="text-slate-500">@{user.username}</p>
          {user.profile?.bio && <p className="max-w-prose text-slate-700">{user.profile.bio}</p>}
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm text-slate-600 sm:justify-start">
            <li className="flex items-center gap-1.5">
              <Mail className="size-4" aria-hidden />
              <span className="sr-only">Email:</span>
              {user.email}
            </li>
            <li className="flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden />
              Member since {memberSince(user.createdAt)}
            </li>
            {user.website && /^https?:\/\//i.test(user.website) && (
              <li className="flex items-center gap-1.5">
                <Globe className="size-4" aria-hidden />
                <a
                  href={user.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-indigo-600 hover:underline"
                >
                  {user.website.replace(/^https?:\/\//, '')}
                </a>
              </li>
            )}
            {user.githubProfile?.username && (
              <li className="flex items-center gap-1.5">
                <GitHubIcon className="size-4" />
                {user.githubProfile.username}
              </li>
            )}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
