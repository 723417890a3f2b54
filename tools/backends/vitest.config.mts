import { defineConfig } from 'vitest/config';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/tools/backends',
  test: {
    name: 'backends',
    watch: false,
    setupFiles: ['../../tools/vitest/patient-waits.ts'],
    globals: true,
    environment: 'node',
    include: ['{src,tests}/**/*.{test,spec}.{js,mjs,cjs,ts,mts,cts,jsx,tsx}'],
    globalSetup: ['./src/vitest/auth-emulator.global-setup.ts', './src/vitest/firebase-server.global-setup.ts'],
    // A safety net for a hang: a JVM or CLI start under load can take a minute or more.
    testTimeout: 120_000,
    reporters: ['default'],
    coverage: {
      reportsDirectory: './test-output/vitest/coverage',
      provider: 'v8' as const,
    },
  },
}));
