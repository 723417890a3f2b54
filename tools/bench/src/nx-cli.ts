import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { workspaceRoot } from './workspace-paths.js';

const run = promisify(execFile);

/** Runs the workspace's Nx without its daemon or terminal UI and resolves with its standard output. */
export async function nx(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  // Vite's build() sets NODE_ENV=production in this process; the tasks choose their own.
  const { NODE_ENV: _chosenByVite, ...inherited } = process.env;
  const { stdout } = await run(join(workspaceRoot, 'node_modules/.bin/nx'), args, {
    cwd: workspaceRoot,
    env: { ...inherited, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}
