/*
 * `npm run bench`: every figure of the bench, each against a baseline built in this run.
 * Writes a table to stdout, and dist/bench/results.json and dist/bench/report.md (with SVG charts) beside it.
 * `--quick` runs small N and few paint runs, for working on the bench itself.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Figure, SectionResult } from './figure.js';
import { machine, versions } from './machine.js';
import { nx } from './nx-cli.js';
import { renderMarkdownReport } from './report/markdown-report.js';
import { renderLogLogChart } from './report/svg-chart.js';
import { renderTextTable } from './report/table.js';
import type { ScalingPoint } from './scaling/scaling-results.js';
import { firstPaint, THROTTLING } from './sections/first-paint.js';
import { buildStarterPages, initialJs } from './sections/initial-js.js';
import { libraryCosts } from './sections/library-costs.js';
import { subscriptionScaling, type ScalingData, type ScalingPlan } from './sections/subscription-scaling.js';
import { TIMED_TEST_COMMAND, workspaceSpeed } from './sections/workspace-speed.js';
import { BENCH_OUT } from './workspace-paths.js';

const quick = process.argv.includes('--quick');
const PLAN: ScalingPlan = quick
  ? { readers: [1, 10, 100], churnCycles: 20, churnReaders: 100, repeats: 1 }
  : { readers: [1, 10, 100, 1_000, 10_000], churnCycles: 1_000, churnReaders: 100, repeats: 3 };
const PAINT_RUNS = quick ? 3 : 9;

const startedAt = new Date();
const started = performance.now();
const figures: Figure[] = [];
const results: Record<string, unknown> = {};
const log = (message: string) =>
  process.stderr.write(`[bench ${((performance.now() - started) / 1000).toFixed(0)} s] ${message}\n`);

/** Runs one section; a section that throws becomes a failure row, and the others still run. */
async function section<Data>(name: string, work: () => Promise<SectionResult<Data>>): Promise<Data | undefined> {
  log(name);
  try {
    const result = await work();
    figures.push(...result.figures);
    results[name] = result.data;
    return result.data;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    figures.push({
      section: name,
      name: `failed: ${message.split('\n')[0]}`,
      value: 'failed',
      goal: 'measured',
      met: false,
    });
    results[name] = { error: message };
    return undefined;
  }
}

mkdirSync(BENCH_OUT, { recursive: true });
log('building the service libraries (their dist is what an outside consumer bundles)');
await nx(['run-many', '-t', 'build', '-p', 'tag:type:service', '--outputStyle=static']);

const builds = await buildStarterPages(BENCH_OUT);
await section('1 initial JS', async () => initialJs(builds));
await section('2-3 per-library cost and isolation', libraryCosts);
await section('6 first paint', () => firstPaint({ app: builds.appDir, baseline: builds.baselineDir }, PAINT_RUNS));
const scaling = await section('4-5 subscription scaling and mount churn', () => subscriptionScaling(PLAN));
await section('7 workspace speed', workspaceSpeed);
const durationMs = performance.now() - started;

const charts = scaling ? writeCharts(scaling) : [];
const command = `npm run bench${quick ? ' -- --quick' : ''}`;
writeFileSync(
  join(BENCH_OUT, 'results.json'),
  `${JSON.stringify({ command, startedAt: startedAt.toISOString(), durationMs, machine: machine(), versions: versions(), plan: { scaling: PLAN, paintRuns: PAINT_RUNS }, figures, results }, null, 2)}\n`,
);
writeFileSync(
  join(BENCH_OUT, 'report.md'),
  renderMarkdownReport({
    startedAt: startedAt.toISOString(),
    durationMs,
    command,
    machine: machine(),
    versions: versions(),
    figures,
    charts,
    notes: [
      "Baselines are built in the same run: the starter view without the platform (tools/bundle-fixtures/starter-baseline) for 1 and 6; each library's `bench/sdk-call.ts` (the same call on the raw SDK) for 2 and 3; a consumer that creates only the Firebase app handle for the eager bytes.",
      'Byte figures are gzip (zlib default level) and brotli (quality 11) of each chunk; a total is the sum over every chunk the call loads. The same figures are budgets in CI: apps/web-e2e/src/bundle-budget.spec.ts, tools/bundle-fixtures/src/eager-budget.spec.ts and adapter-overhead.spec.ts.',
      `Scaling: N readers under one PlatformProvider (median of ${PLAN.repeats} mounts for N below 10,000, one at 10,000), React 19 on jsdom in a Node process of its own per scenario and adapter, with --expose-gc. "SDK listeners" counts the listeners open on the port method the hooks use (each opens one SDK listener on the Firebase adapter). Heap growth is heapUsed after forced GC with the readers mounted, less before. Mount time runs until every reader has committed a value; re-render time from the change until every reader has committed it. Firebase adapters run against firebase-tools' Auth emulator and firebase-server on 127.0.0.1.`,
      `Churn: ${PLAN.churnCycles} synchronous mount/unmount cycles of ${PLAN.churnReaders} readers, with a 200 ms keep-alive; open sources counted after the keep-alive has passed; heap after forced GC against after one warm-up cycle.`,
      `First paint: vite preview of both production builds on 127.0.0.1, headless Chromium through Playwright, a fresh context per load, CDP throttling ${THROTTLING.cpuSlowdown}× CPU, ${THROTTLING.latencyMs} ms latency, 1.6 Mbit/s down, 750 kbit/s up for both; ${PAINT_RUNS} loads each, alternating which goes first; medians.`,
      `Workspace speed: \`nx run-many -t ${TIMED_TEST_COMMAND.targets.join(' ')} -p ${TIMED_TEST_COMMAND.projects.join(' ')}\`, a well-defined subset of \`npm test\` (its per-project targets on the two projects every library builds on; the whole command, with every contract suite, build and e2e, takes longer than the bench's 10-minute budget on 2 cores): cold with \`--skip-nx-cache\` (every task runs), then, after one untimed run that stores every result, cached (every task replayed); both are wall time, Nx's own start included. Affected projects come from \`nx show projects --affected --files=<a file of the library>\`, so the worktree is never touched.`,
    ],
  }),
);
process.stdout.write(
  `${renderTextTable(figures)}\n\nbench took ${(durationMs / 1000).toFixed(0)} s; ${join(BENCH_OUT, 'results.json')}, ${join(BENCH_OUT, 'report.md')}\n`,
);

function writeCharts(data: ScalingData): { file: string; caption: string }[] {
  const series = (y: (point: ScalingPoint) => number) => {
    const names = [...new Set(data.points.map((point) => `${point.scenario} [${point.adapter}]`))];
    return names.map((name) => ({
      name,
      points: data.points
        .filter((point) => `${point.scenario} [${point.adapter}]` === name)
        .map((point) => ({ x: point.readers, y: y(point) })),
    }));
  };
  const charts = [
    { file: 'scaling-mount.svg', title: 'Mount time of N readers', yLabel: 'ms', y: (p: ScalingPoint) => p.mountMs },
    {
      file: 'scaling-rerender.svg',
      title: 'Re-render of all N readers after one change',
      yLabel: 'ms',
      y: (p: ScalingPoint) => p.rerenderMs,
    },
    {
      file: 'scaling-heap.svg',
      title: 'Heap growth with N readers mounted',
      yLabel: 'KiB',
      y: (p: ScalingPoint) => p.heapGrowthBytes / 1024,
    },
  ];
  return charts.map((chart) => {
    writeFileSync(
      join(BENCH_OUT, chart.file),
      renderLogLogChart({ title: chart.title, xLabel: 'readers (N)', yLabel: chart.yLabel, series: series(chart.y) }),
    );
    return { file: chart.file, caption: chart.title };
  });
}
