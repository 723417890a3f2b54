import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FIREBASE_CONFIG, workspaceRoot, type FirebaseAdapterLibrary } from './adapter-consumer.js';
import { buildProductionBundle, type ProductionBundle } from './production-bundle.js';

/** The bench fixtures a library keeps in `libs/<lib>/bench/`, each `export default async function run(options)`. */
export interface BenchFixtures {
  /** One typical call through the library's Firebase adapter. */
  readonly adapterCall: string;
  /** The same call made directly on `firebase/app` and the library's SDK module. */
  readonly sdkCall: string;
}

/** The fixture files, relative to a library's folder. */
export const BENCH_FIXTURE_FILES = { adapterCall: 'bench/adapter-call.ts', sdkCall: 'bench/sdk-call.ts' } as const;

/** The packages of the SDK that every Firebase app loads, whatever the service. */
export const SHARED_SDK_PACKAGES: readonly string[] = [
  '@firebase/app',
  '@firebase/component',
  '@firebase/util',
  '@firebase/logger',
];

/** A library's fixtures, or `undefined` when either file is missing. */
export function benchFixturesOf(library: FirebaseAdapterLibrary): BenchFixtures | undefined {
  const folder = join(workspaceRoot, 'libs', library.folder);
  const adapterCall = join(folder, BENCH_FIXTURE_FILES.adapterCall);
  const sdkCall = join(folder, BENCH_FIXTURE_FILES.sdkCall);
  return existsSync(adapterCall) && existsSync(sdkCall) ? { adapterCall, sdkCall } : undefined;
}

/** The `@firebase/*` packages a bundle holds code of, sorted. */
export function firebasePackagesIn(bundle: ProductionBundle): string[] {
  const names = bundle.chunks.flatMap((chunk) =>
    chunk.moduleIds.flatMap((id) => /[\\/]node_modules[\\/](@firebase[\\/][^\\/]+)[\\/]/.exec(id)?.[1] ?? []),
  );
  return [...new Set(names.map((name) => name.replace('\\', '/')))].sort();
}

const total = (bundle: ProductionBundle, size: 'gzip' | 'brotli') =>
  bundle.chunks.reduce((sum, chunk) => sum + chunk[size], 0);

/** What one typical call costs through the adapter against the raw SDK, both built the same way in the same run. */
export interface LibraryCost {
  /** All chunks of the adapter-call app, gzipped. */
  readonly adapterGzip: number;
  readonly adapterBrotli: number;
  /** All chunks of the SDK-call app, gzipped: the SDK's own bytes for that call. */
  readonly sdkGzip: number;
  readonly sdkBrotli: number;
  /** `adapterGzip - sdkGzip`. */
  readonly extraGzip: number;
  /** `extraGzip / sdkGzip`. */
  readonly extraRatio: number;
  /** The `@firebase/*` packages in the adapter-call app. */
  readonly packages: readonly string[];
  /** Those that neither the SDK call nor every Firebase app needs: an isolation failure when not empty. */
  readonly foreignPackages: readonly string[];
}

/**
 * Builds a library's two fixtures as apps outside the workspace would (the
 * library from its `dist`) and compares them.
 */
export async function measureLibraryCost(fixtures: BenchFixtures): Promise<LibraryCost> {
  // An app that calls the fixture, so that the bundler keeps all of it.
  const app = (file: string) =>
    buildProductionBundle(
      `import run from ${JSON.stringify(file)};\nrun(${JSON.stringify(FIREBASE_CONFIG)}).then(console.log, console.error);`,
    );
  const [adapter, sdk] = [await app(fixtures.adapterCall), await app(fixtures.sdkCall)];
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
  };
}
