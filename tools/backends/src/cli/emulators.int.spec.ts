import { spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { findFirestoreEmulatorJar, machineHost } from '../firestore-emulator-discovery.js';
import { findFreePorts, LOOPBACK_HOST } from '../free-port.js';
import { processesOnPort } from '../testing/fake-cli.js';

const found = findFirestoreEmulatorJar(machineHost());
// Under CI a missing emulator fails the command below instead of skipping.
const unavailable = found.kind === 'unavailable' && process.env['CI'] !== 'true' ? found.reason : undefined;

const REPOSITORY = resolve(import.meta.dirname, '../../../..');
const require = createRequire(import.meta.url);
const JITI = join(dirname(require.resolve('jiti/package.json')), 'lib/jiti-cli.mjs');
const CLI = resolve(import.meta.dirname, 'emulators.ts');
const START_MS = 150_000;

/** Whether something accepts TCP connections on `port` of 127.0.0.1. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolveListening) => {
    const socket = connect({ host: LOOPBACK_HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolveListening(true);
    });
    socket.once('error', () => resolveListening(false));
  });
}

interface Run {
  readonly child: ChildProcess;
  readonly ports: Record<'auth' | 'firestore' | 'database' | 'storage' | 'hub' | 'logging', number>;
  output(): string;
  readonly exited: Promise<number | null>;
  remove(): Promise<void>;
}

/** Runs `npm run emulators`' command on a firebase.json of free ports, with the repository's rules beside it. */
async function runEmulators(): Promise<Run> {
  const dir = await mkdtemp(join(tmpdir(), 'emulators-cli-spec-'));
  const [auth, firestore, database, storage, hub, logging] = await findFreePorts(6);
  const ports = { auth, firestore, database, storage, hub, logging } as Run['ports'];
  const endpoints = Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [name, { host: LOOPBACK_HOST, port }]),
  );
  await writeFile(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: { ...endpoints, ui: { enabled: false }, singleProjectMode: true },
      firestore: { rules: 'firestore.rules' },
      database: { rules: 'database.rules.json' },
    }),
  );
  await copyFile(join(REPOSITORY, 'firestore.rules'), join(dir, 'firestore.rules'));
  await copyFile(join(REPOSITORY, 'database.rules.json'), join(dir, 'database.rules.json'));
  const child = spawn(process.execPath, [JITI, CLI, '--config', join(dir, 'firebase.json')], {
    cwd: dir,
    // Under `firebase emulators:exec` these name the suite's emulators; this command starts its own.
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: undefined,
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      FIREBASE_DATABASE_EMULATOR_HOST: undefined,
      FIREBASE_STORAGE_EMULATOR_HOST: undefined,
      FIREBASE_EMULATOR_HUB: undefined,
      TMPDIR: dir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  return {
    child,
    ports,
    output: () => output,
    exited,
    async remove() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function untilReady(run: Run): Promise<void> {
  await vi.waitFor(
    () => {
      if (run.child.exitCode !== null) throw new Error(`The command exited early:\n${run.output()}`);
      expect(run.output()).toContain('All emulators ready');
    },
    { timeout: START_MS, interval: 250 },
  );
}

async function listeningPorts(run: Run): Promise<number[]> {
  const ports = Object.values(run.ports);
  const open = await Promise.all(ports.map(listening));
  return ports.filter((_, index) => open[index]);
}

describe('npm run emulators', () => {
  it(
    "starts Auth, Firestore, Storage and the Realtime Database on firebase.json's ports, and stops them all on Ctrl+C",
    async (context) => {
      if (unavailable) context.skip(unavailable);
      const run = await runEmulators();
      try {
        await untilReady(run);
        const { ports } = run;
        expect(run.output()).toContain(`export FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:${String(ports.auth)}`);
        expect(run.output()).toContain(`export FIRESTORE_EMULATOR_HOST=127.0.0.1:${String(ports.firestore)}`);
        expect(run.output()).toContain(`export FIREBASE_STORAGE_EMULATOR_HOST=127.0.0.1:${String(ports.storage)}`);
        expect(run.output()).toContain(`export FIREBASE_DATABASE_EMULATOR_HOST=127.0.0.1:${String(ports.database)}`);
        // One summary, the app's command with the ports that differ from its defaults; none of the backends' banners.
        expect(run.output()).toMatch(/^ {2}Auth +http:\/\/127\.0\.0\.1:\d+ /m);
        expect(run.output()).toContain(`VITE_EMULATOR_FIRESTORE_PORT=${String(ports.firestore)}`);
        expect(run.output()).toContain('VITE_PLATFORM_DRIVER=emulator');
        expect(run.output()).not.toContain('It is now safe to connect');
        expect(run.output()).not.toContain('DATASTORE_EMULATOR_HOST');
        expect((await fetch(`http://127.0.0.1:${String(ports.firestore)}/`)).ok).toBe(true);
        // firestore.rules hold: a signed-out read of a note is refused.
        const note = `http://127.0.0.1:${String(ports.firestore)}/v1/projects/demo-platform/databases/(default)/documents/users/ada/notes/n1`;
        expect((await fetch(note)).status).toBe(403);
        expect((await fetch(`http://127.0.0.1:${String(ports.database)}/.json?ns=demo-platform`)).ok).toBe(true);
        expect((await fetch(`http://127.0.0.1:${String(ports.auth)}/`)).ok).toBe(true);
        expect(await listeningPorts(run)).toEqual(Object.values(ports));

        run.child.kill('SIGINT');

        expect(await run.exited).toBe(0);
        expect(run.output()).toContain('Emulators stopped.');
        expect(await listeningPorts(run)).toEqual([]);
        expect(processesOnPort(ports.firestore)).toEqual([]);
      } finally {
        await run.remove();
      }
    },
    START_MS + 30_000,
  );

  it(
    'stops the others and fails when one of them stops unexpectedly',
    async (context) => {
      if (unavailable) context.skip(unavailable);
      const run = await runEmulators();
      try {
        await untilReady(run);
        const [java] = processesOnPort(run.ports.firestore);
        process.kill(java as number, 'SIGKILL');

        expect(await run.exited).toBe(1);
        expect(run.output()).toContain('The Firestore emulator stopped unexpectedly; stopping the others.');
        expect(await listeningPorts(run)).toEqual([]);
      } finally {
        await run.remove();
      }
    },
    START_MS + 30_000,
  );
});
