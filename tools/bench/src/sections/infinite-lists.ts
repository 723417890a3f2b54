import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatBytes, formatMs, type Figure, type SectionResult } from '../figure.js';
import type { InfinitePoint } from '../infinite/measure-infinite.js';
import { runTsFile } from '../node-runner.js';

const RUNNER = join(import.meta.dirname, '../infinite/run-infinite.ts');
const RUNS = [
  ['firestore', 'memory'],
  ['firestore', 'firebase'],
  ['rtdb', 'memory'],
  ['rtdb', 'firebase'],
] as const;
const BACKEND = { firestore: 'Firestore emulator', rtdb: 'firebase-server' } as const;

/** What the infinite-list runs measured, and the runs that failed. */
export interface InfiniteData {
  readonly runs: readonly {
    readonly service: string;
    readonly adapter: string;
    readonly points: readonly InfinitePoint[];
  }[];
  readonly failures: readonly { readonly service: string; readonly adapter: string; readonly error: string }[];
}

/** A page of 20 reads 21 (one more, to learn whether another page follows). */
const anchoredGoal = (pages: number) => pages * 21;

function figuresOf({ runs, failures }: InfiniteData): Figure[] {
  const rows: Figure[] = [];
  for (const { service, adapter, points } of runs) {
    const where = adapter === 'firebase' ? BACKEND[service as keyof typeof BACKEND] : 'memory';
    for (const point of points) {
      rows.push({
        section: '8 live infinite lists',
        name:
          `${service} [${where}] ${String(point.pages)} pages of 20: ${String(point.listeners)} listeners, heap ` +
          `+${formatBytes(point.heapGrowthBytes)}, edit on page 1 shown in ${formatMs(point.rerenderMs)} for ` +
          `${String(point.changeReads)} read; growing limit would read ${String(point.growingLimitReads)}; reads`,
        value: String(point.reads),
        goal: `≤ ${String(anchoredGoal(point.pages))}`,
        met: point.reads <= anchoredGoal(point.pages) && point.listeners === point.pages && point.changeReads <= 1,
      });
    }
  }
  for (const failure of failures) {
    rows.push({
      section: '8 live infinite lists',
      name: `${failure.service} [${failure.adapter}]: ${failure.error.split('\n')[0] ?? ''}`,
      value: 'failed',
      goal: 'measured',
      met: false,
    });
  }
  return rows;
}

/** 8. The live infinite lists of Firestore and RTDB on both adapters, each in a child process of its own. */
export async function infiniteLists(pages: readonly number[]): Promise<SectionResult<InfiniteData>> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-infinite-'));
  const runs: { service: string; adapter: string; points: InfinitePoint[] }[] = [];
  const failures: { service: string; adapter: string; error: string }[] = [];
  try {
    for (const [service, adapter] of RUNS) {
      const out = join(dir, `${service}-${adapter}.json`);
      try {
        await runTsFile(RUNNER, [service, adapter, pages.join(','), out]);
        runs.push({ service, adapter, points: JSON.parse(readFileSync(out, 'utf8')) as InfinitePoint[] });
      } catch (error) {
        failures.push({ service, adapter, error: error instanceof Error ? error.message : String(error) });
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const data = { runs, failures };
  return { figures: figuresOf(data), data };
}
