import {
  BLOG_HTML_ALLOWED_ATTRIBUTES,
  BLOG_HTML_ALLOWED_TAGS,
  BLOG_HTML_IMAGE_SCHEMES,
  BLOG_HTML_LINK_SCHEMES,
} from '@codebazaar/shared';
import { Parser } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext } from '../../test/helper';
import { sanitizeContentHtml } from './content-html';

/** Known XSS payloads: OWASP cheat sheet, PortSwigger, mutation XSS and encoding tricks. */
export const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.example/a.png" onerror="alert(1)">',
  '<img src="x" alt="x" onmouseover="alert(1)">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<img """><script>alert(1)</script>">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="java\0script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="javas&#99;ript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="https://ok.example" onclick="alert(1)" target="_top">ok</a>',
  '<a href="https://ok.example/&quot;onmouseover=&quot;alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input autofocus onfocus=alert(1)>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
  '<code class="language-js" onmouseover=alert(1)>code</code>',
  '<h1 onclick="alert(1)" id="x">Title</h1>',
  '<blockquote cite="javascript:alert(1)">q</blockquote>',
];

const allowedTags = new Set<string>(BLOG_HTML_ALLOWED_TAGS);
const linkSchemes = new Set<string>(BLOG_HTML_LINK_SCHEMES);
const imageSchemes = new Set<string>(BLOG_HTML_IMAGE_SCHEMES);

/** Everything wrong with a fragment, judged by a real HTML parser (entities decoded). */
function violations(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (!allowedTags.has(name)) found.push(`tag <${name}>`);
        const allowed = BLOG_HTML_ALLOWED_ATTRIBUTES[name] ?? [];
        for (const [attr, value] of Object.entries(attribs)) {
          if (!allowed.includes(attr)) found.push(`attribute ${attr} on <${name}>`);
          if (attr === 'href' || attr === 'src') {
            // Browsers ignore whitespace and control characters inside a scheme.
            // eslint-disable-next-line no-control-regex
            const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
            const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
            const schemes = attr === 'src' ? imageSchemes : linkSchemes;
            if (scheme !== undefined && !schemes.has(scheme)) found.push(`${attr} ${value}`);
            if (url.startsWith('//')) found.push(`protocol-relative ${attr}`);
          }
          if (attr === 'target' && value !== '_blank') found.push(`target ${value}`);
        }
        if (name === 'a' && attribs.rel !== 'noopener noreferrer') found.push('link without rel');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

describe('sanitizeContentHtml', () => {
  it('has a corpus of at least 30 payloads', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_CORPUS)('neutralizes %s', (payload) => {
    const clean = sanitizeContentHtml(payload);
    expect(violations(clean)).toEqual([]);
    expect(clean.toLowerCase()).not.toMatch(
      /<(script|iframe|svg|style|meta|form|object|embed|base|link|input|button|math|template)\b/,
    );
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    // Idempotent: sanitizing again changes nothing (no mutation on re-parse).
    expect(sanitizeContentHtml(clean)).toBe(clean);
  });

  it('checks the checker: it flags what the sanitizer must remove', () => {
    expect(violations('<img src=x onerror=alert(1)>')).toContain('attribute onerror on <img>');
    expect(violations('<a href="jav&#x09;ascript:x" rel="noopener noreferrer">')).toHaveLength(1);
    expect(violations('<script></script>')).toEqual(['tag <script>']);
  });

  it('keeps the allow-listed formatting', () => {
    const html = [
      '<h2>Heading</h2>',
      '<p>Some <em>emphasis</em>, <strong>strong</strong><br />text</p>',
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>',
      '<blockquote>quote</blockquote>',
      '<pre class="language-ts"><code class="language-ts">const a = 1;</code></pre>',
      '<table><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td colspan="2">c</td></tr></tbody></table>',
      '<hr />',
      '<p><img src="https://img.example/a.png" alt="A picture" /></p>',
    ].join('');
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('forces rel on links, keeps target _blank, and allows http(s), mailto and relative links', () => {
    expect(sanitizeContentHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContentHtml('<a href="mailto:hi@x.example" rel="opener">m</a>')).toBe(
      '<a href="mailto:hi@x.example" rel="noopener noreferrer">m</a>',
    );
    expect(sanitizeContentHtml('<a href="/blog/other">r</a>')).toBe(
      '<a href="/blog/other" rel="noopener noreferrer">r</a>',
    );
  });

  it('drops images that cannot load over http(s) and text of script-like elements', () => {
    expect(sanitizeContentHtml('<p>a<img src="javascript:alert(1)" alt="x">b</p>')).toBe(
      '<p>ab</p>',
    );
    expect(sanitizeContentHtml('<p>a</p><script>var secret = 1;</script>')).toBe('<p>a</p>');
    expect(sanitizeContentHtml('<iframe>inner</iframe><p>x</p>')).toBe('<p>x</p>');
  });
});

describe('stored content through the API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('never hands a reader a payload, whatever the admin pasted', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    // A NUL character never gets this far: every request body holding one is refused (400).
    const corpus = XSS_CORPUS.filter((payload) => !payload.includes('\0'));
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/blog/admin/posts',
      headers: admin.headers,
      payload: { title: 'NUL', content: '<a href="java\0script:alert(1)">x</a>' },
    });
    expect(refused.statusCode).toBe(400);
    const content = `<p>Intro</p>${corpus.join('\n<p>between</p>\n')}`;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/blog/admin/posts',
      headers: admin.headers,
      payload: { title: 'XSS corpus', content, status: 'published' },
    });
    expect(created.statusCode).toBe(201);
    expect(violations(created.json().content)).toEqual([]);

    const read = await ctx.app.inject({ method: 'GET', url: '/api/blog/xss-corpus' });
    expect(read.statusCode).toBe(200);
    expect(violations(read.json().post.content)).toEqual([]);

    // Each payload on its own, through update too.
    for (const payload of corpus) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/blog/admin/posts/${created.json().id}`,
        headers: admin.headers,
        payload: { content: `<p>ok</p>${payload}` },
      });
      expect(res.statusCode, payload).toBe(200);
      expect(violations(res.json().content), payload).toEqual([]);
    }
  });
});
