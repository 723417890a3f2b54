import { defineConfig } from 'vitest/config';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/firestore',
  test: {
    name: 'firestore',
    watch: false,
    pool: 'threads',
    setupFiles: ['../../tools/vitest/patient-waits.ts'],
    // A safety net for a hang, not a speed limit: on a busy machine a case takes many times its usual time.
    testTimeout: 30_000,
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.{ts,tsx}'],
    // Starts the Firestore emulator here (or uses FIRESTORE_EMULATOR_HOST's), for the contract and the rules spec.
    globalSetup: ['../../tools/backends/src/vitest/firestore-emulator.global-setup.ts'],
    hookTimeout: 60_000,
    reporters: ['default'],
    coverage: {
      reportsDirectory: './test-output/vitest/coverage',
      provider: 'v8' as const,
    },
  },
}));
