/*
 * One scenario on one adapter, in a process of its own so that heap figures do
 * not mix: `run-scenario.ts <scenario> <adapter> <readers,…> <cycles>x<readers> <repeats> <out.json>`.
 * Needs node --expose-gc.
 */
import { writeFileSync } from 'node:fs';
import { installDom } from './dom.js';
import { createLocalBackends } from './local-backends.js';
import { measureChurn, measureScaling, medianPoint } from './measure.js';
import type { ScalingPoint, ScenarioReport } from './scaling-results.js';
import type { AdapterKind } from './scenario.js';
import { loadScenario } from './scenarios.js';

const [id, adapterArg, readersArg, churnArg, repeatsArg, out] = process.argv.slice(2);
if (!id || (adapterArg !== 'memory' && adapterArg !== 'firebase') || !readersArg || !churnArg || !out) {
  throw new Error(
    'usage: run-scenario.ts <scenario> <memory|firebase> <readers,…> <cycles>x<readers> <repeats> <out.json>',
  );
}
/** Mounts of 10,000 readers take seconds each, and vary less; they run once. */
const repeatsFor = (readers: number) => (readers >= 10_000 ? 1 : Math.max(1, Number(repeatsArg)));
const adapter: AdapterKind = adapterArg;
const [cycles = 0, churnReaders = 0] = churnArg.split('x').map(Number);

const container = installDom();
const scenario = await loadScenario(id);
const backends = createLocalBackends();
try {
  const fixture = await scenario.adapters[adapter](backends);
  try {
    const names = { scenario: scenario.name, adapter };
    const series = readersArg.split(',').map(Number);
    // A first mount of the most readers warms React, the adapter and the heap up, so that the figures measure
    // readers, not start-up or the heap growing to its working size.
    await measureScaling(container, fixture, names, Math.max(...series));
    const points: ScalingPoint[] = [];
    for (const readers of series) {
      const runs: ScalingPoint[] = [];
      for (let run = 0; run < repeatsFor(readers); run += 1) {
        runs.push(await measureScaling(container, fixture, names, readers));
      }
      points.push(medianPoint(runs));
    }
    const churn = await measureChurn(container, fixture, names, { cycles, readers: churnReaders });
    const report: ScenarioReport = { points, churn };
    writeFileSync(out, JSON.stringify(report));
  } finally {
    await fixture.dispose();
  }
} finally {
  await backends.stop();
}
// SDK timers (token refresh, reconnection) would keep the process alive; everything is measured and stopped.
process.exit(0);
