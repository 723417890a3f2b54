import { defineConfig } from 'vitest/config';

/** The apps outside the workspace: they install the libraries from the local registry the global setup fills. */
const APPS = ['src/node-consumer.spec.ts', 'src/vite-app.spec.ts', 'src/ssr-app.spec.ts'];

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/tools/consumers',
  test: {
    watch: false,
    setupFiles: ['../../tools/vitest/patient-waits.ts'],
    globals: true,
    environment: 'node',
    // Each file spends most of its time waiting for npm, Vite or an emulator in a process of its own: two files at a
    // time keep both cores busy where one would leave one idle.
    maxWorkers: 2,
    reporters: ['default'],
    testTimeout: 240_000,
    hookTimeout: 240_000,
    // Two projects, each an Nx target of its own (`test-packages`, `test-apps`; `test` runs both side by side).
    projects: [
      {
        extends: true as const,
        test: { name: 'consumers-packages', include: ['src/**/*.spec.ts'], exclude: APPS },
      },
      {
        extends: true as const,
        test: { name: 'consumers-apps', include: APPS, globalSetup: ['./src/local-registry.global-setup.ts'] },
      },
    ],
  },
}));
