import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startVerdaccio } from '@platform/backends';
import type { TestProject } from 'vitest/node';
import { WORKSPACE_ROOT, workspaceLibraries } from './workspace-libraries.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The local registry every library was published to. */
    localRegistry: { readonly url: string; readonly npmrc: string };
  }
}

/** Runs `nx release publish` against the registry, with an npm configuration of its own that names only it. */
async function publishEveryLibrary(url: string, npmrc: string): Promise<void> {
  const config = await mkdtemp(join(tmpdir(), 'platform-publish-'));
  try {
    const userconfig = join(config, '.npmrc');
    await writeFile(userconfig, `registry=${url}/\n${npmrc}`);
    const output = await new Promise<string>((resolve, reject) => {
      // Every library is new to this registry: publishing as a first release asks the registry nothing beforehand.
      const publish = ['nx', 'release', 'publish', `--registry=${url}/`, '--first-release', '--tag=latest'];
      // Run as an Nx task, this project's dependencies have built every library: building again here, or restoring a
      // build from the cache, would rewrite their dist folders while other tasks read them.
      if (process.env['NX_TASK_TARGET_PROJECT']) publish.push('--excludeTaskDependencies');
      const child = spawn('npx', [...publish, '--outputStyle=static'], {
        cwd: WORKSPACE_ROOT,
        env: {
          ...process.env,
          NX_DAEMON: 'false',
          // One short-lived Nx process: its plugins load in it rather than each in a worker process of its own.
          NX_ISOLATE_PLUGINS: 'false',
          NX_TUI: 'false',
          // The libraries were built by this run's own dependencies: publish those builds rather than build again.
          NX_SKIP_NX_CACHE: 'false',
          NPM_CONFIG_USERCONFIG: userconfig,
          npm_config_registry: `${url}/`,
          npm_config_update_notifier: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`nx release publish failed:\n${text}`)),
      );
    });
    for (const library of workspaceLibraries()) {
      const response = await fetch(`${url}/${library.name.replace('/', '%2f')}/${library.version}`);
      await response.body?.cancel();
      if (!response.ok) throw new Error(`${library.name}@${library.version} was not published:\n${output}`);
    }
  } finally {
    await rm(config, { recursive: true, force: true });
  }
}

/**
 * Vitest global setup: starts Verdaccio on 127.0.0.1 for the `@platform` scope, publishes every library to it with
 * `nx release publish`, provides `inject('localRegistry')`, and stops it (removing its storage) in teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const registry = await startVerdaccio({ scope: '@platform' });
  try {
    await publishEveryLibrary(registry.url, registry.npmrc);
  } catch (error) {
    await registry.stop();
    throw error;
  }
  project.provide('localRegistry', { url: registry.url, npmrc: registry.npmrc });
  return () => registry.stop();
}
