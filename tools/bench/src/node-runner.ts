import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const jitiCli = createRequire(import.meta.url)
  .resolve('jiti/package.json')
  .replace(/package\.json$/, 'lib/jiti-cli.mjs');

/**
 * The command that runs a TypeScript file as the bench itself runs: Node with the workspace libraries resolved to
 * their sources (`@platform/source`) and `gc()` exposed for heap figures. It runs with `NODE_ENV=production`.
 */
const tsNodeArgs = (file: string, args: readonly string[]): string[] => [
  '--conditions=@platform/source',
  '--expose-gc',
  jitiCli,
  file,
  ...args,
];

/** How long one child may run before it is stopped and reported as failed: a hang must not stall the bench. */
const CHILD_TIMEOUT_MS = 5 * 60_000;

/** Runs a TypeScript file in a child process; resolves once it exits with 0, and rejects with its output otherwise. */
export function runTsFile(file: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // Production React, as people run it.
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn(process.execPath, tsNodeArgs(file, args), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
      timeout: CHILD_TIMEOUT_MS,
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${file} ${args.join(' ')} exited with ${code ?? signal}:\n${output}`)),
    );
  });
}
