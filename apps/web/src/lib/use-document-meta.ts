import { useEffect } from 'react';

import { useDocumentTitle } from './use-document-title';

/** A text as a meta description: spaces collapsed, cut at 160 characters (157 plus an ellipsis). */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 160 ? `${clean.slice(0, 157)}...` : clean;
}

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
 * previous values back when it goes. The server renders the same head for crawlers; this
 * covers navigation inside the app. The description is used as given (see `metaDescription`)
 * and left alone when empty.
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
