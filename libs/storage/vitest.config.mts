import { defineConfig } from 'vitest/config';

const STORAGE_EMULATOR_SETUP = '../../tools/backends/src/vitest/storage-emulator.global-setup.ts';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/storage',
  test: {
    name: 'storage',
    watch: false,
    pool: 'threads',
    setupFiles: ['../../tools/vitest/patient-waits.ts'],
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.{ts,tsx}'],
    // firebase-tools' Storage emulator, served in this process on a free port (no Java), for the Firebase contract.
    globalSetup: [STORAGE_EMULATOR_SETUP],
    testTimeout: 30_000,
    reporters: ['default'],
    coverage: {
      reportsDirectory: './test-output/vitest/coverage',
      provider: 'v8' as const,
    },
  },
}));
