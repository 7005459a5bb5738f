import fs from 'node:fs';

import { describe, expect, it } from 'vitest';

import { buildSprite, iconNames, SPRITE_FILE } from './icon-sprite';

describe('the icon sprite', () => {
  it('holds exactly the icons icons.tsx makes, as lucide draws them (npm -w apps/web run icons)', async () => {
    const names = iconNames();
    expect(names.length).toBeGreaterThan(100);
    expect(fs.readFileSync(SPRITE_FILE, 'utf8')).toBe(await buildSprite(names));
  });

  it('draws an icon with lucide’s shapes, without their React keys', async () => {
    const sprite = await buildSprite(['eye', 'star']);
    expect(sprite).toContain(
      '<symbol id="eye" viewBox="0 0 24 24"><path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0"/><circle cx="12" cy="12" r="3"/></symbol>',
    );
    expect(sprite).toMatch(
      /<symbol id="star" viewBox="0 0 24 24"><path d="M11\.525 2\.295[^"]*"\/><\/symbol>/,
    );
    expect(sprite).not.toContain('key=');
    expect(sprite.match(/<symbol /g)).toHaveLength(2);
  });

  it('finds the names in icons.tsx’s calls and nowhere else', () => {
    expect(
      iconNames("export const Eye = icon('eye');\n// icon(x)\nexport const Star = icon('star');"),
    ).toEqual(['eye', 'star']);
  });
});
