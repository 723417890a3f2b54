import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that wait longest, in this order: the 60 s stall, the load, the dropped connection, and the Auth emulator's
 * start.
 */
const LONGEST = ['firestore-stall', 'load', 'firestore-writes', 'auth'];
const rank = (file: TestSpecification) => {
  const at = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}.faults.spec.ts`));
  return at < 0 ? LONGEST.length : at;
};

/**
 * Starts the files that wait longest first, so that they wait beside the others instead of after them. Vitest alone
 * would start the largest files first when it has no timings of an earlier run, as in CI, and the stall, the smallest
 * file, last: it would wait its 60 s alone at the end.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/tools/faults',
  // The libraries' sources, as the app resolves them: nothing has to be built first.
  resolve: { conditions: ['@platform/source', 'module', 'node'] },
  ssr: { resolve: { conditions: ['@platform/source', 'module', 'node'] } },
  test: {
    name: 'faults',
    watch: false,
    setupFiles: ['../../tools/vitest/patient-waits.ts'],
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    // One of each backend the files share, and the load scenario's own Firestore emulator, started side by side; every
    // scenario puts its own fault proxy in front of the one it needs, and writes under paths of its own, so the files
    // run in parallel.
    globalSetup: ['./src/support/backends.global-setup.ts'],
    // The load scenario forces collections to see that every client it closed is let go of.
    execArgv: ['--expose-gc'],
    // The scenarios wait on the network, not the CPU: run the files side by side even on two cores.
    maxWorkers: 4,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
}));
