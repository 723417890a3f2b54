/// <reference types='vitest' />
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultClientConditions, defineConfig } from 'vite';
import { docsPlugin } from './docs-plugin.mjs';
import { messagingServiceWorkerPlugin } from './messaging-sw-plugin.mjs';
import { platformSettingsPlugin } from './platform-settings-plugin.mjs';

/** Specs that mock the app's modules, so each gets a fresh module graph; the others share one per worker. */
const ISOLATED_SPECS = [
  'src/app/root.drivers.spec.tsx',
  'src/app/root.first-paint.spec.tsx',
  'src/app/root.offline.spec.tsx',
  'src/starter/starter-view.provider.spec.tsx',
];

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
    platformSettingsPlugin(resolve(import.meta.dirname, 'src/app/settings-module.ts')),
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
    watch: false,
    pool: 'threads',
    // A safety net for a hang, not a speed limit: on a busy machine a case takes many times its usual time.
    testTimeout: 30_000,
    globals: true,
    environment: 'jsdom',
    projects: [
      {
        extends: true as const,
        test: { name: '@platform/web', include: ['src/**/*.spec.{ts,tsx}'], exclude: ISOLATED_SPECS, isolate: false },
      },
      { extends: true as const, test: { name: '@platform/web-isolated', include: ISOLATED_SPECS } },
    ],
    setupFiles: ['../../tools/vitest/patient-waits.ts', '../../tools/vitest/react-cleanup.ts', 'src/test-setup.ts'],
    reporters: ['default'],
    coverage: {
      reportsDirectory: './test-output/vitest/coverage',
      provider: 'v8' as const,
    },
  },
}));
