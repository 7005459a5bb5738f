import { useEffect } from 'react';

export const SITE_NAME = 'Codebazaar';

/** Sets document.title to "<title> | Codebazaar" (or the site name alone) while mounted. */
export function useDocumentTitle(title?: string | null) {
  useEffect(() => {
    const previous = document.title;
    document.title = title
      ? `${title} | ${SITE_NAME}`
      : `${SITE_NAME} - Marketplace for code projects`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
