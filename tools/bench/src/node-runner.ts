import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_OUT } from './workspace-paths.js';

const jiti = pathToFileURL(createRequire(import.meta.url).resolve('jiti')).href;

/**
 * Where the children keep their transpiled files: the bench's own folder, not `node_modules/.cache/jiti`, which
 * other processes on the machine (a test run, `nx reset`) may clear while the bench runs.
 */
const BENCH_JITI_CACHE = join(BENCH_OUT, 'jiti-cache');

// jiti's CLI, with the cache folder it does not let its command line choose.
const runner = `
const { createJiti } = await import(${JSON.stringify(jiti)});
const [script, ...args] = process.argv.slice(1);
const jiti = createJiti(process.cwd() + '/', { fsCache: ${JSON.stringify(BENCH_JITI_CACHE)} });
process.argv = [process.argv[0], jiti.resolve(script), ...args];
await jiti.import(process.argv[1]);
`;

/**
 * The command that runs a TypeScript file as the bench itself runs: Node with the workspace libraries resolved to
 * their sources (`@platform/source`) and `gc()` exposed for heap figures. It runs with `NODE_ENV=production`.
 */
const tsNodeArgs = (file: string, args: readonly string[]): string[] => [
  '--conditions=@platform/source',
  '--expose-gc',
  '--input-type=module',
  '--eval',
  runner,
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
