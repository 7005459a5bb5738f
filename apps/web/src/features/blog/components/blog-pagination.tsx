import { type BlogPagination as Pagination } from '@codebazaar/shared';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';

export interface BlogPaginationProps {
  pagination: Pagination;
  /** Link of a page number (keeps the other list parameters). */
  hrefFor: (page: number) => string;
}

/** Previous, 'Page X of Y', Next. Links, so pages can be opened in a new tab. */
export function BlogPagination({ pagination, hrefFor }: BlogPaginationProps) {
  const { currentPage, totalPages, hasPrev, hasNext } = pagination;
  if (totalPages <= 1) return null;
  const disabled = buttonClasses({
    variant: 'outline',
    className: 'pointer-events-none opacity-50',
  });
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-3 sm:gap-4">
      {hasPrev ? (
        <Link to={hrefFor(currentPage - 1)} className={buttonClasses({ variant: 'outline' })}>
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </span>
      )}
      <span className="text-sm text-slate-600" aria-current="page">
        Page {currentPage} of {totalPages}
      </span>
      {hasNext ? (
        <Link to={hrefFor(currentPage + 1)} className={buttonClasses({ variant: 'outline' })}>
          Next
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          Next
          <ChevronRight className="size-4" aria-hidden />
        </span>
      )}
    </nav>
  );
}
