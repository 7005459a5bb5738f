import { useEffect } from 'react';

/** Spec §9: meta descriptions are cut at 160 characters (157 plus an ellipsis). */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 160 ? `${clean.slice(0, 157)}...` : clean;
}

/**
 * Keeps the meta description in step with the page shown (the server renders the same head
 * for crawlers; this covers navigation inside the app) and restores the previous one after.
 */
export function useMetaDescription(text: string | null | undefined) {
  useEffect(() => {
    if (!text) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = metaDescription(text);
    return () => {
      tag.content = previous;
    };
  }, [text]);
}
