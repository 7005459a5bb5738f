import { RELEASE_MAIL_MESSAGES, RELEASE_MESSAGES } from '@codebazaar/shared';

import { escapeHtml } from '../../lib/html';

/** What the unsubscribe page says: ask first, done, or a link that is not ours. */
export type UnsubscribePage =
  | { state: 'confirm'; token: string; projectTitle: string | null }
  | { state: 'done'; projectTitle: string | null }
  | { state: 'invalid' };

const STYLE =
  'body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f8fafc;color:#0f172a;' +
  'margin:0;padding:48px 16px;line-height:1.5}main{max-width:480px;margin:0 auto;background:#fff;' +
  'border:1px solid #e2e8f0;border-radius:12px;padding:32px}h1{font-size:20px;margin:0 0 12px}' +
  'p{margin:0 0 16px}button{background:#4f46e5;color:#fff;border:0;border-radius:8px;' +
  'padding:10px 16px;font-size:15px;cursor:pointer}a{color:#4f46e5}';

const projectName = (title: string | null) =>
  title ? `<strong>${escapeHtml(title)}</strong>` : 'this project';

function bodyOf(page: UnsubscribePage): { title: string; html: string } {
  switch (page.state) {
    case 'confirm':
      return {
        title: 'Stop release mails',
        // A link scanner that opens the mail's link only reads this page; the opt-out takes the
        // button (a POST to the same address, as the List-Unsubscribe-Post header does).
        html:
          '<h1>Stop release mails?</h1>' +
          `<p>You will no longer get a mail when a new release of ${projectName(page.projectTitle)} ` +
          'is published. Your license and its downloads stay as they are.</p>' +
          `<form method="post" action="/api/releases/unsubscribe?token=${escapeHtml(encodeURIComponent(page.token))}">` +
          '<input type="hidden" name="List-Unsubscribe" value="One-Click" />' +
          '<button type="submit">Unsubscribe</button></form>',
      };
    case 'done':
      return {
        title: 'Unsubscribed',
        html:
          '<h1>Unsubscribed</h1>' +
          `<p>${escapeHtml(RELEASE_MAIL_MESSAGES.unsubscribed)}: ${projectName(page.projectTitle)}.</p>` +
          '<p>You can turn them on again in <a href="/dashboard?tab=purchases">your library</a>.</p>',
      };
    case 'invalid':
      return {
        title: 'Link not valid',
        html:
          `<h1>${escapeHtml(RELEASE_MESSAGES.unsubscribeInvalid)}</h1>` +
          '<p>Open the link of the mail itself, or choose your release mails in ' +
          '<a href="/dashboard?tab=purchases">your library</a>.</p>',
      };
  }
}

/**
 * The page behind a release mail's unsubscribe link, for people who open it (GET) and after
 * they pressed its button (POST from a browser): server-rendered, with no script.
 */
export function renderUnsubscribePage(page: UnsubscribePage): string {
  const { title, html } = bodyOf(page);
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
    '<meta name="viewport" content="width=device-width, initial-scale=1" />' +
    '<meta name="robots" content="noindex, nofollow" />' +
    `<title>${escapeHtml(title)} — Codebazaar</title><style>${STYLE}</style></head>` +
    `<body><main>${html}</main></body></html>`
  );
}
