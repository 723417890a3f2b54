import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Figure, SectionResult } from '../figure.js';
import { workspaceRoot } from '../workspace-paths.js';

const SECTION = '11 reads per screen';
const SPEC = 'e2e/emulator/read-cost.spec.ts';
const run = promisify(execFile);

/** Each screen's budget in reads, as the e2e holds it (apps/web-e2e/e2e/emulator/read-cost.spec.ts). */
const GOALS: Readonly<Record<string, number>> = {
  'first view, 3 notes': 3,
  '100 re-renders': 0,
  'first page and Show more, 40 notes': 41,
  'edit from another tab': 1,
  'after sign-out': 0,
};

interface JsonSuite {
  readonly suites?: readonly JsonSuite[];
  readonly specs?: readonly {
    readonly tests: readonly {
      readonly results: readonly { readonly annotations?: readonly { type: string; description?: string }[] }[];
    }[];
  }[];
}

/** The `reads` annotations of every test in Playwright's JSON report: `screen: reads`. */
function readsOf(suite: JsonSuite): Map<string, number> {
  const found = new Map<string, number>();
  const annotations = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.flatMap((test) => test.results.flatMap((result) => result.annotations ?? [])),
  );
  for (const { type, description = '' } of annotations) {
    const at = description.lastIndexOf(': ');
    if (type === 'reads' && at > 0) found.set(description.slice(0, at), Number(description.slice(at + 2)));
  }
  for (const child of suite.suites ?? []) for (const [screen, reads] of readsOf(child)) found.set(screen, reads);
  return found;
}

/**
 * 11. What the app's Notes screens cost in Firestore reads, as the meter bills them (`meterFirestore`), on the
 * Firestore emulator: the read-budget e2e run once, its figures read from its report. Each goal is the e2e's budget.
 */
export async function readsPerScreen(): Promise<SectionResult<Record<string, number>>> {
  const { stdout } = await run('npx', ['playwright', 'test', '--project=emulator', SPEC, '--reporter=json'], {
    cwd: join(workspaceRoot, 'apps/web-e2e'),
    env: { ...process.env, E2E_APP: 'emulator' },
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '{}' }));
  const reads = readsOf(JSON.parse(stdout) as JsonSuite);
  const figures: Figure[] = Object.entries(GOALS).map(([screen, goal]) => {
    const value = reads.get(screen);
    return {
      section: SECTION,
      name: `${screen}: reads`,
      value: value === undefined ? 'not measured' : String(value),
      goal: `≤ ${String(goal)}`,
      met: value !== undefined && value <= goal,
    };
  });
  return { figures, data: Object.fromEntries(reads) };
}
