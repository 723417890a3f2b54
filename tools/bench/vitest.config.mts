import { defineConfig } from 'vitest/config';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/tools/bench',
  test: {
    name: 'bench',
    watch: false,
    pool: 'threads',
    setupFiles: ['../../tools/vitest/patient-waits.ts'],
    // A safety net for a hang, not a speed limit: on a busy machine a case takes many times its usual time.
    testTimeout: 30_000,
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    // The write-load spec measures the Firebase adapter against the raw SDK on a Cloud Firestore emulator.
    globalSetup: ['../../tools/backends/src/vitest/firestore-emulator.global-setup.ts'],
    reporters: ['default'],
  },
}));
