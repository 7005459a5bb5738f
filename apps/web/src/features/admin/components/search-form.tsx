import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** A search box that searches on submit (Enter or the button). */
export function SearchForm({
  label,
  placeholder,
  onSearch,
}: {
  label: string;
  placeholder: string;
  onSearch: (term: string) => void;
}) {
  const id = useId();
  const [term, setTerm] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(term.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="mb-4 flex gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        value={term}
        maxLength={100}
        placeholder={placeholder}
        onChange={(e) => setTerm(e.target.value)}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="outline" icon={<Search className="size-4" aria-hidden />}>
        Search
      </Button>
    </form>
  );
}
