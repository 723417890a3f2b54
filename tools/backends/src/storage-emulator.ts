import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PROJECT_ID } from './firebase-emulator.js';
import { LOOPBACK_HOST } from './free-port.js';
import type { LocalBackend, RunningBackend } from './local-backend.js';

// firebase-tools 15.34.2 (pinned exactly in the root package.json): these are its internals, not a public API.
const require = createRequire(import.meta.url);

/** The part of firebase-tools' `StorageEmulator` this harness uses. */
interface StorageEmulatorInternals {
  createRulesManager(rules: unknown): unknown;
  getPersistenceTmpDir(): string;
}
interface StorageEmulatorArgs {
  projectId: string;
  host: string;
  port: number;
  rules: unknown[];
  auto_download: boolean;
}
const { StorageEmulator } = require('firebase-tools/lib/emulator/storage/index.js') as {
  StorageEmulator: new (args: StorageEmulatorArgs) => StorageEmulatorInternals;
};
const { createApp } = require('firebase-tools/lib/emulator/storage/server.js') as {
  createApp(
    projectId: string,
    emulator: StorageEmulatorInternals,
  ): Promise<{ listen(port: number, host: string): Server }>;
};
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js') as {
  EmulatorRegistry: {
    isRunning(name: 'storage'): boolean;
    set(name: 'storage', instance: StorageEmulatorInternals): void;
    clear(name: 'storage'): void;
  };
};

/** Options for {@link startStorageEmulator}. */
export interface StorageEmulatorOptions {
  /** The project the emulator serves; `demo-platform` by default. */
  readonly projectId?: string;
  /** The port to listen on; a free one by default. */
  readonly port?: number;
}

/** A running in-process Storage emulator. */
export interface RunningStorageEmulator extends RunningBackend {
  /** The project the emulator serves. */
  readonly projectId: string;
  /** `host:port`, as in `FIREBASE_STORAGE_EMULATOR_HOST`. */
  readonly emulatorHost: string;
  /** Deletes every object and upload in every bucket. */
  reset(): Promise<void>;
}

/** Every request is allowed: the Java rules runtime is never started. Rules are tested where it runs (GitHub). */
const ALLOW_ALL_RULESET = {
  verify: () => Promise.resolve({ permitted: true, issues: { exist: () => false, all: [] } }),
};
const ALLOW_ALL_RULES_MANAGER = {
  start: () => Promise.resolve({ errors: [], warnings: [] }),
  stop: () => Promise.resolve(),
  getRuleset: () => ALLOW_ALL_RULESET,
};

/** Where this process's emulator keeps uploaded bytes; removed when it stops. */
const BLOB_DIRECTORY = join(tmpdir(), `platform-storage-emulator-${process.pid}`);

/** firebase-tools' Storage emulator with an allow-all rules manager and its blobs in a folder of this process. */
class RulelessStorageEmulator extends StorageEmulator {
  override createRulesManager(): unknown {
    return ALLOW_ALL_RULES_MANAGER;
  }
  override getPersistenceTmpDir(): string {
    return BLOB_DIRECTORY;
  }
}

function listen(app: { listen(port: number, host: string): Server }, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, LOOPBACK_HOST);
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}

/**
 * Serves firebase-tools' Node Storage emulator in this process, on 127.0.0.1, without its Java rules runtime:
 * its express app is built with `createApp(projectId, emulator)` and `start()` (which boots Java) is never called.
 * Every request is allowed. The emulator is registered in firebase-tools' `EmulatorRegistry`, which it reads to build
 * upload and download URLs; only one can run per process.
 */
export async function startStorageEmulator(options: StorageEmulatorOptions = {}): Promise<RunningStorageEmulator> {
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  if (EmulatorRegistry.isRunning('storage')) throw new Error('A Storage emulator is already running in this process.');
  const args: StorageEmulatorArgs = {
    projectId,
    host: LOOPBACK_HOST,
    port: options.port ?? 0,
    rules: [],
    auto_download: false,
  };
  const emulator = new RulelessStorageEmulator(args);
  const server = await listen(await createApp(projectId, emulator), args.port);
  // The emulator reads its port from `args` (through the registry) to build upload and download URLs.
  args.port = (server.address() as AddressInfo).port;
  EmulatorRegistry.set('storage', emulator);

  const url = `http://${LOOPBACK_HOST}:${args.port}`;
  let stopped: Promise<void> | undefined;
  return {
    name: 'storage',
    host: LOOPBACK_HOST,
    port: args.port,
    url,
    projectId,
    emulatorHost: `${LOOPBACK_HOST}:${args.port}`,
    async reset() {
      const response = await fetch(`${url}/internal/reset`, { method: 'POST' });
      if (!response.ok) throw new Error(`The Storage emulator refused a reset: HTTP ${response.status}.`);
    },
    stop() {
      stopped ??= (async () => {
        EmulatorRegistry.clear('storage');
        await close(server);
        await rm(BLOB_DIRECTORY, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}

/** The in-process Storage emulator as a {@link LocalBackend}. */
export const storageEmulator: LocalBackend<StorageEmulatorOptions, RunningStorageEmulator> = {
  name: 'storage',
  start: startStorageEmulator,
};
