import { formatBytes, formatDate } from '@codebazaar/shared';

import { escapeHtml } from '../../lib/html';
import type { HeadTags } from '../../seo/head';
import { escapeXml } from '../../seo/xml';
import { absolutizeLinks, type NoticeFile } from './release-notices.mail';
import type { Changelog, ChangelogRelease } from './release-notices.service';

/** Where a project's changelog and its feed live. */
export const changelogPath = (projectId: string) => `/project/${projectId}/changelog`;
export const feedPath = (projectId: string) => `/project/${projectId}/changelog.xml`;

/** The anchor of a release on the changelog page. */
const anchorOf = (version: string) => `v${version}`;

function filesHtml(files: NoticeFile[]): string {
  if (files.length === 0) return '';
  const items = files
    .map(
      (f) =>
        `<li class="mt-1">${escapeHtml(f.name)} · ${escapeHtml(formatBytes(f.size))} · ` +
        `SHA-256 <code class="break-all text-xs">${escapeHtml(f.sha256)}</code></li>`,
    )
    .join('');
  return `<ul class="mt-3 text-sm text-slate-600">${items}</ul>`;
}

function releaseHtml(r: ChangelogRelease): string {
  return (
    `<section id="${escapeHtml(anchorOf(r.version))}" class="mt-8 border-t border-slate-200 pt-6">` +
    `<h2 class="text-xl font-semibold">${escapeHtml(r.version)}</h2>` +
    `<p class="text-sm text-slate-500"><time datetime="${r.publishedAt.toISOString()}">` +
    `${escapeHtml(formatDate(r.publishedAt))}</time></p>` +
    (r.notesHtml ? `<div class="prose mt-3">${r.notesHtml}</div>` : '') +
    filesHtml(r.files) +
    '</section>'
  );
}

/**
 * The changelog as HTML for the page's body (crawlers, readers without JavaScript): the project,
 * then each release newest first with its date, its notes (rendered and sanitized by
 * lib/markdown.ts) and its files with size and SHA-256. Everything else is escaped here.
 */
export function renderChangelogBody({ project, releases }: Changelog): string {
  const title = escapeHtml(project.title);
  return (
    '<main class="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">' +
    `<p class="text-sm"><a href="/project/${escapeHtml(project.id)}">${title}</a></p>` +
    `<h1 class="mt-2 text-2xl font-bold">${title} changelog</h1>` +
    `<p class="mt-2 text-sm"><a href="${escapeHtml(feedPath(project.id))}">Atom feed</a> of new releases</p>` +
    (releases.length === 0
      ? '<p class="mt-8 text-slate-600">No release has been published yet.</p>'
      : releases.map(releaseHtml).join('')) +
    '</main>'
  );
}

/** The page's head and body: the same for every reader, signed in or not. */
export function buildChangelogHead(changelog: Changelog, publicUrl: string): HeadTags {
  const { project, releases } = changelog;
  const latest = releases[0];
  const count = `${releases.length} release${releases.length === 1 ? '' : 's'}`;
  return {
    title: `${project.title} changelog — Codebazaar`,
    description: latest
      ? `Release notes of ${project.title}: ${count}, the latest ${latest.version} of ${formatDate(latest.publishedAt)}.`
      : `Release notes of ${project.title} on Codebazaar: no release has been published yet.`,
    canonical: `${publicUrl}${changelogPath(project.id)}`,
    ogType: 'website',
    alternates: [
      {
        type: 'application/atom+xml',
        title: `${project.title} releases`,
        href: `${publicUrl}${feedPath(project.id)}`,
      },
    ],
    body: renderChangelogBody(changelog),
  };
}

const authorName = (p: Changelog['project']) => p.authorDisplayName?.trim() || p.authorUsername;

/**
 * The changelog as an Atom 1.0 feed (RFC 4287): one entry per release, newest first, its notes
 * and files as escaped HTML (`type="html"`), ids as `urn:uuid:` of the project and releases.
 */
export function renderAtomFeed({ project, releases }: Changelog, publicUrl: string): string {
  const page = `${publicUrl}${changelogPath(project.id)}`;
  const updated = releases[0]?.publishedAt ?? project.publishedAt ?? project.updatedAt;
  const entries = releases.map((r) => {
    const published = r.publishedAt.toISOString();
    const content = absolutizeLinks(r.notesHtml + filesHtml(r.files), publicUrl);
    return [
      '  <entry>',
      `    <id>urn:uuid:${r.id}</id>`,
      `    <title>${escapeXml(`${project.title} ${r.version}`)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(`${page}#${anchorOf(r.version)}`)}" />`,
      `    <published>${published}</published>`,
      `    <updated>${published}</updated>`,
      `    <content type="html">${escapeXml(content)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>urn:uuid:${project.id}</id>`,
    `  <title>${escapeXml(`${project.title} changelog`)}</title>`,
    `  <subtitle>${escapeXml(`New releases of ${project.title} on Codebazaar`)}</subtitle>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${publicUrl}${feedPath(project.id)}`)}" />`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(page)}" />`,
    '  <author>',
    `    <name>${escapeXml(authorName(project))}</name>`,
    `    <uri>${escapeXml(`${publicUrl}/author/${encodeURIComponent(project.authorUsername)}`)}</uri>`,
    '  </author>',
    '  <generator>Codebazaar</generator>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
