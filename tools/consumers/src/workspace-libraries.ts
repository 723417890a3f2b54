import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The workspace's root folder. */
export const WORKSPACE_ROOT = resolve(import.meta.dirname, '../../..');

/** A library under `libs/`, as its package manifest describes it. */
export interface WorkspaceLibrary {
  /** The package name, e.g. `@platform/auth`. */
  readonly name: string;
  /** Its folder under `libs/`, e.g. `auth`. */
  readonly folder: string;
  /** Its absolute path. */
  readonly root: string;
  /** Its version. */
  readonly version: string;
  /** Whether the manifest still says `private`. */
  readonly private: boolean;
  /** Its entry points (`.`, `./memory`, …), without `./package.json`. */
  readonly entries: readonly string[];
  /** The `@platform/source` file of each entry point, relative to {@link root}. */
  readonly sources: Readonly<Record<string, string>>;
  /** The `types` file of each entry point, relative to {@link root}. */
  readonly types: Readonly<Record<string, string>>;
  readonly dependencies: Readonly<Record<string, string>>;
  readonly peerDependencies: Readonly<Record<string, string>>;
  readonly optionalPeers: readonly string[];
}

interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly private?: boolean;
  readonly exports?: Readonly<Record<string, string | Readonly<Record<string, string>>>>;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly peerDependenciesMeta?: Readonly<Record<string, { readonly optional?: boolean }>>;
}

const conditionOf = (target: string | Readonly<Record<string, string>>, condition: string): string | undefined =>
  typeof target === 'string' ? target : target[condition];

/** Every library under `libs/`, read from its `package.json`: a library added later is found with no change here. */
export function workspaceLibraries(): WorkspaceLibrary[] {
  const libs = join(WORKSPACE_ROOT, 'libs');
  return readdirSync(libs, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const root = join(libs, entry.name);
      const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
      const exported = Object.entries(manifest.exports ?? {}).filter(([entry]) => entry !== './package.json');
      const pick = (condition: string) =>
        Object.fromEntries(
          exported.flatMap(([key, target]) => {
            const file = conditionOf(target, condition);
            return file ? [[key, file]] : [];
          }),
        );
      return {
        name: manifest.name,
        folder: entry.name,
        root,
        version: manifest.version,
        private: manifest.private === true,
        entries: exported.map(([key]) => key),
        sources: pick('@platform/source'),
        types: pick('types'),
        dependencies: manifest.dependencies ?? {},
        peerDependencies: manifest.peerDependencies ?? {},
        optionalPeers: Object.entries(manifest.peerDependenciesMeta ?? {})
          .filter(([, meta]) => meta.optional === true)
          .map(([name]) => name),
      };
    });
}

/** `@platform/auth` and `./memory` → `@platform/auth/memory`. */
export const specifierOf = (library: WorkspaceLibrary, entry: string): string =>
  entry === '.' ? library.name : `${library.name}/${entry.slice(2)}`;

/** Whether a package name is one of the workspace's own (published to the local registry, not from npm). */
export const isWorkspacePackage = (name: string): boolean => name.startsWith('@platform/');
