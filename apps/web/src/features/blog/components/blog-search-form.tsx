import type { BlogListQuery } from '@codebazaar/shared';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { fieldErrorId } from '@/components/ui/field';
import { Search } from '@/components/ui/icons';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

export interface BlogSearchFormProps {
  /** The search in the URL; the field starts from it. */
  initial: string;
  onSearch: (term: string) => void;
}

/** The search term as the blog list's query takes it; zod loads on the first search. */
const resolver = lazyZodResolver<{ search: string }, Pick<BlogListQuery, 'search'>>(() =>
  import('@codebazaar/shared').then((m) => m.blogListQuerySchema.pick({ search: true })),
);

/** Search box of the blog hero: Enter or the button runs the search. */
export function BlogSearchForm({ initial, onSearch }: BlogSearchFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ search: string }, unknown, Pick<BlogListQuery, 'search'>>({
    resolver,
    defaultValues: { search: initial },
  });
  const error = errors.search?.message;
  const submit = handleSubmit(({ search }) => onSearch(search ?? ''));
  return (
    <form role="search" onSubmit={(e) => void submit(e)} noValidate>
      <div className="flex gap-2">
        <label htmlFor="blog-search" className="sr-only">
          Search articles
        </label>
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            id="blog-search"
            type="search"
            {...register('search')}
            placeholder="Search articles, tutorials, tags..."
            maxLength={200}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldErrorId('blog-search') : undefined}
            className="h-12 w-full rounded-xl border-0 bg-white pr-3 pl-10 text-slate-900 shadow-lg placeholder:text-slate-400 focus:outline-2 focus:outline-offset-2 focus:outline-white"
          />
        </div>
        <Button type="submit" size="lg" className="rounded-xl bg-slate-900 hover:bg-slate-800">
          Search
        </Button>
      </div>
      {error && (
        <p id={fieldErrorId('blog-search')} className="mt-2 text-sm text-white">
          {error}
        </p>
      )}
    </form>
  );
}
