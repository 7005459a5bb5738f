import type { SandboxRepository } from './sandbox.repository';

export interface SandboxProject {
  id: string;
  title: string;
  authorId: string;
  authorUsername: string;
  /** How the author is named on the page: their display name, else their username. */
  authorName: string;
}

/** What the demo page shows for one id; the page renderer turns it into HTML. */
export type SandboxPage =
  | { kind: 'not-found' }
  /** No demo URL, or one that is not an http(s) address we can frame safely. */
  | { kind: 'no-demo'; project: SandboxProject; reason: 'missing' | 'unsupported' }
  /** A plain-HTTP demo on an HTTPS site: browsers block it as mixed content, so we link to it. */
  | { kind: 'insecure-demo'; project: SandboxProject; demoUrl: string }
  | { kind: 'demo'; project: SandboxProject; demoUrl: string; demoOrigin: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A host goes into the CSP header: only plain DNS names and bracketed IPv6 literals qualify
// (WHATWG URLs allow characters such as ';' and ',' in hosts, which would split the policy).
const SAFE_HOST = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i;

/** The demo URL as a URL we are willing to frame, or null. */
export function parseDemoUrl(raw: string | null): URL | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Browsers refuse subresource URLs with embedded credentials.
  if (url.username || url.password) return null;
  if (!SAFE_HOST.test(url.hostname)) return null;
  return url;
}

export function createSandboxService(repo: SandboxRepository, opts: { publicUrl: string }) {
  const siteIsSecure = opts.publicUrl.startsWith('https://');
  return {
    async getDemoPage(id: string): Promise<SandboxPage> {
      if (!UUID.test(id)) return { kind: 'not-found' };
      const row = await repo.findProject(id);
      // Drafts are private to their author: to everyone else they do not exist.
      if (!row || row.status !== 'published') return { kind: 'not-found' };
      const project: SandboxProject = {
        id: row.id,
        title: row.title,
        authorId: row.authorId,
        authorUsername: row.authorUsername,
        authorName: row.authorDisplayName?.trim() || row.authorUsername,
      };
      if (!row.demoUrl?.trim()) return { kind: 'no-demo', project, reason: 'missing' };
      const url = parseDemoUrl(row.demoUrl);
      if (!url) return { kind: 'no-demo', project, reason: 'unsupported' };
      if (siteIsSecure && url.protocol === 'http:') {
        return { kind: 'insecure-demo', project, demoUrl: url.href };
      }
      return { kind: 'demo', project, demoUrl: url.href, demoOrigin: url.origin };
    },
  };
}

export type SandboxService = ReturnType<typeof createSandboxService>;
