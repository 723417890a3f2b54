import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from './workspace-libraries.js';

/** One `packages` entry of an npm lock file (version 3). */
interface LockEntry {
  readonly version?: string;
  readonly resolved?: string;
  readonly integrity?: string;
  readonly link?: boolean;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly peerDependenciesMeta?: Readonly<Record<string, { readonly optional?: boolean }>>;
  readonly [key: string]: unknown;
}

type LockPackages = Readonly<Record<string, LockEntry>>;

const readLock = (path: string): LockPackages =>
  (JSON.parse(readFileSync(join(WORKSPACE_ROOT, path), 'utf8')) as { packages: LockPackages }).packages;

/**
 * The workspace's install: npm's record of what `node_modules` holds (`node_modules/.package-lock.json`), and the lock
 * file's entries for the optional packages of other platforms, which it did not install. After `npm ci` this is the
 * lock file's tree; after an in-place `npm install --no-save firebase@12…` (`.ci/firebase-12`) it is the tree that
 * install left, whose tarballs are in npm's cache just the same.
 */
function workspaceInstall(): LockPackages {
  const locked = readLock('package-lock.json');
  let installed: LockPackages;
  try {
    installed = readLock('node_modules/.package-lock.json');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return locked;
    throw error;
  }
  const otherPlatforms = Object.entries(locked).filter(
    ([path, entry]) => entry.optional === true && !(path in installed),
  );
  return { ...Object.fromEntries(otherPlatforms), ...installed };
}

/** Where Node finds `name` from the package at `from` (`''` is the root): its folder, then each parent's. */
function locate(packages: LockPackages, from: string, name: string): string | undefined {
  let at = from;
  for (;;) {
    const candidate = `${at ? `${at}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!at) return undefined;
    const parent = at.lastIndexOf('/node_modules/');
    at = parent === -1 ? '' : at.slice(0, parent);
  }
}

/** Where npm's registry serves a package's tarball, as npm itself would write it in `resolved`. */
function tarballUrl(path: string, entry: LockEntry): string {
  const name = typeof entry['name'] === 'string' ? entry['name'] : path.slice(path.lastIndexOf('node_modules/') + 13);
  const basename = name.slice(name.lastIndexOf('/') + 1);
  return `https://registry.npmjs.org/${name}/-/${basename}-${entry.version}.tgz`;
}

/** The exact version the workspace installed of a third-party package at its top level. */
export function installedVersion(name: string): string {
  const version = workspaceInstall()[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`${name} is not installed at the workspace's top level.`);
  return version;
}

/**
 * The part of the workspace's install that `roots` need, at the same places in `node_modules`. A consumer that
 * installs with it gets exactly the workspace's versions, and npm takes every tarball from the cache `npm ci`
 * filled, by its integrity, without asking the registry for any package's metadata.
 */
export function lockfileSubset(roots: readonly string[]): Record<string, LockEntry> {
  const packages = workspaceInstall();
  const kept: Record<string, LockEntry> = {};
  const visit = (from: string, name: string, optional: boolean): void => {
    const path = locate(packages, from, name);
    if (!path) {
      if (optional) return;
      throw new Error(`The workspace's install has no ${name} for ${from || 'the root'}.`);
    }
    const entry = packages[path] as LockEntry;
    if (path in kept || entry.link) return;
    // The consumer's flags are not the workspace's (a dev tool here is a dependency there): npm works them out again.
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...rest } = entry;
    // The workspace's lock file, and npm's record of node_modules, leave out registry URLs; without one, npm would ask
    // the registry for metadata.
    kept[path] = { ...rest, resolved: entry.resolved ?? tarballUrl(path, entry) };
    for (const dependency of Object.keys(entry.dependencies ?? {})) visit(path, dependency, false);
    for (const dependency of Object.keys(entry.optionalDependencies ?? {})) visit(path, dependency, true);
    for (const dependency of Object.keys(entry.peerDependencies ?? {})) {
      // npm installs a required peer; an optional one only when something else asks for it.
      if (entry.peerDependenciesMeta?.[dependency]?.optional !== true) visit(path, dependency, false);
    }
  };
  for (const root of roots) visit('', root, false);
  return kept;
}
