import { useEffect } from 'react';

/**
 * Points the page's `<link rel="canonical">` at `path` on this origin while mounted (the server
 * writes one into the first page it sends; in-app navigation keeps it right). The previous
 * address comes back on unmount, unless the next page has set its own by then.
 */
export function useCanonicalUrl(path: string | null) {
  useEffect(() => {
    if (!path) return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const created = !link;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    const previous = link.getAttribute('href');
    const ours = new URL(path, window.location.origin).href;
    link.href = ours;
    const element = link;
    return () => {
      if (element.href !== ours) return;
      if (created) element.remove();
      else if (previous !== null) element.setAttribute('href', previous);
    };
  }, [path]);
}
