import { defineConfig } from 'vitest/config';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/tools/faults',
  // The libraries' sources, as the app resolves them: nothing has to be built first.
  resolve: { conditions: ['@platform/source', 'module', 'node'] },
  ssr: { resolve: { conditions: ['@platform/source', 'module', 'node'] } },
  test: {
    name: 'faults',
    watch: false,
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    // One of each backend for the run; every scenario puts its own fault proxy in front of the one it needs, and
    // writes under paths of its own, so the files run in parallel.
    globalSetup: [
      '../../tools/backends/src/vitest/firestore-emulator.global-setup.ts',
      '../../tools/backends/src/vitest/auth-emulator.global-setup.ts',
      '../../tools/backends/src/vitest/storage-emulator.global-setup.ts',
      '../../tools/backends/src/vitest/firebase-server.global-setup.ts',
    ],
    // The load scenario compares the heap after teardown with its baseline, after a forced collection.
    execArgv: ['--expose-gc'],
    // The scenarios wait on the network, not the CPU: run the files side by side even on two cores.
    maxWorkers: 4,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
}));
