import { adminUsersQuerySchema } from '@codebazaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { fieldErrorId } from '@/components/ui/field';
import { Search } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';

/** The admin lists' search term, as their queries take it (users and projects share it). */
const searchFormSchema = adminUsersQuerySchema.pick({ search: true });

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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ search?: string }, unknown, { search: string | undefined }>({
    resolver: zodResolver(searchFormSchema),
    defaultValues: { search: '' },
  });
  const error = errors.search?.message;
  const submit = handleSubmit(({ search }) => onSearch(search ?? ''));
  return (
    <form role="search" onSubmit={(e) => void submit(e)} noValidate className="mb-4">
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Input
          id={id}
          type="search"
          maxLength={100}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          {...register('search')}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="outline" icon={<Search className="size-4" aria-hidden />}>
          Search
        </Button>
      </div>
      {error && (
        <p id={fieldErrorId(id)} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}
