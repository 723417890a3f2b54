import { defineConfig } from 'vitest/config';

const EMULATOR_START_MS = 120_000;

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/auth',
  test: {
    watch: false,
    reporters: ['default'],
    coverage: {
      reportsDirectory: './test-output/vitest/coverage',
      provider: 'v8' as const,
    },
    projects: [
      {
        extends: true as const,
        test: {
          name: 'auth-unit',
          globals: true,
          environment: 'node',
          include: ['src/**/*.spec.{ts,tsx}'],
          exclude: ['src/firebase/**'],
        },
      },
      {
        extends: true as const,
        test: {
          name: 'auth-firebase',
          globals: true,
          environment: 'node',
          include: ['src/firebase/**/*.spec.ts'],
          globalSetup: ['../../tools/backends/src/vitest/auth-emulator.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: EMULATOR_START_MS,
        },
      },
    ],
  },
}));
