/// <reference types='vitest' />
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultClientConditions, defineConfig } from 'vite';
import { docsPlugin } from './docs-plugin.mjs';
import { messagingServiceWorkerPlugin } from './messaging-sw-plugin.mjs';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  server: { port: 4200, host: '127.0.0.1', strictPort: true },
  preview: { port: 4300, host: '127.0.0.1', strictPort: true },
  // Inside the workspace, libraries resolve to their sources, so edits show up without a rebuild.
  resolve: { conditions: ['@platform/source', ...defaultClientConditions] },
  // The repository's firestore.indexes.json, as text, for the memory driver and the emulator driver's warnings.
  define: {
    __FIRESTORE_INDEXES__: JSON.stringify(
      readFileSync(resolve(import.meta.dirname, '../../firestore.indexes.json'), 'utf8'),
    ),
  },
  plugins: [
    react(),
    docsPlugin(resolve(import.meta.dirname, '../../docs')),
    messagingServiceWorkerPlugin(resolve(import.meta.dirname, 'src/firebase-messaging-sw.ts')),
  ],
  build: {
    outDir: './dist',
    emptyOutDir: true,
    reportCompressedSize: true,
    // A lazy chunk's static imports are fetched with it, in one round, except for the entry's own lazy imports: their
    // lists of chunks would cost the entry about 600 B gzip, and what they load comes after the first paint.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) => (/^assets\/index-[^/]+\.js$/.test(hostId) ? [] : deps),
    },
  },
  test: {
    name: '@platform/web',
    watch: false,
    pool: 'threads',
    // A safety net for a hang, not a speed limit: on a busy machine a case takes many times its usual time.
    testTimeout: 30_000,
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['../../tools/vitest/patient-waits.ts', 'src/test-setup.ts'],
    reporters: ['default'],
    coverage: {
      reportsDirectory: './test-output/vitest/coverage',
      provider: 'v8' as const,
    },
  },
}));
