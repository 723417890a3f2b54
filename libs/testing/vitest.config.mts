import { defineConfig } from 'vitest/config';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/testing',
  test: {
    watch: false,
    pool: 'threads',
    setupFiles: ['../../tools/vitest/patient-waits.ts'],
    // A safety net for a hang, not a speed limit: on a busy machine a case takes many times its usual time.
    testTimeout: 30_000,
    globals: true,
    reporters: ['default'],
    coverage: {
      reportsDirectory: './test-output/vitest/coverage',
      provider: 'v8' as const,
    },
    // The same platform specs run in Node (a server or a script's tests) and in jsdom (a component's), as an app's
    // own suites would; the React provider needs a DOM and runs in jsdom only.
    projects: [
      {
        extends: true as const,
        test: { name: 'testing-node', environment: 'node', include: ['src/*.spec.ts'] },
      },
      {
        extends: true as const,
        test: { name: 'testing-jsdom', environment: 'jsdom', include: ['src/**/*.spec.{ts,tsx}'] },
      },
    ],
  },
}));
