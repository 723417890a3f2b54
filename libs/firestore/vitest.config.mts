import { defineConfig } from 'vitest/config';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/firestore',
  test: {
    name: 'firestore',
    watch: false,
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
