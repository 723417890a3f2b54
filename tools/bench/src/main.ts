/*
 * `npm run bench`: every figure of the bench, each against a baseline built in this run.
 * Writes a table to stdout, and dist/bench/results.json and dist/bench/report.md (with SVG charts) beside it.
 * `--quick` runs small N and few paint runs, for working on the bench itself. `--paint-pairs=100` measures first
 * paint over that many pairs, to resolve a smaller difference than the default 25 can.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Figure, SectionResult } from './figure.js';
import { machine, versions } from './machine.js';
import { nx } from './nx-cli.js';
import { renderMarkdownReport } from './report/markdown-report.js';
import { methodNotes } from './report/method-notes.js';
import { writeScalingCharts } from './report/scaling-charts.js';
import { renderTextTable } from './report/table.js';
import { firstPaint } from './sections/first-paint.js';
import { infiniteLists } from './sections/infinite-lists.js';
import { buildStarterPages, initialJs } from './sections/initial-js.js';
import { libraryCosts } from './sections/library-costs.js';
import { subscriptionScaling, type ScalingPlan } from './sections/subscription-scaling.js';
import { workspaceSpeed } from './sections/workspace-speed.js';
import { memoryVsEmulators } from './sections/memory-vs-emulators.js';
import { readsPerScreen } from './sections/reads-per-screen.js';
import { writeLoad } from './sections/write-load.js';
import { BENCH_OUT } from './workspace-paths.js';

const quick = process.argv.includes('--quick');
/** The value of `--<name>=<value>` on the command line, if given. */
const flagValue = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
/** `--only=10` runs only the sections whose name starts with `10`, for working on one section. */
const only = flagValue('only');
const wanted = (name: string) => only === undefined || name.startsWith(only);
const PLAN: ScalingPlan = quick
  ? { readers: [1, 10, 100], churnCycles: 20, churnReaders: 100, repeats: 1 }
  : { readers: [1, 10, 100, 1_000, 10_000], churnCycles: 1_000, churnReaders: 100, repeats: 3 };
const paintPairs = flagValue('paint-pairs');
const PAINT_RUNS = paintPairs === undefined ? (quick ? 3 : 25) : Number(paintPairs);
if (!Number.isInteger(PAINT_RUNS) || PAINT_RUNS < 1)
  throw new Error(`--paint-pairs must be a whole number of pairs, at least 1; got ${String(paintPairs)}.`);
/** Loaded pages of 20 for the infinite lists; 20 is where one edit on page 1 is measured. */
const LIST_PAGES = quick ? [1, 10] : [1, 10, 20, 50];

const startedAt = new Date();
const started = performance.now();
const figures: Figure[] = [];
const results: Record<string, unknown> = {};
const log = (message: string) =>
  process.stderr.write(`[bench ${((performance.now() - started) / 1000).toFixed(0)} s] ${message}\n`);

/** Runs one section; a section that throws becomes a failure row, and the others still run. */
async function section<Data>(name: string, work: () => Promise<SectionResult<Data>>): Promise<Data | undefined> {
  if (!wanted(name)) return undefined;
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
await nx(['run-many', '-t', 'build', '-p', 'tag:type:service,tag:type:testing', '--outputStyle=static']);

const builds = wanted('1 initial JS') || wanted('6 first paint') ? await buildStarterPages(BENCH_OUT) : undefined;
await section('1 initial JS', async () => initialJs(builds as NonNullable<typeof builds>));
await section('2-3 per-library cost and isolation', libraryCosts);
await section('6 first paint', () =>
  firstPaint(
    {
      app: (builds as NonNullable<typeof builds>).appDir,
      baseline: (builds as NonNullable<typeof builds>).baselineDir,
    },
    PAINT_RUNS,
  ),
);
const scaling = await section('4-5 subscription scaling and mount churn', () => subscriptionScaling(PLAN));
await section('8 live infinite lists', () => infiniteLists(LIST_PAGES));
await section('7 workspace speed', workspaceSpeed);
await section('9 write and read load', writeLoad);
await section('10 memory against emulators', memoryVsEmulators);
await section('11 reads per screen', readsPerScreen);
const durationMs = performance.now() - started;

const charts = scaling ? writeScalingCharts(scaling.points, BENCH_OUT) : [];
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const command = `npm run bench${flags.length > 0 ? ` -- ${flags.join(' ')}` : ''}`;
const summary = {
  command,
  startedAt: startedAt.toISOString(),
  durationMs,
  machine: machine(),
  versions: versions(),
  plan: { scaling: PLAN, paintRuns: PAINT_RUNS, listPages: LIST_PAGES },
  figures,
  results,
};
writeFileSync(join(BENCH_OUT, 'results.json'), `${JSON.stringify(summary, null, 2)}\n`);
writeFileSync(
  join(BENCH_OUT, 'report.md'),
  renderMarkdownReport({
    ...summary,
    charts,
    notes: methodNotes(PLAN, PAINT_RUNS),
  }),
);
process.stdout.write(
  `${renderTextTable(figures)}\n\nbench took ${(durationMs / 1000).toFixed(0)} s; ${join(BENCH_OUT, 'results.json')}, ${join(BENCH_OUT, 'report.md')}\n`,
);
