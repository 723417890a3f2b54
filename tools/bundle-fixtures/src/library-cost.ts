import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FIREBASE_CONFIG, workspaceRoot, type FirebaseAdapterLibrary } from './adapter-consumer.js';
import type { Browser } from '@playwright/test';
import { chunkLoads } from './chunk-loads.js';
import { buildProductionBundle, gzipBytes, type BundleChunk } from './production-bundle.js';

/** The bench fixtures a library keeps in `libs/<lib>/bench/`, each `export default async function run(options)`. */
export interface BenchFixtures {
  /** One typical call through the library's Firebase adapter. */
  readonly adapterCall: string;
  /** The same call made directly on `firebase/app` and the library's SDK module. */
  readonly sdkCall: string;
  /** A call of every method of the port through the Firebase adapter. */
  readonly adapterPort: string;
  /** The SDK functions those methods wrap, called directly. */
  readonly sdkPort: string;
}

/** The fixture files, relative to a library's folder. */
export const BENCH_FIXTURE_FILES = {
  adapterCall: 'bench/adapter-call.ts',
  sdkCall: 'bench/sdk-call.ts',
  adapterPort: 'bench/adapter-port.ts',
  sdkPort: 'bench/sdk-port.ts',
} as const;

/** The packages of the SDK that every Firebase app loads, whatever the service. */
export const SHARED_SDK_PACKAGES: readonly string[] = [
  '@firebase/app',
  '@firebase/component',
  '@firebase/util',
  '@firebase/logger',
];

/** The fixtures a library keeps, by name; a missing file is left out. */
export function benchFixturesOf(library: FirebaseAdapterLibrary): Partial<BenchFixtures> {
  const folder = join(workspaceRoot, 'libs', library.folder);
  return Object.fromEntries(
    Object.entries(BENCH_FIXTURE_FILES)
      .map(([name, file]) => [name, join(folder, file)] as const)
      .filter(([, file]) => existsSync(file)),
  );
}

/** The `@firebase/*` packages some chunks hold code of, sorted. */
export function firebasePackagesIn(chunks: readonly BundleChunk[]): string[] {
  const names = chunks.flatMap((chunk) =>
    chunk.moduleIds.flatMap((id) => /[\\/]node_modules[\\/](@firebase[\\/][^\\/]+)[\\/]/.exec(id)?.[1] ?? []),
  );
  return [...new Set(names.map((name) => name.replace('\\', '/')))].sort();
}

const counted = (chunks: readonly BundleChunk[]) => chunks.filter((chunk) => !chunk.bundlerRuntime);

const total = (chunks: readonly BundleChunk[], size: 'gzip' | 'brotli') =>
  counted(chunks).reduce((sum, chunk) => sum + chunk[size], 0);

/** What an adapter's app costs against the raw SDK's, both built the same way in the same run. */
export interface AdapterCost {
  /** The adapter app's chunks that count, gzipped. The bundler's runtime is never counted. */
  readonly adapterGzip: number;
  readonly adapterBrotli: number;
  /** The SDK app's chunks that count, gzipped: the SDK's own bytes for the same work. */
  readonly sdkGzip: number;
  readonly sdkBrotli: number;
  /** `adapterGzip - sdkGzip`. */
  readonly extraGzip: number;
  /** `extraGzip / sdkGzip`. */
  readonly extraRatio: number;
  /** The `@firebase/*` packages in the adapter app's chunks that count. */
  readonly packages: readonly string[];
  /** Those that neither the SDK app nor every Firebase app needs: an isolation failure when not empty. */
  readonly foreignPackages: readonly string[];
  /** The adapter app's minified bytes by where they come from. */
  readonly breakdown: ByteBreakdown;
  /** How many chunks of the adapter app count. */
  readonly adapterChunks: number;
  /**
   * The adapter app's counted chunks gzipped as one stream, in load order: what the same code would cost unsplit, so
   * that `adapterGzip - adapterOneStreamGzip` is what splitting it into chunks costs, and
   * `adapterOneStreamGzip - sdkGzip` what the code itself adds, however it were split.
   */
  readonly adapterOneStreamGzip: number;
}

/** Minified bytes of one kind in the adapter app and in the SDK app. */
export interface BytesInBoth {
  readonly adapter: number;
  readonly sdk: number;
}

/** Where an adapter app's minified bytes come from, beside the SDK app's: what its extra bytes are made of. */
export interface ByteBreakdown {
  /** The libraries' files (their `dist`) in the adapter app, largest first. */
  readonly ours: readonly { readonly source: string; readonly bytes: number }[];
  /** The fixtures themselves (`libs/<lib>/bench/*`). */
  readonly fixtures: BytesInBoth;
  /** The Firebase SDK's packages. */
  readonly sdk: BytesInBoth;
  /** Everything else: other packages, the bundler's glue. */
  readonly other: BytesInBoth;
}

/** A typical call's cost: only the chunks each app loads when it runs count. */
export interface CallCost extends AdapterCost {
  /** The rounds of chunk loading the adapter's call makes before its request can go out; more than 1 is a waterfall. */
  readonly lazyRounds: number;
}

type SourceKind = 'ours' | 'fixtures' | 'sdk' | 'other';

function kindOf(source: string): SourceKind {
  if (/^libs\/[^/]+\/dist\//.test(source)) return 'ours';
  if (/^libs\/[^/]+\/bench\//.test(source)) return 'fixtures';
  if (/(^|\/)node_modules\/(@firebase|firebase)\//.test(source)) return 'sdk';
  return 'other';
}

/** Every counted chunk's minified bytes by source, summed over the chunks. */
function sourcesOf(chunks: readonly BundleChunk[]): [string, number][] {
  const bytes = new Map<string, number>();
  for (const chunk of counted(chunks)) {
    for (const [source, count] of Object.entries(chunk.sources)) bytes.set(source, (bytes.get(source) ?? 0) + count);
  }
  return [...bytes];
}

function breakdownOf(adapter: readonly BundleChunk[], sdk: readonly BundleChunk[]): ByteBreakdown {
  const adapterSources = sourcesOf(adapter);
  const sdkSources = sourcesOf(sdk);
  const sum = (sources: [string, number][], kind: SourceKind) =>
    sources.reduce((total, [source, bytes]) => total + (kindOf(source) === kind ? bytes : 0), 0);
  const both = (kind: SourceKind): BytesInBoth => ({ adapter: sum(adapterSources, kind), sdk: sum(sdkSources, kind) });
  return {
    ours: adapterSources
      .filter(([source]) => kindOf(source) === 'ours')
      .map(([source, bytes]) => ({ source, bytes }))
      .sort((a, b) => b.bytes - a.bytes),
    fixtures: both('fixtures'),
    sdk: both('sdk'),
    other: both('other'),
  };
}

function compare(adapter: readonly BundleChunk[], sdk: readonly BundleChunk[]): AdapterCost {
  const packages = firebasePackagesIn(adapter);
  const allowed = new Set([...firebasePackagesIn(sdk), ...SHARED_SDK_PACKAGES]);
  const adapterGzip = total(adapter, 'gzip');
  const sdkGzip = total(sdk, 'gzip');
  return {
    adapterGzip,
    adapterBrotli: total(adapter, 'brotli'),
    sdkGzip,
    sdkBrotli: total(sdk, 'brotli'),
    extraGzip: adapterGzip - sdkGzip,
    extraRatio: (adapterGzip - sdkGzip) / sdkGzip,
    packages,
    foreignPackages: packages.filter((name) => !allowed.has(name)),
    breakdown: breakdownOf(adapter, sdk),
    adapterChunks: counted(adapter).length,
    adapterOneStreamGzip: gzipBytes(
      counted(adapter)
        .map((chunk) => chunk.code)
        .join('\n'),
    ),
  };
}

/** Builds the app that runs a fixture as an app outside the workspace would (the library from its `dist`). */
const buildFixtureApp = (file: string, { withoutText = false } = {}) =>
  buildProductionBundle(
    `import run from ${JSON.stringify(file)};\nrun(${JSON.stringify(FIREBASE_CONFIG)}).then(console.log, console.error);`,
    { withoutText },
  );

/**
 * A typical call through the adapter against the same call on the SDK: each app runs in `browser`, and what counts is
 * every chunk it requests, at start-up and for the call.
 */
export async function measureCallCost(
  fixtures: Pick<BenchFixtures, 'adapterCall' | 'sdkCall'>,
  browser: Browser,
): Promise<CallCost> {
  const adapter = await chunkLoads(await buildFixtureApp(fixtures.adapterCall), browser);
  const sdk = await chunkLoads(await buildFixtureApp(fixtures.sdkCall), browser);
  return { ...compare(adapter.chunks, sdk.chunks), lazyRounds: adapter.lazyRounds };
}

/** The whole port against the SDK functions it wraps: every chunk of each app counts, since it calls everything. */
export async function measurePortCost(fixtures: Pick<BenchFixtures, 'adapterPort' | 'sdkPort'>): Promise<AdapterCost> {
  const adapter = await buildFixtureApp(fixtures.adapterPort);
  const sdk = await buildFixtureApp(fixtures.sdkPort);
  return compare(adapter.chunks, sdk.chunks);
}

/**
 * The whole port's adapter app, gzipped as {@link measurePortCost} counts it, built with the text of the libraries'
 * messages and hints taken out (every string that reads as a sentence emptied): the port's `adapterGzip` less this
 * is what that text costs.
 */
export async function measurePortGzipWithoutText(fixtures: Pick<BenchFixtures, 'adapterPort'>): Promise<number> {
  return total((await buildFixtureApp(fixtures.adapterPort, { withoutText: true })).chunks, 'gzip');
}
