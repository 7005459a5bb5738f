import { describe, expect, it } from 'vitest';

import { sanitizePostHtml } from './sanitize-post-html';

/** Payloads that must never reach the preview intact (script tags, handlers, bad URLs…). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.example/a.png" onerror="alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="java\0script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<style>body{display:none}</style>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<blockquote cite="javascript:alert(1)">q</blockquote>',
  '<a href="//evil.example/">protocol-relative</a>',
];

function parse(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('sanitizePostHtml (editor preview)', () => {
  it.each(PAYLOADS)('neutralizes %s', (payload) => {
    const clean = parse(sanitizePostHtml(payload));
    for (const el of Array.from(clean.querySelectorAll('*'))) {
      expect(['script', 'style', 'iframe', 'svg', 'form', 'meta', 'input', 'math']).not.toContain(
        el.localName,
      );
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name).not.toMatch(/^on/i);
        expect(attr.name).not.toBe('style');
        if (['href', 'src', 'cite'].includes(attr.name)) {
          expect(attr.value).toMatch(/^(https?:|mailto:|\/(?!\/)|[^:]*$)/i);
        }
      }
    }
  });

  it('keeps the allow-listed formatting', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> and <em>em</em></p><ul><li>one</li></ul>' +
      '<pre class="language-ts"><code class="language-ts evil">const a = 1;</code></pre>' +
      '<blockquote>Quote</blockquote><table><thead><tr><th scope="col">A</th></tr></thead>' +
      '<tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
      '<img src="https://cdn.example/a.png" alt="Diagram" width="300">';
    expect(sanitizePostHtml(html)).toBe(html.replace('language-ts evil', 'language-ts'));
  });

  it('forces rel on links, keeps target _blank only, and keeps relative and mailto links', () => {
    const out = sanitizePostHtml(
      '<a href="https://a.example" target="_blank">a</a><a href="/blog" target="_top">b</a>' +
        '<a href="mailto:hi@example.com">c</a>',
    );
    expect(out).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>' +
        '<a href="/blog" rel="noopener noreferrer">b</a>' +
        '<a href="mailto:hi@example.com" rel="noopener noreferrer">c</a>',
    );
  });

  it('drops unknown tags but keeps their text, and drops the text of script-like tags', () => {
    expect(sanitizePostHtml('<div><span>kept</span></div><textarea>gone</textarea>')).toBe('kept');
    expect(sanitizePostHtml('<img alt="no source">')).toBe('');
  });

  it('never executes anything when the result is rendered', () => {
    const calls: string[] = [];
    (window as unknown as { pwned: (s: string) => void }).pwned = (s) => calls.push(s);
    const host = document.createElement('div');
    host.innerHTML = sanitizePostHtml(
      '<img src=x onerror="pwned(1)"><a href="javascript:pwned(2)" id="l">x</a><svg onload="pwned(3)">',
    );
    document.body.append(host);
    host.querySelector('a')?.click();
    host.remove();
    expect(calls).toEqual([]);
  });
});
