import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { createProject, paidProject } from '../../../test/payments-fixtures';
import { insertRelease } from '../../../test/release-notices-fixtures';
import { child, childrenNamed, parseXml } from '../../../test/xml';

let ctx: TestContext;
let seller: TestUser;
let projectId: string;
let draftId: string;
let ids: { older: string; newer: string; yanked: string };

/** A title and notes that try to break out of the page and the feed. */
const TITLE = 'Kit <b>$& "pro"</b>';
const HOSTILE =
  '### Fixed\n\n- Parser & lexer: `a < b` works\n- Ends CDATA: ]]> too\n\n' +
  '<script>alert("x")</script><img src="x" onerror="alert(1)">\n\n[click](javascript:alert(1))';

beforeAll(async () => {
  ctx = await createTestApp();
  seller = await createUser(ctx, { username: `kitmaker${Date.now().toString(36)}` });
  projectId = await createProject(ctx, seller, { ...paidProject(), title: TITLE });
  ids = {
    older: await insertRelease(ctx, projectId, {
      version: '1.0.0',
      notes: 'First **stable** release.',
      publishedAt: new Date('2026-03-01T09:00:00.000Z'),
      files: [{ name: 'kit-1.0.0.zip', size: 2 * 1024 * 1024, sha256: 'e'.repeat(64) }],
    }),
    newer: await insertRelease(ctx, projectId, {
      version: '1.1.0',
      notes: HOSTILE,
      publishedAt: new Date('2026-04-15T12:30:00.000Z'),
      files: [
        { name: 'kit-1.1.0.zip', size: 512, sha256: 'f'.repeat(64) },
        { name: 'kit-1.1.0.tar.gz', size: 1536, sha256: '0'.repeat(64) },
      ],
    }),
    yanked: await insertRelease(ctx, projectId, {
      version: '1.2.0',
      notes: 'Broken build',
      publishedAt: new Date('2026-05-01T00:00:00.000Z'),
      yankedAt: new Date('2026-05-02T00:00:00.000Z'),
    }),
  };
  draftId = await createProject(ctx, seller, {
    ...paidProject(),
    title: 'Unreleased draft',
    status: 'draft',
  });
  await insertRelease(ctx, draftId, { version: '0.1.0', notes: 'Draft notes' });
});
afterAll(async () => {
  await ctx?.close();
});

const page = (id: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/project/${id}/changelog`, headers });
const feed = (id: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/project/${id}/changelog.xml`, headers });

/** What the server put inside the app's root element. */
const rootOf = (html: string) => {
  const start = html.indexOf('<div id="root">');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</body>'));
};

describe('GET /project/{id}/changelog', () => {
  it('renders the changelog into the page for crawlers and readers without JavaScript', async () => {
    const res = await page(projectId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const html = res.body;
    const title = 'Kit &lt;b&gt;$&amp; &quot;pro&quot;&lt;/b&gt;';
    expect(html).toContain(`<title>${title} changelog — Codebazaar</title>`);
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost:3000/project/${projectId}/changelog" />`,
    );
    expect(html).toContain(
      `<link rel="alternate" type="application/atom+xml" title="${title} releases" href="http://localhost:3000/project/${projectId}/changelog.xml" />`,
    );
    expect(html).toMatch(
      /<meta name="description" content="Release notes of Kit [^"]*: 2 releases, the latest 1\.1\.0 of Apr 15, 2026\." \/>/,
    );

    const root = rootOf(html);
    expect(root).toContain(`<h1 class="mt-2 text-2xl font-bold">${title} changelog</h1>`);
    // Newest first, the yanked release left out.
    expect(root.indexOf('>1.1.0</h2>')).toBeGreaterThan(-1);
    expect(root.indexOf('>1.1.0</h2>')).toBeLessThan(root.indexOf('>1.0.0</h2>'));
    expect(root).not.toContain('1.2.0');
    expect(root).not.toContain('Broken build');
    expect(root).toContain('<time datetime="2026-04-15T12:30:00.000Z">Apr 15, 2026</time>');
    // Notes as sanitized HTML.
    expect(root).toContain('<h3>Fixed</h3>');
    expect(root).toContain('<li>Parser &amp; lexer: <code>a &lt; b</code> works</li>');
    expect(root).toContain('<p>First <strong>stable</strong> release.</p>');
    expect(root).toContain('Ends CDATA: ]]&gt; too');
    expect(root).not.toMatch(/<script|onerror|href="javascript:/);
    expect(root).toContain('<a rel="noopener noreferrer">click</a>');
    // Files with size and checksum.
    expect(root).toContain(
      `kit-1.0.0.zip · 2.0 MB · SHA-256 <code class="break-all text-xs">${'e'.repeat(64)}</code>`,
    );
    expect(root).toContain('kit-1.1.0.tar.gz · 1.5 KB');
    expect(root).toContain('kit-1.1.0.zip · 512 B');
    expect(html).not.toContain('<script>alert');
  });

  it('is the same page for a signed-in reader, and answers HEAD', async () => {
    const signedIn = await page(projectId, seller.headers);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe((await page(projectId)).body);
    expect(signedIn.headers['cache-control']).toBe('public, no-cache');
    const head = await ctx.app.inject({ method: 'HEAD', url: `/project/${projectId}/changelog` });
    expect(head.statusCode).toBe(200);
  });

  it('says so when there is no release yet', async () => {
    const empty = await createProject(ctx, seller, { ...paidProject(), title: 'Quiet' });
    const res = await page(empty);
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain('No release has been published yet.');
  });

  it('is not found for a draft, an unknown project or a malformed id', async () => {
    for (const id of [draftId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await page(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toContain('<title>Not found — Codebazaar</title>');
      expect(res.body).not.toContain('Draft notes');
    }
  });
});

describe('GET /project/{id}/changelog.xml', () => {
  it('is a well-formed Atom feed of the releases, newest first, hostile notes escaped', async () => {
    const res = await feed(projectId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).not.toContain('<script');
    expect(res.body).not.toContain(']]>');

    const root = parseXml(res.body);
    expect(root.name).toBe('feed');
    expect(root.attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(child(root, 'id').text).toBe(`urn:uuid:${projectId}`);
    expect(child(root, 'title').text).toBe(`${TITLE} changelog`);
    expect(child(root, 'updated').text).toBe('2026-04-15T12:30:00.000Z');
    const links = childrenNamed(root, 'link').map((l) => l.attributes);
    expect(links).toEqual([
      {
        rel: 'self',
        type: 'application/atom+xml',
        href: `http://localhost:3000/project/${projectId}/changelog.xml`,
      },
      {
        rel: 'alternate',
        type: 'text/html',
        href: `http://localhost:3000/project/${projectId}/changelog`,
      },
    ]);
    expect(child(child(root, 'author'), 'name').text).toBe(seller.username);

    const entries = childrenNamed(root, 'entry');
    expect(entries.map((e) => child(e, 'id').text)).toEqual([
      `urn:uuid:${ids.newer}`,
      `urn:uuid:${ids.older}`,
    ]);
    const [newer, older] = entries as [(typeof entries)[0], (typeof entries)[0]];
    expect(child(newer, 'title').text).toBe(`${TITLE} 1.1.0`);
    expect(child(newer, 'published').text).toBe('2026-04-15T12:30:00.000Z');
    expect(child(newer, 'updated').text).toBe('2026-04-15T12:30:00.000Z');
    expect(child(newer, 'link').attributes.href).toBe(
      `http://localhost:3000/project/${projectId}/changelog#v1.1.0`,
    );
    const content = child(newer, 'content');
    expect(content.attributes.type).toBe('html');
    // The HTML the entry carries once the XML is read: sanitized notes, then the files.
    expect(content.text).toContain('<li>Parser &amp; lexer: <code>a &lt; b</code> works</li>');
    expect(content.text).toContain('Ends CDATA: ]]&gt; too');
    expect(content.text).not.toMatch(/<script|onerror|href="javascript:/);
    expect(content.text).toContain(
      `SHA-256 <code class="break-all text-xs">${'f'.repeat(64)}</code>`,
    );
    expect(child(older, 'content').text).toContain('<p>First <strong>stable</strong> release.</p>');
  });

  it('is the same for a signed-in reader', async () => {
    const signedIn = await feed(projectId, seller.headers);
    expect(signedIn.body).toBe((await feed(projectId)).body);
    expect(signedIn.headers['cache-control']).toBe('public, max-age=300');
  });

  it('is not found for a draft or an unknown project', async () => {
    for (const id of [draftId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await feed(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'Project not found' });
    }
  });
});
