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
const STALE_LOCK_MS = 5 * 60_000;

const lockHash = (): string =>
  createHash('sha256')
    .update(readFileSync(join(FIREBASE_SERVER_DIR, 'package-lock.json')))
    .digest('hex');

const isCurrent = (hash: string): boolean =>
  existsSync(FIREBASE_SERVER_BIN) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash;

/** Takes the install lock (a directory, which only one process can create), waiting for another installer. */
async function withInstallLock(work: () => void): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch {
      if (Date.now() - started > STALE_LOCK_MS) rmSync(LOCK_DIR, { recursive: true, force: true });
      await sleep(250);
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
 * so a fresh clone needs no manual step. Concurrent callers (parallel Vitest projects) wait for one install.
 */
export async function ensureFirebaseServerInstalled(): Promise<void> {
  const hash = lockHash();
  if (isCurrent(hash)) return;
  await withInstallLock(() => {
    if (isCurrent(hash)) return;
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(
      npm,
      ['ci', '--prefix', FIREBASE_SERVER_DIR, '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
      { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, npm_config_workspaces: 'false' } },
    );
    if (result.status !== 0) {
      throw new Error(
        `Installing firebase-server in ${FIREBASE_SERVER_DIR} failed (npm ci exited with ${String(result.status)}).`,
      );
    }
    writeFileSync(STAMP, hash);
  });
}
