import path from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The zod-free constants and rules of @codebazaar/shared (its `core` entry), kept
            // apart from the schemas so that public pages never load zod.
            {
              name: 'shared-core',
              test: /[\\/]packages[\\/]shared[\\/]src[\\/]core[\\/]/,
              priority: 3,
              entriesAware: true,
            },
            // The schemas and zod: only the forms that validate with them load this chunk.
            {
              name: 'schemas',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/][^\\/]+\.ts$/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
