import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/**
 * The folder that holds firebase-server and the firebase 8 it needs, apart from the workspace's firebase (it fails
 * beside firebase 12). Its `package-lock.json` is committed; {@link ensureFirebaseServerInstalled} installs it.
 */
export const FIREBASE_SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'firebase-server');

/** The firebase-server command line, inside {@link FIREBASE_SERVER_DIR}. */
export const FIREBASE_SERVER_BIN = join(
  FIREBASE_SERVER_DIR,
  'node_modules',
  'firebase-server',
  'bin',
  'firebase-server.js',
);

const STAMP = join(FIREBASE_SERVER_DIR, 'node_modules', '.installed-lock-sha256');
const LOCK_DIR = join(FIREBASE_SERVER_DIR, '.installing');
const LOCK_OWNER = join(LOCK_DIR, 'pid');

/**
 * npm's own limits on one request to the registry and its retries: a connection that stops answering fails within a
 * minute and is tried again, instead of holding the install for npm's default five minutes per try.
 */
const NPM_FETCH_LIMITS = ['--fetch-timeout=60000', '--fetch-retries=5', '--fetch-retry-maxtimeout=20000'];

/**
 * How long one `npm ci` may take before it is stopped and tried again, whatever npm does (it takes seconds): seen here,
 * npm waited more than 20 minutes on registry connections that had stopped answering, past its own limits.
 */
const ATTEMPT_LIMIT_MS = 5 * 60_000;
const ATTEMPTS = 3;

const lockHash = (): string =>
  createHash('sha256')
    .update(readFileSync(join(FIREBASE_SERVER_DIR, 'package-lock.json')))
    .digest('hex');

const isCurrent = (hash: string): boolean =>
  existsSync(FIREBASE_SERVER_BIN) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash;

/** Whether the process that holds the install lock has gone without releasing it. */
function isAbandoned(): boolean {
  let owner: number;
  try {
    owner = Number(readFileSync(LOCK_OWNER, 'utf8'));
  } catch {
    // Taken a moment ago, before its owner wrote its pid; or released meanwhile.
    return false;
  }
  try {
    process.kill(owner, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Takes the install lock (a directory, which only one process can create, holding its owner's pid), waiting while a
 * live process installs; a lock whose owner has exited is taken over. Two installs never run in one folder at once.
 */
async function withInstallLock(work: () => void): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(LOCK_OWNER, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (isAbandoned()) rmSync(LOCK_DIR, { recursive: true, force: true });
      else await sleep(250);
    }
  }
  try {
    work();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

/**
 * Installs firebase-server from its committed lock file with `npm ci` when it is missing or the lock file changed,
 * so a fresh clone needs no manual step (`.ci/run` runs it once before the tests). Concurrent callers (parallel Vitest
 * projects, the e2e's set-up) wait for one install.
 */
export async function ensureFirebaseServerInstalled(): Promise<void> {
  const hash = lockHash();
  if (isCurrent(hash)) return;
  await withInstallLock(() => {
    if (isCurrent(hash)) return;
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const failures: string[] = [];
    while (failures.length < ATTEMPTS) {
      const result = spawnSync(
        npm,
        [
          'ci',
          '--prefix',
          FIREBASE_SERVER_DIR,
          '--ignore-scripts',
          '--no-audit',
          '--no-fund',
          '--loglevel=error',
          ...NPM_FETCH_LIMITS,
        ],
        {
          stdio: ['ignore', 'inherit', 'inherit'],
          env: { ...process.env, npm_config_workspaces: 'false' },
          timeout: ATTEMPT_LIMIT_MS,
          killSignal: 'SIGKILL',
        },
      );
      if (result.status === 0) break;
      failures.push(
        result.error
          ? `it did not finish: ${result.error.message}`
          : `npm ci exited with ${String(result.status ?? result.signal)}`,
      );
      console.error(`Installing firebase-server, attempt ${String(failures.length)} of ${String(ATTEMPTS)} failed.`);
    }
    if (failures.length === ATTEMPTS) {
      throw new Error(`Installing firebase-server in ${FIREBASE_SERVER_DIR} failed: ${failures.join('; ')}.`);
    }
    writeFileSync(STAMP, hash);
  });
}
