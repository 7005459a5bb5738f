import { type BlogAuthor } from '@codebazaar/shared';
import { Link } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';

import { authorName } from '../lib/format';

/** 'About the author': avatar, name (linking to the author page) and bio. */
export function AuthorCard({ author }: { author: BlogAuthor }) {
  const name = authorName(author);
  return (
    <section
      aria-label="About the author"
      className="flex gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <Avatar username={author.username} src={author.profileImage} size="lg" />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Written by</p>
        <Link
          to={paths.author(author.username)}
          className="mt-0.5 inline-block text-lg font-semibold text-slate-900 hover:text-indigo-700"
        >
          {name}
        </Link>
        {name !== author.username && <p className="text-sm text-slate-500">@{author.username}</p>}
        {author.profile.bio && (
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{author.profile.bio}</p>
        )}
      </div>
    </section>
  );
}
