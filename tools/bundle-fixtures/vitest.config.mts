import { defineConfig } from 'vitest/config';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/tools/bundle-fixtures',
  test: {
    name: 'bundle-fixtures',
    watch: false,
    pool: 'threads',
    setupFiles: ['../../tools/vitest/patient-waits.ts'],
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    reporters: ['default'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
}));
