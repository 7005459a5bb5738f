import type { Idea } from '@codebazaar/shared';
import { categoryLabel } from '@codebazaar/shared/rules';
import { useRef } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { BookmarkCheck, Clock, DollarSign, Trash2 } from '@/components/ui/icons';

import { formatPriceRange } from '../lib/start-project';

export interface SavedIdeasProps {
  ideas: Idea[];
  onRemove: (id: string) => void;
  startHref: (idea: Idea) => string;
}

/** Save for later: the ideas kept in this browser, each removable. */
export function SavedIdeas({ ideas, onRemove, startHref }: SavedIdeasProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (ideas.length === 0) return null;

  const remove = (id: string) => {
    onRemove(id);
    // The removed card took the focused button with it: keep keyboard users in the section.
    headingRef.current?.focus();
  };

  return (
    <section aria-labelledby="saved-ideas-heading" className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2
            id="saved-ideas-heading"
            ref={headingRef}
            tabIndex={-1}
            className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900 focus:outline-none"
          >
            <BookmarkCheck className="size-5 text-indigo-600" aria-hidden />
            Saved ideas
            <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-700">
              {ideas.length}
            </span>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Kept in this browser only, so they are here when you come back.
          </p>
        </div>
      </div>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ideas.map((idea) => {
          const titleId = `saved-idea-${idea.id}`;
          return (
            <li key={idea.id}>
              <article
                aria-labelledby={titleId}
                className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <Badge variant="indigo" className="self-start">
                  {categoryLabel(idea.category)}
                </Badge>
                <h3 id={titleId} className="mt-2 font-semibold text-slate-900">
                  {idea.title}
                </h3>
                <p className="mt-1 line-clamp-2 text-sm text-slate-600">{idea.description}</p>
                <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
                  <span className="inline-flex items-center gap-1">
                    <DollarSign className="size-3.5" aria-hidden />
                    {formatPriceRange(idea.estimatedPrice)}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Clock className="size-3.5" aria-hidden />
                    {idea.estimatedTime}
                  </span>
                </p>
                <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
                  <ButtonLink
                    to={startHref(idea)}
                    size="sm"
                    variant="secondary"
                    aria-describedby={titleId}
                  >
                    Start this project
                  </ButtonLink>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-describedby={titleId}
                    onClick={() => remove(idea.id)}
                    icon={<Trash2 className="size-4" aria-hidden />}
                  >
                    Remove
                  </Button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
