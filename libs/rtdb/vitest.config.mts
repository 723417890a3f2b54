import { defineConfig } from 'vitest/config';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/rtdb',
  test: {
    name: 'rtdb',
    watch: false,
    pool: 'threads',
    setupFiles: ['../../tools/vitest/patient-waits.ts'],
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.{ts,tsx}'],
    globalSetup: ['../../tools/backends/src/vitest/firebase-server.global-setup.ts'],
    // One database server serves every file, and the contract empties it before each test.
    fileParallelism: false,
    // A safety net for a hang, not a speed limit: on a busy machine a case takes many times its usual time.
    testTimeout: 60_000,
    reporters: ['default'],
    coverage: {
      reportsDirectory: './test-output/vitest/coverage',
      provider: 'v8' as const,
    },
  },
}));
