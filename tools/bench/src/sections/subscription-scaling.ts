import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatBytes, formatMs, type Figure, type SectionResult } from '../figure.js';
import { runTsFile } from '../node-runner.js';
import type { ChurnResult, ScalingPoint, ScenarioReport } from '../scaling/scaling-results.js';
import type { AdapterKind } from '../scaling/scenario.js';
import { scenarioIds } from '../scaling/scenarios.js';

/** How much scaling and churn to run. */
export interface ScalingPlan {
  /** The reader counts N, e.g. 1, 10, 100, 1000, 10 000. */
  readonly readers: readonly number[];
  readonly churnCycles: number;
  readonly churnReaders: number;
  /** How often each N below 10,000 is mounted; its figures are the medians. */
  readonly repeats: number;
}

const ADAPTERS: readonly AdapterKind[] = ['memory', 'firebase'];
const RUNNER = join(import.meta.dirname, '../scaling/run-scenario.ts');

/** Everything the scaling runs measured, and the runs that failed. */
export interface ScalingData {
  readonly points: readonly ScalingPoint[];
  readonly churn: readonly ChurnResult[];
  readonly failures: readonly { readonly scenario: string; readonly adapter: AdapterKind; readonly error: string }[];
}

function figuresOf({ points, churn, failures }: ScalingData): Figure[] {
  const scaling = '4 subscription scaling';
  const rows: Figure[] = points.map((point) => ({
    section: scaling,
    name:
      `${point.scenario} [${point.adapter}] N=${point.readers}: heap +${formatBytes(point.heapGrowthBytes)}, ` +
      `mount ${formatMs(point.mountMs)}, re-render all ${formatMs(point.rerenderMs)}; SDK listeners`,
    value: String(point.listeners),
    goal: '1',
    met: point.listeners === 1 && point.listenersAfterUnmount === 0,
  }));
  for (const run of churn) {
    rows.push({
      section: '5 mount churn',
      name:
        `${run.scenario} [${run.adapter}] ${run.cycles}×${run.readers} readers in ${formatMs(run.durationMs)}: ` +
        `heap after GC ${formatBytes(run.heapAfterBytes - run.heapBeforeBytes)} vs before; open sources`,
      value: String(run.openSourcesAfter + run.listenersAfter),
      goal: '0',
      met: run.openSourcesAfter === 0 && run.listenersAfter === 0,
    });
  }
  for (const failure of failures) {
    rows.push({
      section: scaling,
      name: `${failure.scenario} [${failure.adapter}]: ${failure.error.split('\n')[0]}`,
      value: 'failed',
      goal: 'measured',
      met: false,
    });
  }
  return rows;
}

/** 4 and 5. Every scenario module on both adapters, each in a child process of its own. */
export async function subscriptionScaling(plan: ScalingPlan): Promise<SectionResult<ScalingData>> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-scaling-'));
  const points: ScalingPoint[] = [];
  const churn: ChurnResult[] = [];
  const failures: { scenario: string; adapter: AdapterKind; error: string }[] = [];
  try {
    for (const scenario of scenarioIds()) {
      for (const adapter of ADAPTERS) {
        const out = join(dir, `${scenario}-${adapter}.json`);
        const readers = plan.readers.join(',');
        const args = [
          scenario,
          adapter,
          readers,
          `${plan.churnCycles}x${plan.churnReaders}`,
          String(plan.repeats),
          out,
        ];
        try {
          await runTsFile(RUNNER, args);
          const report = JSON.parse(readFileSync(out, 'utf8')) as ScenarioReport;
          points.push(...report.points);
          churn.push(report.churn);
        } catch (error) {
          failures.push({ scenario, adapter, error: error instanceof Error ? error.message : String(error) });
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const data = { points, churn, failures };
  return { figures: figuresOf(data), data };
}
