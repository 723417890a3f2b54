import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile, mkdir, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { lockfileSubset } from './lockfile-subset.js';
import { isWorkspacePackage } from './workspace-libraries.js';

/** An app outside the workspace, in a temporary folder. */
export interface ConsumerProject {
  /** Its folder. */
  readonly dir: string;
  /** Runs a command in its folder and resolves with its output; rejects with the output when it fails. */
  run(command: string, args: readonly string[], env?: Readonly<Record<string, string>>): Promise<string>;
  /** Writes a file, relative to its folder. */
  write(path: string, content: string): Promise<void>;
  /** Deletes the folder. */
  remove(): Promise<void>;
}

/** What a consumer is made of. */
export interface ConsumerOptions {
  /** A folder name prefix, e.g. `vite-app`. */
  readonly name: string;
  /** Its packages from the local registry, by name and version. */
  readonly platformPackages: Readonly<Record<string, string>>;
  /** Its packages from npm, by name and exact version (the workspace's). */
  readonly thirdParty: Readonly<Record<string, string>>;
  /** Third-party packages the platform packages depend on, so that npm finds them in the lock file too. */
  readonly transitive: readonly string[];
  /** The `.npmrc` that sends the platform scope to the local registry. */
  readonly npmrc: string;
  /** The local registry's URL. */
  readonly registry: string;
  /** A folder whose files are copied in first. */
  readonly template?: string;
}

/**
 * Any request npm makes beyond 127.0.0.1 goes to this closed port and fails at once: the consumer installs
 * with no network, as CI does, and a test that needed the public registry would fail here rather than pass by luck.
 */
const NO_NETWORK = 'http://127.0.0.1:9';

function run(dir: string, command: string, args: readonly string[], env: Readonly<Record<string, string>> = {}) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: dir,
      env: {
        ...process.env,
        // The consumer is not the workspace: Nx's and Vitest's variables from this run must not leak into it.
        NODE_OPTIONS: '',
        VITEST: '',
        VITEST_WORKER_ID: '',
        VITEST_POOL_ID: '',
        NODE_ENV: '',
        npm_config_proxy: NO_NETWORK,
        npm_config_https_proxy: NO_NETWORK,
        npm_config_noproxy: '127.0.0.1',
        npm_config_fetch_retries: '0',
        NO_COLOR: '1',
        FORCE_COLOR: '0',
        npm_config_fund: 'false',
        npm_config_audit: 'false',
        npm_config_update_notifier: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

interface PublishedVersion {
  readonly version: string;
  readonly dist: { readonly tarball: string; readonly integrity: string };
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly peerDependenciesMeta?: Readonly<Record<string, unknown>>;
}

/**
 * Lock file entries for the platform packages as the registry published them, and for the platform packages they
 * depend on. With every package in the lock file, npm resolves nothing: it asks no registry for the metadata of a
 * peer dependency, which offline it could not get.
 */
async function registryLockEntries(registry: string, names: readonly string[]): Promise<Record<string, object>> {
  const entries: Record<string, object> = {};
  const pending = [...names];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (`node_modules/${name}` in entries) continue;
    const response = await fetch(`${registry}/${name.replace('/', '%2f')}`);
    if (!response.ok) throw new Error(`The local registry has no ${name} (HTTP ${response.status}).`);
    const packument = (await response.json()) as {
      readonly 'dist-tags': { readonly latest: string };
      readonly versions: Readonly<Record<string, PublishedVersion>>;
    };
    const published = packument.versions[packument['dist-tags'].latest] as PublishedVersion;
    entries[`node_modules/${name}`] = {
      version: published.version,
      resolved: published.dist.tarball,
      integrity: published.dist.integrity,
      dependencies: published.dependencies,
      peerDependencies: published.peerDependencies,
      peerDependenciesMeta: published.peerDependenciesMeta,
    };
    pending.push(...Object.keys(published.dependencies ?? {}).filter(isWorkspacePackage));
  }
  return entries;
}

/**
 * Creates an app in a fresh temporary folder outside the workspace and installs it: the platform packages from the
 * local registry, everything else at the workspace's versions from npm's cache, with the network closed.
 */
export async function createConsumer(options: ConsumerOptions): Promise<ConsumerProject> {
  const dir = await mkdtemp(join(tmpdir(), `platform-consumer-${options.name}-`));
  const project: ConsumerProject = {
    dir,
    run: (command, args, env) => run(dir, command, args, env),
    async write(path, content) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), content);
    },
    remove: () => rm(dir, { recursive: true, force: true, maxRetries: 3 }),
  };
  try {
    if (options.template) await cp(options.template, dir, { recursive: true });
    const dependencies = { ...options.platformPackages, ...options.thirdParty };
    const manifest = { name: `consumer-${options.name}`, private: true, type: 'module', dependencies };
    await project.write('package.json', JSON.stringify(manifest, null, 2));
    await project.write('.npmrc', options.npmrc);
    const packages = lockfileSubset([...Object.keys(options.thirdParty), ...options.transitive]);
    const platform = await registryLockEntries(options.registry, Object.keys(options.platformPackages));
    const lock = {
      name: manifest.name,
      lockfileVersion: 3,
      requires: true,
      packages: { '': { name: manifest.name, dependencies }, ...packages, ...platform },
    };
    await project.write('package-lock.json', JSON.stringify(lock, null, 2));
    await project.run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts']);
    return project;
  } catch (error) {
    await project.remove();
    throw error;
  }
}
