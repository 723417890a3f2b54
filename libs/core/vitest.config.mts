import { defineConfig } from 'vitest/config';

/**
 * Specs that each get a fresh module graph: those of the Firebase app's lifecycle, whose SDK keeps module-level state.
 * The others share one per worker, which spares each file the set-up of the imports they have in common.
 */
const ISOLATED_SPECS = ['src/firebase/**/*.spec.{ts,tsx}'];

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/core',
  test: {
    watch: false,
    pool: 'threads',
    setupFiles: ['../../tools/vitest/patient-waits.ts'],
    // A safety net for a hang, not a speed limit: on a busy machine a case takes many times its usual time.
    testTimeout: 30_000,
    globals: true,
    environment: 'node',
    projects: [
      {
        extends: true as const,
        test: { name: 'core', include: ['src/**/*.spec.{ts,tsx}'], exclude: ISOLATED_SPECS, isolate: false },
      },
      { extends: true as const, test: { name: 'core-isolated', include: ISOLATED_SPECS } },
    ],
    reporters: ['default'],
    coverage: {
      reportsDirectory: './test-output/vitest/coverage',
      provider: 'v8' as const,
    },
  },
}));
