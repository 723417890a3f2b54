import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';

const EMULATOR_START_MS = 180_000;
const EMULATOR_SETUP = '../../tools/backends/src/vitest/auth-emulator.global-setup.ts';

/**
 * The browser build of `@firebase/auth`, the one `firebase/auth` resolves to in an
 * app's bundle. Node's build rejects phone sign-in and SMS second factors outright,
 * so the phone cases of the contract run on this build under jsdom.
 */
const firebaseAuthBrowserBuild = join(
  dirname(
    createRequire(createRequire(import.meta.url).resolve('firebase/package.json')).resolve(
      '@firebase/auth/package.json',
    ),
  ),
  'dist/esm/index.js',
);

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/auth',
  test: {
    watch: false,
    pool: 'threads',
    setupFiles: ['../../tools/vitest/patient-waits.ts'],
    // The emulator serves no reCAPTCHA Enterprise config, and the browser SDK logs each time it falls back to v2.
    onConsoleLog: (log: string) => !log.includes('Failed to initialize reCAPTCHA Enterprise config'),
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
          exclude: ['src/firebase/**', 'src/react/**', 'src/**/*.browser.spec.{ts,tsx}'],
          // One module graph per worker for the port's rules and the memory adapter, which keep no module state.
          isolate: false,
        },
      },
      {
        extends: true as const,
        test: {
          name: 'auth-react',
          globals: true,
          environment: 'node',
          include: ['src/react/**/*.spec.{ts,tsx}'],
          exclude: ['src/**/*.browser.spec.{ts,tsx}'],
        },
      },
      {
        extends: true as const,
        test: {
          name: 'auth-firebase',
          globals: true,
          environment: 'node',
          include: ['src/firebase/**/*.spec.ts'],
          exclude: ['src/firebase/**/*.browser.spec.{ts,tsx}'],
          globalSetup: [EMULATOR_SETUP],
          testTimeout: 30_000,
          hookTimeout: EMULATOR_START_MS,
        },
      },
      {
        extends: true as const,
        resolve: { alias: [{ find: /^firebase\/auth$/, replacement: firebaseAuthBrowserBuild }] },
        test: {
          name: 'auth-firebase-browser',
          globals: true,
          environment: 'jsdom',
          include: ['src/**/*.browser.spec.{ts,tsx}'],
          globalSetup: [EMULATOR_SETUP],
          testTimeout: 30_000,
          hookTimeout: EMULATOR_START_MS,
        },
      },
    ],
  },
}));
