import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildProductionBundle } from './production-bundle.js';
import { workspaceRoot } from './workspace-root.js';

export { workspaceRoot } from './workspace-root.js';

/** A library with a `./firebase` entry: the consumer of one of its adapters is measured. */
export interface FirebaseAdapterLibrary {
  /** The package name, e.g. `@platform/auth`. */
  readonly packageName: string;
  /** Its folder under `libs/`. */
  readonly folder: string;
}

/** The package whose `./firebase` entry (the Firebase app handle) every consumer, with or without an adapter, uses. */
const APP_HANDLE_PACKAGE = '@platform/core';

/** Every library under `libs/` whose package exports a `./firebase` adapter entry. */
export function firebaseAdapterLibraries(): FirebaseAdapterLibrary[] {
  const libs = join(workspaceRoot, 'libs');
  return readdirSync(libs, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const manifest = JSON.parse(readFileSync(join(libs, entry.name, 'package.json'), 'utf8')) as {
        readonly name: string;
        readonly exports?: Readonly<Record<string, unknown>>;
      };
      const hasAdapter = manifest.exports?.['./firebase'] !== undefined && manifest.name !== APP_HANDLE_PACKAGE;
      return hasAdapter ? [{ packageName: manifest.name, folder: entry.name }] : [];
    });
}

/** The factory a `./firebase` entry exports, by the shape's convention `createFirebase<Service>`. */
export async function adapterFactoryOf(library: FirebaseAdapterLibrary): Promise<string> {
  const entry = (await import(`${library.packageName}/firebase`)) as Record<string, unknown>;
  const factories = Object.keys(entry).filter((name) => /^createFirebase[A-Z]/.test(name));
  if (factories.length !== 1) {
    throw new Error(
      `${library.packageName}/firebase must export one createFirebase<Service> factory, not [${factories}].`,
    );
  }
  return factories[0] as string;
}

/** One consumer's production build. */
export interface ConsumerBuild {
  /** The modules in the entry chunk, by resolved path. */
  readonly entryModules: readonly string[];
  /** The entry chunk's size, gzipped. */
  readonly entryGzip: number;
  /** For each chunk the entry imports dynamically: its modules and those of the chunks it imports statically. */
  readonly lazyLoads: readonly (readonly string[])[];
}

/** A complete demo config, as a consumer passes it. */
export const FIREBASE_CONFIG = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-consumer.firebaseapp.com',
  projectId: 'demo-consumer',
  storageBucket: 'demo-consumer.appspot.com',
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:0000000000000000',
};

/** What each consumer's lazy route loads: a small module of ours, which no adapter's chunk holds. */
const LAZY_ROUTE = '@platform/core/constants';

/**
 * The source of an app that creates the Firebase app handle and, if given, one
 * adapter over it, and calls nothing. Both are exported, so nothing is tree-shaken away.
 * With `lazyMachinery`, it also keeps core's `lazyImplementation`, which every adapter's facade is built on and an
 * app pays for once, however many adapters it creates.
 * Every consumer has a lazy route of its own, as any app with code splitting has: the bundler's runtime that loads
 * lazy chunks is then in each entry, with or without an adapter, and not counted as the adapter's.
 */
export function consumerSource(
  adapter?: { readonly packageName: string; readonly factory: string },
  { lazyMachinery = false } = {},
): string {
  return [
    `import { createFirebaseApp } from '@platform/core/firebase';`,
    lazyMachinery ? `import { lazyImplementation } from '@platform/core';` : '',
    adapter ? `import { ${adapter.factory} } from '${adapter.packageName}/firebase';` : '',
    `addEventListener('popstate', () => import(${JSON.stringify(LAZY_ROUTE)}));`,
    `export const app = createFirebaseApp(${JSON.stringify(FIREBASE_CONFIG)});`,
    lazyMachinery ? `export const shared = lazyImplementation(() => Promise.resolve({}), {});` : '',
    adapter ? `export const port = ${adapter.factory}({ app });` : '',
  ].join('\n');
}

/**
 * Builds `source` for production as an app outside the workspace would: the
 * libraries resolve through their package exports to their built `dist`, not
 * to their sources. The entry is measured without the preload lists a Vite app adds for each lazy chunk: the
 * bundler's bookkeeping, not the adapter's code.
 */
export async function buildConsumer(source: string): Promise<ConsumerBuild> {
  const { chunks, entry } = await buildProductionBundle(source, { modulePreload: false });
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withStaticImports = (name: string): string[] => {
    const chunk = byName.get(name);
    return chunk ? [...chunk.moduleIds, ...chunk.imports.flatMap(withStaticImports)] : [];
  };
  return {
    entryModules: entry.moduleIds,
    entryGzip: entry.gzip,
    lazyLoads: entry.dynamicImports.map(withStaticImports),
  };
}
