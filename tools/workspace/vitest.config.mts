import { defineConfig } from 'vitest/config';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/tools/workspace',
  test: {
    name: 'workspace',
    watch: false,
    pool: 'threads',
    setupFiles: ['../../tools/vitest/patient-waits.ts'],
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    reporters: ['default'],
    testTimeout: 60_000,
  },
}));
