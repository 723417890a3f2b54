import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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

const USAGE = `Usage: emulators [--config <firebase.json>] [--project <id>] [--quiet]

Starts every backend the app's emulator driver talks to, on the ports of the
repository's firebase.json, and stops them all on Ctrl+C:
  Auth                firebase-tools' Auth emulator (127.0.0.1:9099)
  Firestore           the Cloud Firestore emulator, with firestore.rules (8080)
  Storage             firebase-tools' Storage emulator, in this process (9199)
  Realtime Database   firebase-server, with database.rules.json (9000)
If one of them cannot start (it says why) or stops unexpectedly, the others are
stopped and the exit code is 1.

  --config   firebase.json to use; defaults to the nearest one above the current directory
  --project  project id; defaults to .firebaserc's default, else ${DEFAULT_PROJECT_ID}
  --quiet    do not echo the backends' output`;

/** A started backend, as this command watches and stops it. */
interface Started {
  readonly label: string;
  /** What the person reads once it is ready: the ready line and its export line. */
  readonly ready: string;
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
      ready: `Auth emulator ready on ${auth.url}.\n  export FIREBASE_AUTH_EMULATOR_HOST=${auth.emulatorHost}`,
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
      ready: `Firestore emulator ready on ${firestore.url}, ${firestoreRules ? `with ${firestoreRules}` : 'allowing every request (no rules in firebase.json)'}.\n  export FIRESTORE_EMULATOR_HOST=${firestore.emulatorHost}`,
      exited: firestore.exited,
      outputTail: () => firestore.outputTail(),
      stop: () => firestore.stop(),
    })),
    startStorageEmulator({ port: storagePort, projectId }).then((storage) => ({
      label: 'Storage emulator',
      ready: `Storage emulator ready on ${storage.url}, in this process; it allows every request (storage.rules need its Java runtime).\n  export FIREBASE_STORAGE_EMULATOR_HOST=${storage.emulatorHost}`,
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
      ready: `Realtime Database (firebase-server) ready on ${database.databaseURL}, ${databaseRules ? `with ${databaseRules} on its realtime protocol (its REST API ignores rules)` : 'allowing every request'}.\n  export FIREBASE_DATABASE_EMULATOR_HOST=${database.host}:${String(database.port)}`,
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
    values.quiet ? undefined : (chunk) => process.stdout.write(chunk),
  );
  const running = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all(running.map((backend) => backend.stop()));
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (stopping || failures.length > 0) {
    await stopAll();
    if (stopping) return 0;
    for (const failure of failures) console.error(failure instanceof Error ? failure.message : failure);
    console.error('Not every emulator started; the others were stopped.');
    return 1;
  }
  for (const backend of running) console.log(backend.ready);
  console.log(
    `All emulators ready in ${((Date.now() - started) / 1000).toFixed(1)} s (project ${projectId}). Press Ctrl+C to stop.`,
  );

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
