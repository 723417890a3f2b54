import {
  adapterFactoryOf,
  benchFixturesOf,
  BENCH_FIXTURE_FILES,
  buildConsumer,
  consumerSource,
  firebaseAdapterLibraries,
  measureLibraryCost,
  type LibraryCost,
} from '@platform/bundle-fixtures';
import { formatBytes, type Figure, type SectionResult } from '../figure.js';

/** The goal for what creating one adapter adds to an app's entry chunk, gzip. */
const EAGER_GOAL_BYTES = 1024;
/** The goal for a typical call's total extra bytes over the raw SDK, as a share of the SDK's own. */
const EXTRA_RATIO_GOAL = 0.1;

/** One library's figures, or why there are none. */
export type LibraryRow =
  | { readonly library: string; readonly ok: true; readonly eagerGzip: number; readonly cost: LibraryCost }
  | { readonly library: string; readonly ok: false; readonly error: string };

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

function figuresOf(row: LibraryRow): Figure[] {
  if (!row.ok) {
    const failed = { value: 'missing', goal: 'measured', met: false };
    return [
      { section: '2 per-library cost', name: `${row.library}: ${row.error}`, ...failed },
      { section: '3 isolation', name: `${row.library}: ${row.error}`, ...failed },
    ];
  }
  const { cost } = row;
  return [
    {
      section: '2 per-library cost',
      name: `${row.library} eager (entry, gzip)`,
      value: formatBytes(row.eagerGzip),
      goal: `≤ ${formatBytes(EAGER_GOAL_BYTES)}`,
      met: row.eagerGzip <= EAGER_GOAL_BYTES,
    },
    {
      section: '2 per-library cost',
      name: `${row.library} total extra over the SDK (${formatBytes(cost.adapterGzip)} vs ${formatBytes(cost.sdkGzip)} gzip)`,
      value: `+${formatBytes(cost.extraGzip)} (${percent(cost.extraRatio)})`,
      goal: `≤ ${percent(EXTRA_RATIO_GOAL)}`,
      met: cost.extraRatio <= EXTRA_RATIO_GOAL,
    },
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
 * 2 and 3. Every library with a `./firebase` entry (found in the workspace): its eager bytes in a one-adapter
 * consumer, and its bench fixtures' total bytes and `@firebase/*` packages against the raw SDK's.
 */
export async function libraryCosts(): Promise<SectionResult<readonly LibraryRow[]>> {
  const baseline = await buildConsumer(consumerSource());
  const rows: LibraryRow[] = [];
  for (const library of firebaseAdapterLibraries()) {
    const fixtures = benchFixturesOf(library);
    if (!fixtures) {
      const files = Object.values(BENCH_FIXTURE_FILES).join(' and ');
      rows.push({ library: library.packageName, ok: false, error: `no ${files} in libs/${library.folder}` });
      continue;
    }
    try {
      const factory = await adapterFactoryOf(library);
      const consumer = await buildConsumer(consumerSource({ packageName: library.packageName, factory }));
      const cost = await measureLibraryCost(fixtures);
      rows.push({ library: library.packageName, ok: true, eagerGzip: consumer.entryGzip - baseline.entryGzip, cost });
    } catch (error) {
      rows.push({ library: library.packageName, ok: false, error: `build failed: ${String(error)}` });
    }
  }
  return { figures: rows.flatMap(figuresOf), data: rows };
}
