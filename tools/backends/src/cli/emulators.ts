import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startAuthEmulator } from '../auth-emulator.js';
import { DEFAULT_PROJECT_ID } from '../firebase-emulator.js';
import { readEmulatorEndpoint } from '../firebase-config.js';
import { startFirebaseServer } from '../firebase-server.js';
import { startFirestoreEmulator } from '../firestore-emulator.js';
import { startStorageEmulator } from '../storage-emulator.js';

/** Returns the nearest `name` in `from` or one of its ancestors, or `undefined`. */
function findUp(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, name);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** Reads `projects.default` from the `.firebaserc` next to `configPath`, if there is one. */
function readDefaultProject(configPath: string): string | undefined {
  try {
    const rc = JSON.parse(readFileSync(join(dirname(configPath), '.firebaserc'), 'utf8')) as {
      projects?: { default?: unknown };
    };
    return typeof rc.projects?.default === 'string' ? rc.projects.default : undefined;
  } catch {
    return undefined;
  }
}

const USAGE = `Usage: emulators [--config <firebase.json>] [--project <id>] [--verbose]

Starts every backend the app's emulator driver talks to, on the ports of the
repository's firebase.json, and stops them all on Ctrl+C:
  Auth                firebase-tools' Auth emulator (127.0.0.1:9099)
  Firestore           the Cloud Firestore emulator, with firestore.rules (8080)
  Storage             firebase-tools' Storage emulator, in this process (9199)
  Realtime Database   firebase-server, with database.rules.json (9000)
Once all are up it prints one summary: each backend, its address, and how to
point the app and other tools at them. If one of them cannot start (it says why,
with the end of its output) or stops unexpectedly, the others are stopped and
the exit code is 1.

  --config   firebase.json to use; defaults to the nearest one above the current directory
  --project  project id; defaults to .firebaserc's default, else ${DEFAULT_PROJECT_ID}
  --verbose  echo the backends' own output as well`;

/** The ports the app's emulator driver uses unless told otherwise (core's emulator settings). */
const APP_DEFAULT_PORTS = { auth: 9099, firestore: 8080, storage: 9199, database: 9000 } as const;
type Service = keyof typeof APP_DEFAULT_PORTS;

/** A started backend, as this command watches and stops it. */
interface Started {
  readonly label: string;
  readonly service: Service;
  /** The summary's row: the backend, its address, and what serves it. */
  readonly row: readonly [backend: string, address: string, server: string];
  /** The variable that points Admin SDKs and firebase-tools at it. */
  readonly exportLine: string;
  readonly port: number;
  /** Settles if it stops on its own. */
  readonly exited: Promise<unknown>;
  outputTail(): string;
  stop(): Promise<void>;
}

/** The `rules` file a section of `firebase.json` names, resolved next to it. */
function rulesFile(configPath: string, section: 'firestore' | 'database'): string | undefined {
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as Partial<Record<string, { rules?: unknown }>>;
  const rules = config[section]?.rules;
  return typeof rules === 'string' ? resolve(dirname(configPath), rules) : undefined;
}

const NEVER = new Promise<never>(() => undefined);

/** What the person reads once every backend is up: a table of them, and how to point the app and tools at them. */
function summary(running: readonly Started[], projectId: string, seconds: number): string {
  const rows = [['Backend', 'Address', 'Served by'] as const, ...running.map((backend) => backend.row)];
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column].length)));
  const table = rows.map(([backend, address, server]) =>
    `  ${backend.padEnd(widths[0] ?? 0)}  ${address.padEnd(widths[1] ?? 0)}  ${server}`.trimEnd(),
  );
  const ports = running
    .filter((backend) => backend.port !== APP_DEFAULT_PORTS[backend.service])
    .map((backend) => `VITE_EMULATOR_${backend.service.toUpperCase()}_PORT=${String(backend.port)} `)
    .join('');
  return [
    `All emulators ready in ${seconds.toFixed(1)} s, for project ${projectId}:`,
    '',
    ...table,
    '',
    'Point the app at them (in another terminal):',
    `  VITE_PLATFORM_DRIVER=emulator ${ports}npm start`,
    '',
    'Point Admin SDKs and firebase-tools at them:',
    ...running.map((backend) => `  ${backend.exportLine}`),
    '',
    'Press Ctrl+C to stop.',
  ].join('\n');
}

async function startAll(
  configPath: string,
  projectId: string,
  signal: AbortSignal,
  onOutput: ((chunk: string) => void) | undefined,
): Promise<PromiseSettledResult<Started>[]> {
  const firestoreRules = rulesFile(configPath, 'firestore');
  const databaseRules = rulesFile(configPath, 'database');
  const [firestorePort, storagePort, databasePort] = await Promise.all([
    readEmulatorEndpoint(configPath, 'firestore'),
    readEmulatorEndpoint(configPath, 'storage'),
    readEmulatorEndpoint(configPath, 'database'),
  ]).then((endpoints) => endpoints.map((endpoint) => endpoint.port));

  return Promise.allSettled<Started>([
    startAuthEmulator({ configPath, projectId, signal, onOutput }).then((auth) => ({
      label: 'Auth emulator',
      service: 'auth' as const,
      row: ['Auth', auth.url, "firebase-tools' Auth emulator"] as const,
      exportLine: `export FIREBASE_AUTH_EMULATOR_HOST=${auth.emulatorHost}`,
      port: Number(new URL(auth.url).port),
      exited: auth.exited,
      outputTail: () => auth.outputTail(),
      stop: () => auth.stop(),
    })),
    startFirestoreEmulator({
      port: firestorePort,
      projectId,
      signal,
      onOutput,
      ...(firestoreRules ? { rules: { path: firestoreRules } } : {}),
    }).then((firestore) => ({
      label: 'Firestore emulator',
      service: 'firestore' as const,
      row: [
        'Firestore',
        firestore.url,
        `Cloud Firestore emulator, ${firestoreRules ? `rules ${relative(process.cwd(), firestoreRules)}` : 'no rules: allows every request'}`,
      ] as const,
      exportLine: `export FIRESTORE_EMULATOR_HOST=${firestore.emulatorHost}`,
      port: firestorePort,
      exited: firestore.exited,
      outputTail: () => firestore.outputTail(),
      stop: () => firestore.stop(),
    })),
    startStorageEmulator({ port: storagePort, projectId }).then((storage) => ({
      label: 'Storage emulator',
      service: 'storage' as const,
      row: ['Storage', storage.url, "firebase-tools' Storage emulator, in this process; allows every request"] as const,
      exportLine: `export FIREBASE_STORAGE_EMULATOR_HOST=${storage.emulatorHost}`,
      port: storagePort,
      exited: NEVER,
      outputTail: () => '',
      stop: () => storage.stop(),
    })),
    startFirebaseServer({
      port: databasePort,
      namespace: projectId,
      ...(databaseRules ? { rules: { path: databaseRules } } : {}),
    }).then((database) => ({
      label: 'Realtime Database (firebase-server)',
      service: 'database' as const,
      row: [
        'Realtime Database',
        database.databaseURL,
        `firebase-server, ${databaseRules ? `rules ${relative(process.cwd(), databaseRules)} (realtime protocol only)` : 'allows every request'}`,
      ] as const,
      exportLine: `export FIREBASE_DATABASE_EMULATOR_HOST=${database.host}:${String(database.port)}`,
      port: database.port,
      exited: database.exited,
      outputTail: () => database.outputTail(),
      stop: () => database.stop(),
    })),
  ]);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      config: { type: 'string' },
      project: { type: 'string' },
      verbose: { type: 'boolean', default: false },
      // Kept for scripts written before the summary: quiet is the default now.
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const configPath = values.config ? resolve(values.config) : findUp('firebase.json', process.cwd());
  if (!configPath) {
    console.error(`No firebase.json found above ${process.cwd()}; pass --config.\n\n${USAGE}`);
    return 2;
  }
  const projectId = values.project ?? readDefaultProject(configPath) ?? DEFAULT_PROJECT_ID;

  let stopping = false;
  const startup = new AbortController();
  let wakeUp: () => void = () => undefined;
  const stopRequested = new Promise<void>((resolve) => (wakeUp = resolve));
  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\nReceived ${signal}, stopping the emulators…`);
    startup.abort();
    wakeUp();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  console.log(`Starting the emulators for project ${projectId} with ${configPath}…`);
  const started = Date.now();
  const results = await startAll(
    configPath,
    projectId,
    startup.signal,
    values.verbose && !values.quiet ? (chunk) => process.stdout.write(chunk) : undefined,
  );
  const running = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all(running.map((backend) => backend.stop()));
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (stopping || failures.length > 0) {
    await stopAll();
    if (stopping) return 0;
    for (const failure of failures) console.error(failure instanceof Error ? failure.message : failure);
    for (const backend of running)
      if (backend.outputTail()) console.error(`${backend.label}:\n${backend.outputTail()}`);
    console.error('Not every emulator started; the others were stopped.');
    return 1;
  }
  console.log(summary(running, projectId, (Date.now() - started) / 1000));

  const died = await Promise.race([
    stopRequested.then(() => undefined),
    ...running.map((backend) => backend.exited.then(() => backend)),
  ]);
  if (died && !stopping) {
    stopping = true;
    console.error(`The ${died.label} stopped unexpectedly; stopping the others.\n${died.outputTail()}`);
  }
  await stopAll();
  console.log('Emulators stopped.');
  return died ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
