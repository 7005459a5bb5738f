import sharp from 'sharp';

/** What a demo project's generated cover shows. */
export type CoverStyle = 'dashboard' | 'editor' | 'terminal' | 'chart' | 'palette' | 'mobile';

export interface CoverArt {
  style: CoverStyle;
  /** The background gradient, from top left to bottom right. */
  from: string;
  to: string;
}

const W = 1280;
const H = 720;

/** A small deterministic generator, so a repository always gets the same picture. */
function random(seed: string): () => number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 6, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${r}" fill="${fill}" ${extra}/>`;

/** Rows of "code": bars of varying length and indent, in a few syntax colours. */
function codeLines(
  rnd: () => number,
  x: number,
  y: number,
  width: number,
  rows: number,
  colours: string[],
) {
  let out = '';
  let indent = 0;
  for (let i = 0; i < rows; i++) {
    indent = Math.max(0, Math.min(3, indent + (rnd() < 0.3 ? 1 : rnd() < 0.3 ? -1 : 0)));
    let cx = x + indent * 28;
    const parts = 1 + Math.floor(rnd() * 3);
    for (let p = 0; p < parts; p++) {
      const w = 30 + rnd() * (width / 4);
      if (cx + w > x + width) break;
      out += rect(cx, y + i * 30, w, 12, colours[Math.floor(rnd() * colours.length)]!, 6);
      cx += w + 12;
    }
  }
  return out;
}

function windowFrame(x: number, y: number, w: number, h: number, body: string, dark = false) {
  return [
    `<g filter="url(#shadow)">${rect(x, y, w, h, dark ? '#0f172a' : '#ffffff', 18)}</g>`,
    rect(x, y, w, 44, dark ? '#1e293b' : '#f1f5f9', 18),
    rect(x, y + 26, w, 18, dark ? '#1e293b' : '#f1f5f9', 0),
    `<circle cx="${x + 26}" cy="${y + 22}" r="7" fill="#f87171"/>`,
    `<circle cx="${x + 50}" cy="${y + 22}" r="7" fill="#fbbf24"/>`,
    `<circle cx="${x + 74}" cy="${y + 22}" r="7" fill="#34d399"/>`,
    body,
  ].join('');
}

function content(style: CoverStyle, rnd: () => number, accent: string): string {
  const x = 170;
  const y = 110;
  const w = 940;
  const h = 520;
  switch (style) {
    case 'dashboard': {
      let body = rect(x, y + 44, 190, h - 44, '#f8fafc', 0);
      for (let i = 0; i < 6; i++)
        body += rect(
          x + 24,
          y + 80 + i * 44,
          120 + rnd() * 30,
          14,
          i === 1 ? accent : '#cbd5e1',
          7,
        );
      for (let i = 0; i < 3; i++) {
        body += rect(
          x + 220 + i * 232,
          y + 74,
          212,
          100,
          '#ffffff',
          12,
          'stroke="#e2e8f0" stroke-width="2"',
        );
        body += rect(x + 240 + i * 232, y + 96, 90, 12, '#94a3b8', 6);
        body += rect(x + 240 + i * 232, y + 126, 130, 26, i === 0 ? accent : '#334155', 8);
      }
      for (let i = 0; i < 14; i++) {
        const bh = 60 + rnd() * 220;
        body += rect(
          x + 230 + i * 48,
          y + h - 30 - bh,
          30,
          bh,
          i % 3 === 0 ? accent : '#c7d2fe',
          6,
        );
      }
      return windowFrame(x, y, w, h, body);
    }
    case 'editor': {
      let body = rect(x + 30, y + 70, w / 2 - 50, h - 100, '#f8fafc', 10);
      body += codeLines(rnd, x + 54, y + 94, w / 2 - 100, 13, [
        '#94a3b8',
        '#6366f1',
        '#0ea5e9',
        '#cbd5e1',
      ]);
      body += rect(x + w / 2 + 10, y + 84, 260, 26, '#0f172a', 8);
      for (let i = 0; i < 9; i++)
        body += rect(x + w / 2 + 10, y + 136 + i * 34, 300 + rnd() * 100, 12, '#cbd5e1', 6);
      body += rect(x + w / 2 + 10, y + 460, 140, 12, accent, 6);
      return windowFrame(x, y, w, h, body);
    }
    case 'terminal': {
      let body = '';
      for (let i = 0; i < 13; i++) {
        body += rect(x + 40, y + 80 + i * 32, 16, 12, accent, 4);
        body += codeLines(rnd, x + 70, y + 80 + i * 32, w - 140, 1, [
          '#64748b',
          '#e2e8f0',
          '#4ade80',
          '#facc15',
        ]);
      }
      return windowFrame(x, y, w, h, body, true);
    }
    case 'chart': {
      let body = '';
      for (let i = 0; i < 5; i++) body += rect(x + 60, y + 110 + i * 90, w - 120, 2, '#e2e8f0', 1);
      const points: string[] = [];
      let v = 0.5;
      for (let i = 0; i <= 16; i++) {
        v = Math.max(0.1, Math.min(0.95, v + (rnd() - 0.45) * 0.25));
        points.push(
          `${(x + 60 + (i * (w - 120)) / 16).toFixed(1)},${(y + h - 50 - v * 360).toFixed(1)}`,
        );
      }
      body += `<polyline points="${points.join(' ')}" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
      for (const p of points.filter((_, i) => i % 4 === 0)) {
        const [px, py] = p.split(',');
        body += `<circle cx="${px}" cy="${py}" r="11" fill="#ffffff" stroke="${accent}" stroke-width="6"/>`;
      }
      return windowFrame(x, y, w, h, body);
    }
    case 'palette': {
      let body = '';
      const base = rnd() * 360;
      for (let i = 0; i < 5; i++) {
        const hue = (base + i * 28) % 360;
        body += rect(
          x + 40 + i * 176,
          y + 84,
          156,
          300,
          `hsl(${hue.toFixed(0)} 70% ${(38 + i * 9).toFixed(0)}%)`,
          14,
        );
        body += rect(x + 60 + i * 176, y + 410, 100, 14, '#94a3b8', 7);
        body += rect(x + 60 + i * 176, y + 440, 70, 12, '#cbd5e1', 6);
      }
      return windowFrame(x, y, w, h, body);
    }
    case 'mobile': {
      let out = '';
      for (let p = 0; p < 3; p++) {
        const px = 260 + p * 280;
        const py = p === 1 ? 70 : 120;
        let body = rect(px + 20, py + 60, 200, 80, accent, 16);
        for (let i = 0; i < 5; i++) {
          body += `<circle cx="${px + 44}" cy="${py + 180 + i * 56}" r="14" fill="${i < 2 + p ? accent : '#e2e8f0'}"/>`;
          body += rect(px + 70, py + 174 + i * 56, 100 + rnd() * 40, 12, '#cbd5e1', 6);
        }
        out += `<g filter="url(#shadow)">${rect(px, py, 240, 500, '#ffffff', 34)}</g>${rect(px + 90, py + 16, 60, 10, '#e2e8f0', 5)}${body}`;
      }
      return out;
    }
  }
}

/** The cover picture as SVG: a gradient and an abstract picture of the kind of project. */
export function coverSvg(repo: string, art: CoverArt): string {
  const rnd = random(repo);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient>
<filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#0f172a" flood-opacity="0.28"/></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="${(1100 + rnd() * 120).toFixed(0)}" cy="${(60 + rnd() * 80).toFixed(0)}" r="220" fill="#ffffff" opacity="0.08"/>
<circle cx="${(60 + rnd() * 120).toFixed(0)}" cy="${(620 + rnd() * 60).toFixed(0)}" r="180" fill="#ffffff" opacity="0.07"/>
${content(art.style, rnd, art.from)}
</svg>`;
}

/** The cover as a PNG the media service re-encodes like any upload. */
export function renderCover(repo: string, art: CoverArt): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(repo, art)))
    .png()
    .toBuffer();
}
