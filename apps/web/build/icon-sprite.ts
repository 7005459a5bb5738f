/**
 * The icon sprite (src/components/ui/icon-sprite.svg): one <symbol> per icon that
 * src/components/ui/icons.tsx names, drawn from lucide's own icon data, so that a page's icons
 * are each a <use> of it instead of lucide's whole SVG (docs/decisions/024-icon-sprite.md).
 * After adding an icon to icons.tsx, write the sprite again:
 *
 *   npm -w apps/web run icons
 *
 * (icon-sprite.test.ts fails while the sprite and icons.tsx disagree.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ICONS_MODULE = path.join(webRoot, 'src/components/ui/icons.tsx');
export const SPRITE_FILE = path.join(webRoot, 'src/components/ui/icon-sprite.svg');

type IconNode = [tag: string, attributes: Record<string, string | number>][];

interface IconData {
  name: string;
  size?: number;
  node: IconNode;
}

/** The lucide names of the icons icons.tsx makes (`icon('eye')`), in its order. */
export function iconNames(source = fs.readFileSync(ICONS_MODULE, 'utf8')): string[] {
  return [...source.matchAll(/\bicon\('([a-z0-9-]+)'\)/g)].map((m) => m[1]!);
}

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One icon as a symbol: lucide's elements, without React's keys, in the icon's own box. */
function symbol({ name, size = 24, node }: IconData): string {
  const children = node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
        .join('');
      return `<${tag}${attrs}/>`;
    })
    .join('');
  return `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${children}</symbol>`;
}

/** The sprite of `names`, each read from lucide-react's module of that icon. */
export async function buildSprite(names: string[]): Promise<string> {
  const symbols: string[] = [];
  for (const name of [...new Set(names)].sort()) {
    const { __iconData } = (await import(`lucide-react/icons/${name}`)) as {
      __iconData: IconData;
    };
    symbols.push(symbol(__iconData));
  }
  // Styles come from the page (`.lucide` in index.css): a <use> inherits them.
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const names = iconNames();
  fs.writeFileSync(SPRITE_FILE, await buildSprite(names));
  console.log(`${path.relative(process.cwd(), SPRITE_FILE)}: ${new Set(names).size} icons`);
}
