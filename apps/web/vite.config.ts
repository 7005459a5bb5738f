import path from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { precompress } from './build/precompress';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The manifest (dist/.vite/manifest.json) tells the server which chunks each page needs, so
  // its HTML can preload them (apps/server/src/seo/route-preloads.ts).
  build: { outDir: 'dist', sourcemap: false, reportCompressedSize: true, manifest: true },
});
