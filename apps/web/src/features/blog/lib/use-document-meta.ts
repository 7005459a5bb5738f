import { useEffect } from 'react';

import { useDocumentTitle } from '@/lib/use-document-title';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets document.title and the meta description while the page is shown and puts the
 * previous values back when it goes. The server renders the same head for crawlers.
 */
export function useDocumentMeta(title: string | null, description?: string | null) {
  useDocumentTitle(title);
  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
