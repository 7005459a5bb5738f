import crypto from 'node:crypto';

import { escapeHtml } from '../../lib/html';
import type { SandboxPage, SandboxProject } from './sandbox.service';

/**
 * The HTML of the demo sandbox page. The one inline <style> is allowed by its hash in the page's
 * own Content-Security-Policy, so the stylesheet can never drift from the policy. The only
 * script is FRAME_WATCH_JS, an external file (no inline script), on pages that frame a demo.
 */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html,body{height:100%;margin:0}
body{display:flex;flex-direction:column;min-height:100vh;min-height:100dvh;background:#f8fafc;color:#0f172a;font:15px/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:#4f46e5}
a:focus-visible{outline:2px solid #4f46e5;outline-offset:2px;border-radius:6px}
.bar{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;padding:10px 16px;background:#fff;border-bottom:1px solid #e2e8f0}
.back{display:inline-flex;align-items:center;gap:6px;padding:6px 12px;border:1px solid #e2e8f0;border-radius:10px;color:#334155;font-weight:500;text-decoration:none;white-space:nowrap}
.back:hover{background:#f1f5f9;color:#0f172a}
.info{display:flex;flex-direction:column;min-width:0;flex:1 1 200px}
.title{margin:0;font-size:16px;font-weight:600;line-height:1.3;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.by{color:#64748b;font-size:13px}
.by a{color:#475569;font-weight:500;text-decoration:none}
.by a:hover{color:#4f46e5;text-decoration:underline}
.actions{display:flex;align-items:center;gap:10px}
.badge{display:inline-flex;align-items:center;gap:6px;padding:3px 10px;border-radius:999px;background:#eef2ff;color:#4338ca;font-size:12px;font-weight:600;white-space:nowrap}
.open{font-size:13px;font-weight:500;white-space:nowrap}
.frame{flex:1;display:flex;min-height:0}
iframe{flex:1;width:100%;min-height:420px;border:0;background:#fff}
[hidden]{display:none!important}
.slow{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;margin:0;padding:10px 16px;background:#fffbeb;color:#78350f;border-bottom:1px solid #fde68a;font-size:14px}
.slow a{color:#92400e;font-weight:600}
.hint{margin:0;padding:6px 16px;background:#f1f5f9;color:#64748b;font-size:12px;border-bottom:1px solid #e2e8f0}
.notice{flex:1;display:flex;align-items:center;justify-content:center;padding:32px 16px}
.card{max-width:480px;width:100%;padding:32px 28px;background:#fff;border:1px solid #e2e8f0;border-radius:16px;box-shadow:0 1px 2px rgba(15,23,42,.06);text-align:center}
.card h1{margin:0 0 8px;font-size:22px;line-height:1.3}
.card p{margin:0 0 20px;color:#475569}
.button{display:inline-block;margin:4px;padding:10px 18px;border-radius:10px;background:#4f46e5;color:#fff;font-weight:600;text-decoration:none}
.button:hover{background:#4338ca}
.button.secondary{background:#fff;color:#334155;border:1px solid #cbd5e1}
.button.secondary:hover{background:#f1f5f9}
@media (max-width:480px){.badge{display:none}.bar{padding:8px 12px}.card{padding:24px 18px}}
`;

const STYLE_HASH = `'sha256-${crypto.createHash('sha256').update(STYLE).digest('base64')}'`;

/** How long the sandbox page waits for the demo before it says so. */
const DEMO_LOAD_SECONDS = 5;

/** Where the sandbox routes serve FRAME_WATCH_JS. */
export const FRAME_WATCH_PATH = '/api/sandbox/frame-watch.js';

/**
 * Tells the visitor when the demo has not loaded after a few seconds (a slow, offline or
 * unframeable site) and offers the new tab. Loaded in the head, before the frame exists: the
 * frame's load event is caught on the document (load does not bubble, but capture sees it).
 */
export const FRAME_WATCH_JS = `'use strict';
(function () {
  var loaded = false;
  document.addEventListener('load', function (event) {
    if (!event.target || event.target.id !== 'demo-frame') return;
    loaded = true;
    var slow = document.getElementById('demo-slow');
    if (slow) slow.hidden = true;
  }, true);
  setTimeout(function () {
    var slow = document.getElementById('demo-slow');
    if (!loaded && slow) slow.hidden = false;
  }, ${DEMO_LOAD_SECONDS * 1000});
})();
`;

export interface RenderedSandboxPage {
  status: number;
  html: string;
  /** The page's own Content-Security-Policy (replaces the app-wide one). */
  csp: string;
}

function policy(frameOrigin?: string): string {
  return [
    "default-src 'none'",
    // The frame watcher, from this site (the page has no inline script).
    ...(frameOrigin ? ["script-src 'self'"] : []),
    `style-src ${STYLE_HASH}`,
    "img-src 'self'",
    // Only the demo's own origin may be framed, and only by this page.
    ...(frameOrigin ? [`frame-src ${frameOrigin}`] : []),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

function layout(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex, nofollow" />
<title>${escapeHtml(title)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<style>${STYLE}</style>
${script}</head>
<body>
${body}
</body>
</html>
`;
}

function topBar(project: SandboxProject, extra = ''): string {
  const id = encodeURIComponent(project.id);
  // Author pages live at /author/{username}.
  const author = encodeURIComponent(project.authorUsername);
  return `<header class="bar">
<a class="back" href="/project/${id}"><span aria-hidden="true">&larr;</span> Back to project</a>
<div class="info">
<p class="title" title="${escapeHtml(project.title)}">${escapeHtml(project.title)}</p>
<span class="by">by <a href="/author/${author}">${escapeHtml(project.authorName)}</a></span>
</div>
${extra}
</header>`;
}

function notice(heading: string, text: string, actions: string): string {
  return `<main class="notice">
<div class="card">
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
${actions}
</div>
</main>`;
}

const externalLink = (href: string, label: string, cls: string) =>
  `<a class="${cls}" href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${label}</a>`;

export function renderSandboxPage(page: SandboxPage): RenderedSandboxPage {
  switch (page.kind) {
    case 'not-found':
      return {
        status: 404,
        csp: policy(),
        html: layout(
          'Project not found — Codebazaar',
          notice(
            'Project not found',
            'The project you are looking for does not exist.',
            '<a class="button" href="/find-projects">Browse projects</a>',
          ),
        ),
      };
    case 'no-demo': {
      const { project } = page;
      const text =
        page.reason === 'missing'
          ? `${project.title} does not have a live demo yet. The project page has its description, features and license options.`
          : `The demo link of ${project.title} is not a web address that can be opened here.`;
      return {
        status: 200,
        csp: policy(),
        html: layout(
          `No live demo: ${project.title} — Codebazaar`,
          `${topBar(project)}
${notice(
  'No live demo available',
  text,
  `<a class="button" href="/project/${encodeURIComponent(project.id)}">Back to project</a>`,
)}`,
        ),
      };
    }
    case 'insecure-demo': {
      const { project } = page;
      return {
        status: 200,
        csp: policy(),
        html: layout(
          `Demo: ${project.title} — Codebazaar`,
          `${topBar(project)}
${notice(
  'This demo opens in its own tab',
  'The demo is served over plain HTTP, so it cannot be shown inside this secure page.',
  `${externalLink(page.demoUrl, 'Open the demo in a new tab', 'button')}
<a class="button secondary" href="/project/${encodeURIComponent(project.id)}">Back to project</a>`,
)}`,
        ),
      };
    }
    case 'demo': {
      const { project } = page;
      const actions = `<div class="actions">
<span class="badge">Sandboxed demo</span>
${externalLink(page.demoUrl, 'Open in new tab <span aria-hidden="true">&#8599;</span>', 'open')}
</div>`;
      return {
        status: 200,
        csp: policy(page.demoOrigin),
        html: layout(
          `Demo: ${project.title} — Codebazaar`,
          `${topBar(project, actions)}
<p class="hint">The demo runs in an isolated sandbox with no access to your Codebazaar account. If it stays blank, the site may refuse to be embedded: open it in a new tab.</p>
<p id="demo-slow" class="slow" role="status" hidden>The demo has not loaded after ${DEMO_LOAD_SECONDS} seconds: the site may be slow, offline or refuse to be shown here. ${externalLink(page.demoUrl, 'Open the demo in a new tab', 'open-slow')}</p>
<main class="frame">
<iframe src="${escapeHtml(page.demoUrl)}" title="${escapeHtml(`Live demo of ${project.title}`)}" sandbox="allow-scripts allow-forms allow-popups" referrerpolicy="no-referrer" allow="fullscreen" id="demo-frame"></iframe>
</main>`,
          `<script src="${FRAME_WATCH_PATH}"></script>
`,
        ),
      };
    }
  }
}
