import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';

export interface BlogSearchFormProps {
  /** The search in the URL; the field starts from it. */
  initial: string;
  onSearch: (term: string) => void;
}

/** Search box of the blog hero: Enter or the button runs the search. */
export function BlogSearchForm({ initial, onSearch }: BlogSearchFormProps) {
  const [term, setTerm] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(term.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
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
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="Search articles, tutorials, tags..."
          maxLength={200}
          className="h-12 w-full rounded-xl border-0 bg-white pr-3 pl-10 text-slate-900 shadow-lg placeholder:text-slate-400 focus:outline-2 focus:outline-offset-2 focus:outline-white"
        />
      </div>
      <Button type="submit" size="lg" className="rounded-xl bg-slate-900 hover:bg-slate-800">
        Search
      </Button>
    </form>
  );
}
