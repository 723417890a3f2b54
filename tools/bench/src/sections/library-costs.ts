import { launchChromium } from '@platform/backends/chromium';
import {
  adapterFactoryOf,
  benchFixturesOf,
  BENCH_FIXTURE_FILES,
  buildConsumer,
  CALL_GOAL,
  consumerSource,
  extraAllowance,
  firebaseAdapterLibraries,
  measureCallCost,
  measurePortCost,
  measurePortGzipWithoutText,
  PORT_GOAL,
  type AdapterCost,
  type BenchFixtures,
  type CallCost,
  type OverheadGoal,
} from '@platform/bundle-fixtures';
import { formatBytes, type Figure, type SectionResult } from '../figure.js';

/** The goal for what creating one adapter adds to an app's entry chunk, gzip, besides the shared lazy machinery. */
const EAGER_GOAL_BYTES = 1024;
/** The goal for core's `lazyImplementation`, which an app's entry pays for once, with its first adapter. */
const SHARED_MACHINERY_GOAL_BYTES = 512;
/** How many of a library's largest files the breakdown names. */
const LARGEST_FILES = 4;

/** One library's figures, or why there are none. */
export type LibraryRow =
  | {
      readonly library: string;
      readonly ok: true;
      readonly eagerGzip: number;
      readonly call: CallCost;
      readonly port: AdapterCost;
      /** The whole port's gzip bytes that the text of the libraries' messages and hints accounts for. */
      readonly textGzip: number;
    }
  | { readonly library: string; readonly ok: false; readonly error: string };

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
const signed = (bytes: number) => `${bytes < 0 ? '−' : '+'}${formatBytes(Math.abs(bytes))}`;

/**
 * The whole port's minified bytes by origin: ours (largest files first), and the SDK's and the rest's difference; and
 * its gzip split into what its chunks cost apart and what the code adds even as one stream.
 */
function breakdownFigure(library: string, port: AdapterCost): Figure {
  const { breakdown } = port;
  const ours = breakdown.ours.reduce((sum, file) => sum + file.bytes, 0);
  const largest = breakdown.ours
    .slice(0, LARGEST_FILES)
    .map(({ source, bytes }) => `${source.replace(/^libs\/([^/]+)\/dist\//, '$1/')} ${formatBytes(bytes)}`);
  return {
    section: "2 where the whole port's bytes go",
    name:
      `${library}: ours ${formatBytes(ours)} minified in ${String(breakdown.ours.length)} files; ` +
      `SDK ${signed(breakdown.sdk.adapter - breakdown.sdk.sdk)}, other ${signed(breakdown.other.adapter - breakdown.other.sdk)}; ` +
      `gzip: ${String(port.adapterChunks)} chunks cost ${signed(port.adapterGzip - port.adapterOneStreamGzip)} over one stream, ` +
      `which is ${signed(port.adapterOneStreamGzip - port.sdkGzip)} over the SDK`,
    value: largest.join(', '),
    goal: '',
    met: null,
  };
}

/**
 * What the text of the libraries' messages and hints costs the whole port (every string that reads as a sentence), and
 * what the port would still add over the SDK without any: how far dropping text from production builds could go.
 */
function textFigure(library: string, port: AdapterCost, textGzip: number): Figure {
  const allowance = extraAllowance(PORT_GOAL, port.sdkGzip);
  const withoutText = port.extraGzip - textGzip;
  return {
    section: "2 where the whole port's bytes go",
    name: `${library}: the text of its messages and hints, gzip; the whole port without any, over the SDK (allowed ${signed(allowance)})`,
    value: `${formatBytes(textGzip)}; ${signed(withoutText)}`,
    goal: '',
    met: null,
  };
}

function figuresOf(row: LibraryRow): Figure[] {
  if (!row.ok) {
    const failed = { value: 'missing', goal: 'measured', met: false };
    return [
      { section: '2 per-library cost', name: `${row.library}: ${row.error}`, ...failed },
      { section: '3 isolation', name: `${row.library}: ${row.error}`, ...failed },
    ];
  }
  const { call: cost, port } = row;
  const extra = (goal: OverheadGoal, of: AdapterCost, what: string): Figure => ({
    section: '2 per-library cost',
    name: `${row.library} ${what} (${formatBytes(of.adapterGzip)} vs ${formatBytes(of.sdkGzip)} gzip)`,
    value: `+${formatBytes(of.extraGzip)} (${percent(of.extraRatio)})`,
    goal: `≤ +${formatBytes(extraAllowance(goal, of.sdkGzip))}`,
    met: of.extraGzip <= extraAllowance(goal, of.sdkGzip),
  });
  return [
    {
      section: '2 per-library cost',
      name: `${row.library} eager (entry, gzip, besides the shared lazy machinery)`,
      value: formatBytes(row.eagerGzip),
      goal: `≤ ${formatBytes(EAGER_GOAL_BYTES)}`,
      met: row.eagerGzip <= EAGER_GOAL_BYTES,
    },
    extra(CALL_GOAL, cost, 'typical call over the SDK'),
    {
      section: '2 per-library cost',
      name: `${row.library} typical call, rounds of chunk loading`,
      value: String(cost.lazyRounds),
      goal: '≤ 1',
      met: cost.lazyRounds <= 1,
    },
    extra(PORT_GOAL, port, 'whole port over the SDK functions it wraps'),
    breakdownFigure(row.library, port),
    textFigure(row.library, port, row.textGzip),
    {
      section: '3 isolation',
      name: `${row.library}: ${cost.packages.map((name) => name.replace('@firebase/', '')).join(' ')}`,
      value: cost.foreignPackages.length === 0 ? 'isolated' : `also ${cost.foreignPackages.join(' ')}`,
      goal: 'own SDK + app/component/util/logger',
      met: cost.foreignPackages.length === 0,
    },
  ];
}

/**
 * 2 and 3. Core's shared lazy machinery, once; then every library with a `./firebase` entry (found in the
 * workspace): its eager bytes in a one-adapter consumer besides that machinery; its typical call run in Chromium (the
 * chunks it loads, and in how many rounds) and its whole port, each against the raw SDK doing the same, with where the
 * whole port's minified bytes come from (from the source maps) and what the text of its messages costs; and the
 * `@firebase/*` packages the call loads.
 */
export async function libraryCosts(): Promise<SectionResult<readonly LibraryRow[]>> {
  const bare = await buildConsumer(consumerSource());
  const baseline = await buildConsumer(consumerSource(undefined, { lazyMachinery: true }));
  const shared = baseline.entryGzip - bare.entryGzip;
  const browser = await launchChromium('browser');
  const rows: LibraryRow[] = [];
  try {
    for (const library of firebaseAdapterLibraries()) {
      const fixtures = benchFixturesOf(library);
      const missing = Object.entries(BENCH_FIXTURE_FILES).filter(([name]) => !fixtures[name as keyof BenchFixtures]);
      if (missing.length > 0) {
        const files = missing.map(([, file]) => file).join(' and ');
        rows.push({ library: library.packageName, ok: false, error: `no ${files} in libs/${library.folder}` });
        continue;
      }
      try {
        const factory = await adapterFactoryOf(library);
        const consumer = await buildConsumer(consumerSource({ packageName: library.packageName, factory }));
        const call = await measureCallCost(fixtures as BenchFixtures, browser);
        const port = await measurePortCost(fixtures as BenchFixtures);
        const textGzip = port.adapterGzip - (await measurePortGzipWithoutText(fixtures as BenchFixtures));
        const eagerGzip = consumer.entryGzip - baseline.entryGzip;
        rows.push({ library: library.packageName, ok: true, eagerGzip, call, port, textGzip });
      } catch (error) {
        rows.push({ library: library.packageName, ok: false, error: `build failed: ${String(error)}` });
      }
    }
  } finally {
    await browser.close();
  }
  const sharedFigure: Figure = {
    section: '2 per-library cost',
    name: 'shared lazy machinery (core lazyImplementation, once per app, entry gzip)',
    value: formatBytes(shared),
    goal: `≤ ${formatBytes(SHARED_MACHINERY_GOAL_BYTES)}`,
    met: shared <= SHARED_MACHINERY_GOAL_BYTES,
  };
  return { figures: [sharedFigure, ...rows.flatMap(figuresOf)], data: rows };
}
