import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnProcessGroup, type ProcessGroup } from './process-group.js';

/** Options for {@link spawnFirebaseCli}. */
export interface SpawnFirebaseCliOptions {
  /** Arguments after the CLI entry point, e.g. `['emulators:start', '--only', 'auth']`. */
  readonly args: readonly string[];
  /** Working directory of the CLI process. */
  readonly cwd: string;
  /** Extra environment variables; they win over {@link OFFLINE_CLI_ENV} and the parent's environment. */
  readonly env?: Readonly<Record<string, string>>;
  /** Script run with the current Node binary instead of firebase-tools' entry point. */
  readonly cliPath?: string;
  /** Receives every chunk of stdout and stderr as it arrives. */
  readonly onOutput?: (chunk: string) => void;
  /** How many output lines to keep for {@link FirebaseCliProcess.outputTail}. */
  readonly tailLines?: number;
}

/** A running firebase-tools CLI process, leader of its own process group. */
export type FirebaseCliProcess = ProcessGroup;

/**
 * Environment that keeps the CLI offline and quiet: `CI` skips the message-of-the-day fetch,
 * `NO_UPDATE_NOTIFIER` skips the update check, `NO_COLOR` keeps captured output plain.
 */
export const OFFLINE_CLI_ENV: Readonly<Record<string, string>> = {
  CI: 'true',
  NO_UPDATE_NOTIFIER: '1',
  NO_COLOR: '1',
};

/** Absolute path of firebase-tools' CLI entry point, resolved from this package. */
export function resolveFirebaseCli(): string {
  const require = createRequire(import.meta.url);
  const packageJsonPath = require.resolve('firebase-tools/package.json');
  const manifest = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { bin?: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.['firebase'];
  if (!bin) {
    throw new Error(`firebase-tools at ${dirname(packageJsonPath)} declares no "firebase" bin.`);
  }
  return join(dirname(packageJsonPath), bin);
}

/** Loaded before the CLI: the Auth emulator compiles each request schema when first used (see the file). */
const CLI_PRELOAD = fileURLToPath(new URL('./firebase-cli-preload.cjs', import.meta.url));

/**
 * Spawns the firebase-tools CLI in its own process group with piped output.
 *
 * If the current process exits while the CLI is still running, the whole group is sent SIGKILL.
 */
export function spawnFirebaseCli(options: SpawnFirebaseCliOptions): FirebaseCliProcess {
  return spawnProcessGroup({
    command: process.execPath,
    args: ['--require', CLI_PRELOAD, options.cliPath ?? resolveFirebaseCli(), ...options.args],
    cwd: options.cwd,
    env: { ...process.env, ...OFFLINE_CLI_ENV, ...options.env },
    onOutput: options.onOutput,
    tailLines: options.tailLines,
  });
}
