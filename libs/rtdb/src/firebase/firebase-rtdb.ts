import type { Clock } from '@platform/core';
import { callListener, openOnce, prefetchWhenIdle, type PrefetchingImplementation } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
// Handed to the app handle, so that `firebase/app` ships in this implementation's chunk rather than a chunk apart.
import { appSdk } from '@platform/core/firebase/sdk';
import type { FirebaseApp } from 'firebase/app';
// Imported statically, so that the bundler ships the SDK with this implementation's lazy chunk.
import { connectDatabaseEmulator, getDatabase, ref, type Database, type DatabaseReference } from 'firebase/database';
import { toRtdbError } from '../rtdb.errors.js';
import { disposedError } from '../internal/lifecycle-errors.js';
import { locationOf } from '../internal/path.js';
import type { RtdbErrorListener } from '../rtdb.port.js';
import type { Unsubscribe } from '../rtdb.types.js';
import type { RestRetryOptions } from './rest-read.js';

/** What `createFirebaseRtdb` needs. */
export interface FirebaseRtdbDeps {
  /** The Firebase app; it is initialized on the adapter's first call. */
  readonly app: FirebaseAppHandle;
  /** The clock for the realtime read's wait and the REST retries' back-off; the system clock by default. */
  readonly clock?: Clock;
  /** The Realtime Database emulator (or firebase-server), e.g. `{ host: '127.0.0.1', port: 9000 }`. */
  readonly emulator?: { readonly host: string; readonly port: number };
  /** The signed-in user's ID token for REST reads, e.g. from the auth port; none when it resolves `null`. */
  readonly getIdToken?: () => Promise<string | null>;
  /** The App Check token for REST reads, e.g. from the App Check port; none when it resolves `null`. */
  readonly getAppCheckToken?: () => Promise<string | null>;
  /** How long a read waits on the realtime connection before REST; {@link RTDB_TIMINGS} by default. */
  readonly realtimeReadTimeoutMs?: number;
  /** How long the REST fallback may take, retries included, before a read fails with `rtdb/timeout`. */
  readonly restReadTimeoutMs?: number;
  /** How the REST fallback retries (core's `retry()` defaults otherwise). */
  readonly restRetry?: RestRetryOptions;
}

/** The Firebase app and its database, once open. */
export interface OpenDatabase {
  readonly firebaseApp: FirebaseApp;
  readonly db: Database;
}

/** What every part of the implementation shares: the deps, the open database, and the port's lifecycle. */
export interface RtdbContext extends PrefetchingImplementation {
  readonly deps: FirebaseRtdbDeps;
  /** Initializes the app and opens its database (on the emulator, if given) once; a failure is retried next time. */
  open(): Promise<OpenDatabase>;
  /** The SDK reference to `path`, checked as the SDK's `ref()` checks it. */
  refAt(path: string): Promise<DatabaseReference>;
  /** Runs a call of the port: refused once disposed, and any failure a typed `rtdb/*` error. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Holds `close`, the close of an open listener, until it is called or `dispose()` calls it; returns its removal. */
  track(close: Unsubscribe): Unsubscribe;
  /**
   * Runs `check`, then attaches an SDK listener once the database is open, unless it was stopped first. Bad input
   * and a failed open reach `onError`, once, and close it; `dispose()` closes it too.
   */
  listen(check: () => void, attach: (db: Database) => Unsubscribe, onError: RtdbErrorListener | undefined): Unsubscribe;
  /** Refuses every later call and closes every listener still open. */
  dispose(): Promise<void>;
}

/**
 * The Firebase Realtime Database implementation's shared part, loaded by the facade in one round with the part a
 * call needs (reads, writes, transactions, listeners, the connection). Apps use `createFirebaseRtdb` from the
 * `./firebase` entry.
 */
export function createRtdbImplementation(deps: FirebaseRtdbDeps): RtdbContext {
  const { app, emulator } = deps;
  const listeners = new Set<Unsubscribe>();
  let disposed = false;
  const database = openOnce(
    (): Promise<OpenDatabase> =>
      app.getApp(appSdk).then((firebaseApp) => {
        const db = getDatabase(firebaseApp);
        if (emulator) connectDatabaseEmulator(db, emulator.host, emulator.port);
        return { firebaseApp, db };
      }),
  );
  const open = () => (disposed ? Promise.reject(disposedError()) : database.open());

  const track = (close: Unsubscribe) => {
    listeners.add(close);
    return () => listeners.delete(close);
  };

  return {
    deps,
    // The SDK keeps a write made offline until it connects: every part is fetched while the browser is idle, so that
    // the first of its kind does not wait for a chunk the network cannot bring.
    prefetch: prefetchWhenIdle,
    open,
    refAt: async (path) => ref((await open()).db, locationOf(path)),
    async run(work) {
      try {
        if (disposed) throw disposedError();
        return await work();
      } catch (error) {
        throw toRtdbError(error);
      }
    },
    track,
    listen(check, attach, onError) {
      let active = true;
      let detach: Unsubscribe | undefined;
      const stop = () => {
        active = false;
        untrack();
        detach?.();
      };
      const untrack = track(stop);
      Promise.resolve()
        .then(() => {
          check();
          return open();
        })
        .then(({ db }) => {
          if (active) detach = attach(db);
        })
        .catch((error: unknown) => {
          if (!active) return;
          stop();
          if (onError) callListener(onError, toRtdbError(error));
        });
      return stop;
    },
    async dispose() {
      disposed = true;
      for (const close of [...listeners]) close();
    },
  };
}
