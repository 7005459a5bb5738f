import { useEffect } from 'react';

export const SITE_NAME = 'Codebazaar';
/** Same wording as the server-rendered head (apps/server/src/seo/spa.ts). */
export const DEFAULT_TITLE = 'Codebazaar — the marketplace for code';

/** Sets document.title to "<title> — Codebazaar" (or the default title) while mounted. */
export function useDocumentTitle(title?: string | null) {
  useEffect(() => {
    const previous = document.title;
    const ours = title ? `${title} — ${SITE_NAME}` : DEFAULT_TITLE;
    document.title = ours;
    return () => {
      // Only undo our own title: the next page may already have set its own.
      if (document.title === ours) document.title = previous;
    };
  }, [title]);
}
