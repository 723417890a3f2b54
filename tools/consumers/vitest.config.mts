import { defineConfig } from 'vitest/config';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/tools/consumers',
  test: {
    name: 'consumers',
    watch: false,
    setupFiles: ['../../tools/vitest/patient-waits.ts'],
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    globalSetup: ['./src/local-registry.global-setup.ts'],
    // Each file spends most of its time waiting for npm, Vite or an emulator in a process of its own: two files at a
    // time keep both cores busy where one would leave one idle.
    maxWorkers: 2,
    reporters: ['default'],
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
}));
