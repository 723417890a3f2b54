import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const page = resolve(import.meta.dirname, 'starter-baseline');

/** Builds the starter-view baseline that apps/web-e2e's bundle budget compares the web app's entry chunk with. */
export default defineConfig(() => ({
  root: page,
  cacheDir: '../../node_modules/.vite/tools/bundle-fixtures',
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/starter-baseline'),
    emptyOutDir: true,
    reportCompressedSize: true,
    rolldownOptions: { input: resolve(page, 'index.html') },
  },
}));
