import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startAuthEmulator, type RunningAuthEmulator } from '../auth-emulator.js';
import { DEFAULT_PROJECT_ID } from '../firebase-emulator.js';
import { readDefaultProject } from './default-project.js';
import { findUp } from './find-up.js';

const USAGE = `Usage: emulators [--config <firebase.json>] [--project <id>] [--quiet]

Starts the local Auth emulator on the ports of the repository's firebase.json
(127.0.0.1:9099 by default) and stops it on Ctrl+C.

  --config   firebase.json to use; defaults to the nearest one above the current directory
  --project  project id; defaults to .firebaserc's default, else ${DEFAULT_PROJECT_ID}
  --quiet    do not echo firebase-tools' output`;

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

  let emulator: RunningAuthEmulator | undefined;
  let stopping = false;
  const startup = new AbortController();
  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\nReceived ${signal}, stopping the emulators…`);
    startup.abort();
    void emulator?.stop();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  console.log(`Starting the Auth emulator for project ${projectId} with ${configPath}…`);
  const started = Date.now();
  try {
    emulator = await startAuthEmulator({
      configPath,
      projectId,
      signal: startup.signal,
      onOutput: values.quiet ? undefined : (chunk) => process.stdout.write(chunk),
    });
  } catch (error) {
    if (stopping) return 0;
    throw error;
  }
  if (stopping) {
    await emulator.stop();
    return 0;
  }
  console.log(
    [
      '',
      `Auth emulator ready in ${((Date.now() - started) / 1000).toFixed(1)} s on ${emulator.url} (project ${projectId}).`,
      `  export FIREBASE_AUTH_EMULATOR_HOST=${emulator.emulatorHost}`,
      'Press Ctrl+C to stop.',
    ].join('\n'),
  );

  const exit = await emulator.exited;
  if (stopping) {
    await emulator.stop();
    console.log('Emulators stopped.');
    return 0;
  }
  console.error(
    `The Auth emulator stopped unexpectedly (code ${exit.code}, signal ${exit.signal}).\n${emulator.outputTail()}`,
  );
  await emulator.stop();
  return 1;
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
