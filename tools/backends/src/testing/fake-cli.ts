import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Scripts that stand in for firebase-tools' CLI in the harness's own tests. */
export type FakeCli = 'exits-immediately' | 'never-ready' | 'port-conflict-once' | 'stubborn-tree';

/** Absolute path of a fake CLI script. */
export function fakeCli(name: FakeCli): string {
  return fileURLToPath(new URL(`./fake-cli/${name}.mjs`, import.meta.url));
}

function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/** Whether a process with `pid` is alive; exited processes not yet reaped count as dead. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return !isZombie(pid);
}

/** The pids of live processes whose command line contains `text` (Linux: read from `/proc`). */
function processesRunning(text: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/u.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').includes(text);
      } catch {
        return false;
      }
    })
    .map(Number)
    .filter(isAlive);
}

/** The live processes started with `--port=<port>` or `--port <port>`, as the Firestore emulator's Java is. */
export const processesOnPort = (port: number): number[] =>
  processesRunning(`--port=${String(port)} `).concat(processesRunning(`--port ${String(port)} `));
