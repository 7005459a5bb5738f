import { describe, expect, it } from 'vitest';

import { firstPaintModules, type BuiltChunk } from './first-paint-group';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  extra: Partial<BuiltChunk> = {},
): BuiltChunk => ({ fileName, moduleIds, imports, isEntry: false, facadeModuleId: null, ...extra });

/**
 * index.html → entry (react, button). Home and Find Projects share the icons chunk; Find
 * Projects also loads the input chunk, which imports the entry. The admin page loads zod.
 */
const chunks: BuiltChunk[] = [
  chunk('index.js', ['/src/main.tsx', '/nm/react.js', '/src/button.tsx'], [], {
    isEntry: true,
    facadeModuleId: '/index.html',
  }),
  chunk('home.js', ['/src/home.tsx'], ['c-icons.js', 'index.js'], {
    facadeModuleId: '/src/home.tsx',
  }),
  chunk('find.js', ['/src/find.tsx'], ['c-icons.js', 'c-input.js', 'index.js'], {
    facadeModuleId: '/src/find.tsx',
  }),
  chunk('admin.js', ['/src/admin.tsx'], ['c-zod.js', 'c-icons.js'], {
    facadeModuleId: '/src/admin.tsx',
  }),
  chunk('c-icons.js', ['/nm/search.js', '/nm/star.js']),
  chunk('c-input.js', ['/src/input.tsx', '/src/label.tsx'], ['index.js']),
  chunk('c-zod.js', ['/nm/zod.js']),
];

/** The modules of the map, each with the pages that load it, as sorted plain lists. */
const plain = (modules: Map<string, Set<number>>) =>
  Object.fromEntries([...modules].map(([id, pages]) => [id, [...pages].sort()]));

describe('firstPaintModules', () => {
  it('collects the modules of every chunk the pages import, transitively, with their pages', () => {
    expect(plain(firstPaintModules(chunks, ['/src/home.tsx', '/src/find.tsx']))).toEqual({
      // Both pages load the icons; only Find Projects loads the input chunk.
      '/nm/search.js': [0, 1],
      '/nm/star.js': [0, 1],
      '/src/input.tsx': [1],
      '/src/label.tsx': [1],
    });
  });

  it("leaves out the entry's modules, the pages' own, and other pages' chunks", () => {
    const modules = firstPaintModules(chunks, ['/src/home.tsx']);
    expect(plain(modules)).toEqual({ '/nm/search.js': [0], '/nm/star.js': [0] });
    for (const id of ['/src/main.tsx', '/src/home.tsx', '/src/find.tsx', '/nm/zod.js']) {
      expect(modules.has(id)).toBe(false);
    }
  });

  it('fails on a page the build has no chunk for', () => {
    expect(() => firstPaintModules(chunks, ['/src/missing.tsx'])).toThrow(
      'no chunk renders /src/missing.tsx',
    );
  });
});
