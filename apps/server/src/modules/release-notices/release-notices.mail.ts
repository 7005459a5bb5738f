import { formatBytes, formatDate } from '@codebazaar/shared';

import type { MailMessage } from '../../integrations/mail/mailer';
import { escapeHtml } from '../../lib/html';

const SIGNATURE = '— The Codebazaar team';

/** A file of a release as notices show it. */
export interface NoticeFile {
  name: string;
  /** Bytes. */
  size: number;
  sha256: string;
}

/** Relative links and images in rendered notes point at our site once they leave it. */
export function absolutizeLinks(html: string, publicUrl: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${publicUrl}/`);
}

export interface ReleaseMailInput {
  to: { email: string; username: string };
  project: { title: string };
  release: {
    version: string;
    /** The notes as the author wrote them (Markdown): the text part shows them as they are. */
    notes: string;
    /** The notes rendered and sanitized (lib/markdown.ts): the HTML part shows them. */
    notesHtml: string;
    publishedAt: Date;
  };
  files: NoticeFile[];
  /**
   * Null: the holder is entitled to the release. Otherwise the end of their term of updates,
   * which this release came after: the mail offers to renew instead.
   */
  updatesEnded: Date | null;
  links: {
    /** The buyer's library, where they download (or renew). */
    library: string;
    changelog: string;
    /** The one-click unsubscribe link of this holder and project (RFC 8058). */
    unsubscribe: string;
  };
  publicUrl: string;
}

function textOf(input: ReleaseMailInput): string {
  const { release, project, files, links, updatesEnded } = input;
  const name = `${project.title} ${release.version}`;
  const lines = [
    `Hi ${input.to.username},`,
    '',
    `${name} was published on ${formatDate(release.publishedAt)}.`,
  ];
  if (updatesEnded) {
    lines.push(
      '',
      `Your license's updates ended on ${formatDate(updatesEnded)}, before this release: renew ` +
        'your updates to download it (you keep every release you were entitled to).',
    );
  }
  if (release.notes.trim()) lines.push('', "What's new:", '', release.notes.trim());
  if (files.length > 0) {
    lines.push('', files.length === 1 ? 'File:' : 'Files:');
    for (const f of files) {
      lines.push(`- ${f.name} (${formatBytes(f.size)})`, `  SHA-256: ${f.sha256}`);
    }
  }
  lines.push(
    '',
    updatesEnded ? 'Renew your updates in your library:' : 'Download it from your library:',
    links.library,
    '',
    'Every release, in the changelog:',
    links.changelog,
    '',
    `You get this mail because you hold a license of ${project.title}. To get no more release ` +
      'mails of this project:',
    links.unsubscribe,
    '',
    SIGNATURE,
  );
  return lines.join('\n');
}

const P = 'margin:0 0 16px';
const MUTED = 'color:#64748b;font-size:13px';

function htmlOf(input: ReleaseMailInput): string {
  const { release, project, files, links, updatesEnded } = input;
  const name = escapeHtml(`${project.title} ${release.version}`);
  const notes = absolutizeLinks(release.notesHtml, input.publicUrl);
  const parts = [
    `<p style="${P}">Hi ${escapeHtml(input.to.username)},</p>`,
    `<p style="${P}"><strong>${name}</strong> was published on ${escapeHtml(formatDate(release.publishedAt))}.</p>`,
  ];
  if (updatesEnded) {
    parts.push(
      `<p style="${P}">Your license's updates ended on ${escapeHtml(formatDate(updatesEnded))}, ` +
        'before this release: renew your updates to download it (you keep every release you ' +
        'were entitled to).</p>',
    );
  }
  if (notes) parts.push(`<h2 style="font-size:16px;${P}">What's new</h2>`, `<div>${notes}</div>`);
  if (files.length > 0) {
    const items = files
      .map(
        (f) =>
          `<li style="margin:0 0 8px">${escapeHtml(f.name)} (${escapeHtml(formatBytes(f.size))})` +
          `<br /><span style="${MUTED}">SHA-256: <code>${escapeHtml(f.sha256)}</code></span></li>`,
      )
      .join('');
    parts.push(
      `<h2 style="font-size:16px;${P}">${files.length === 1 ? 'File' : 'Files'}</h2>`,
      `<ul style="${P};padding-left:20px">${items}</ul>`,
    );
  }
  parts.push(
    `<p style="${P}"><a href="${escapeHtml(links.library)}">` +
      `${updatesEnded ? 'Renew your updates in your library' : 'Download it from your library'}` +
      `</a> · <a href="${escapeHtml(links.changelog)}">Changelog</a></p>`,
    `<p style="${P}">${escapeHtml(SIGNATURE)}</p>`,
    `<p style="${MUTED}">You get this mail because you hold a license of ` +
      `${escapeHtml(project.title)}. <a href="${escapeHtml(links.unsubscribe)}">` +
      'Get no more release mails of this project</a>.</p>',
  );
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
    `<title>${name}</title></head>` +
    '<body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:15px;' +
    `line-height:1.5;color:#0f172a;max-width:600px;margin:0 auto;padding:16px">${parts.join('')}` +
    '</body></html>'
  );
}

/**
 * The mail a holder gets when a release of their project is published: what is new, the files
 * with their checksums, where to download it, the changelog, and a one-click unsubscribe for
 * this project (List-Unsubscribe with List-Unsubscribe-Post, RFC 8058). A holder whose updates
 * ended before the release is told it is out and asked to renew instead.
 */
export function releaseMail(input: ReleaseMailInput): MailMessage {
  const name = `${input.project.title} ${input.release.version}`;
  return {
    to: input.to.email,
    subject: input.updatesEnded ? `${name} is out: renew your updates to get it` : `${name} is out`,
    text: textOf(input),
    html: htmlOf(input),
    headers: {
      'List-Unsubscribe': `<${input.links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
