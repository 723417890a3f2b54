import { callListener, createSubscribable, systemClock, type Clock, type PlatformError } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
import type { FirebaseApp } from 'firebase/app';
// Imported statically, so that the bundler ships the SDK in this implementation's own lazy chunk.
import * as sdk from 'firebase/database';
import { toRtdbError, type RtdbErrorCode } from '../rtdb.errors.js';
import type { RtdbErrorListener, RtdbPort } from '../rtdb.port.js';
import { RTDB_TIMINGS } from '../rtdb.timings.js';
import type {
  RtdbConnectionState,
  RtdbOnDisconnect,
  RtdbQuery,
  RtdbRead,
  RtdbSnapshot,
  Unsubscribe,
} from '../rtdb.types.js';
import { NOT_CONNECTED, sameConnection } from '../internal/connection.js';
import { disposedError } from '../internal/lifecycle-errors.js';
import { assertQuery } from '../internal/query-check.js';
import { assertUpdate, assertWritable, parsePath } from '../internal/validate.js';
import { queryConstraints } from './query-constraints.js';
import { readOverRest, type RestRetryOptions } from './rest-read.js';
import { restUrl } from './rest-url.js';
import { readWithFallback } from './read-with-fallback.js';

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

const PUSH_KEY_PLACEHOLDER = 'k'.repeat(20);

const snapshotOf = (snapshot: sdk.DataSnapshot): RtdbSnapshot => ({
  key: snapshot.key,
  value: snapshot.val() as unknown,
  exists: snapshot.exists(),
});

const checkListener = (path: string, query: RtdbQuery | undefined): void => {
  assertQuery(query, parsePath(path));
};

/** The location `path` names, as the SDK's `ref()` takes it: keys joined by `/`, the root as `/`. */
const locationOf = (path: string): string => `/${parsePath(path).join('/')}`;

/**
 * The Firebase Realtime Database implementation, loaded by the facade in one chunk with `firebase/database`. Apps use
 * `createFirebaseRtdb` from the `./firebase` entry.
 */
export function createRtdbImplementation(deps: FirebaseRtdbDeps): RtdbPort {
  const { app, clock = systemClock, emulator } = deps;
  const connection = createSubscribable<RtdbConnectionState, PlatformError<RtdbErrorCode>>(NOT_CONNECTED, {
    equals: sameConnection,
  });
  const subscriptions = new Set<Unsubscribe>();
  let opened: Promise<{ firebaseApp: FirebaseApp; db: sdk.Database }> | undefined;
  let watchingConnection = false;
  let disposed = false;

  const open = () => {
    if (disposed) return Promise.reject(disposedError());
    opened ??= app.getApp().then(
      (firebaseApp) => {
        const db = sdk.getDatabase(firebaseApp);
        if (emulator) sdk.connectDatabaseEmulator(db, emulator.host, emulator.port);
        return { firebaseApp, db };
      },
      (error: unknown) => {
        opened = undefined;
        throw error;
      },
    );
    return opened;
  };
  const database = async () => (await open()).db;
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      if (disposed) throw disposedError();
      return await work();
    } catch (error) {
      throw toRtdbError(error);
    }
  };
  const refAt = async (path: string) => sdk.ref(await database(), locationOf(path));

  /** Attaches an SDK listener once the database is open; bad input and failures reach `onError`. */
  const listen = (
    check: () => void,
    attach: (db: sdk.Database) => Unsubscribe,
    onError: RtdbErrorListener | undefined,
  ): Unsubscribe => {
    let active = true;
    let detach: Unsubscribe | undefined;
    const stop = () => {
      active = false;
      subscriptions.delete(stop);
      detach?.();
    };
    subscriptions.add(stop);
    const fail = (error: unknown) => {
      if (!active) return;
      stop();
      onError && callListener(onError, toRtdbError(error));
    };
    Promise.resolve()
      .then(() => {
        check();
        return database();
      })
      .then((db) => {
        if (active) detach = attach(db);
      })
      .catch(fail);
    return stop;
  };

  const readOverRestFor = async (path: string, signal: AbortSignal): Promise<RtdbRead> => {
    const { firebaseApp } = await open();
    const [idToken, appCheckToken] = await Promise.all([deps.getIdToken?.(), deps.getAppCheckToken?.()]);
    const value = await readOverRest({
      url: restUrl(firebaseApp.options, path, emulator),
      idToken,
      appCheckToken,
      clock,
      signal,
      retry: deps.restRetry,
    });
    const key = path.split('/').at(-1) || null;
    return { key, value, exists: value !== null, route: 'rest' };
  };

  const watchConnectionState = (db: sdk.Database): void => {
    if (watchingConnection) return;
    watchingConnection = true;
    const fail = (error: Error) => connection.fail(toRtdbError(error));
    const offConnected = sdk.onValue(
      sdk.ref(db, '.info/connected'),
      (snapshot) => connection.emit({ ...connection.get(), connected: snapshot.val() === true }),
      fail,
    );
    const offOffset = sdk.onValue(
      sdk.ref(db, '.info/serverTimeOffset'),
      (snapshot) => connection.emit({ ...connection.get(), serverTimeOffsetMs: Number(snapshot.val()) || 0 }),
      fail,
    );
    subscriptions.add(() => {
      offConnected();
      offOffset();
    });
  };

  const onDisconnectAt = (path: string): RtdbOnDisconnect => {
    const at = async () => sdk.onDisconnect(await refAt(path));
    return {
      set: (value) =>
        run(async () => {
          assertWritable(path, value);
          await (await at()).set(value);
        }),
      update: (values) =>
        run(async () => {
          assertUpdate(path, values);
          await (await at()).update(values);
        }),
      remove: () => run(async () => (await at()).remove()),
      cancel: () => run(async () => (await at()).cancel()),
    };
  };

  return {
    read: (path, options) =>
      run(async () => {
        const normalized = parsePath(path).join('/');
        const signal = options?.signal;
        if (signal?.aborted) throw toRtdbError(signal.reason);
        const realtime = sdk
          .get(sdk.ref(await database(), `/${normalized}`))
          .then((snapshot): RtdbRead => ({ ...snapshotOf(snapshot), route: 'realtime' }));
        return readWithFallback({
          realtime,
          rest: (restSignal) => readOverRestFor(normalized, restSignal),
          timeoutMs: deps.realtimeReadTimeoutMs ?? RTDB_TIMINGS.realtimeReadTimeoutMs,
          restTimeoutMs: deps.restReadTimeoutMs ?? RTDB_TIMINGS.restReadTimeoutMs,
          clock,
          signal,
        });
      }),
    set: (path, value, options) =>
      run(async () => {
        const priority = options?.priority;
        assertWritable(path, value, priority);
        const reference = await refAt(path);
        await (priority === undefined ? sdk.set(reference, value) : sdk.setWithPriority(reference, value, priority));
      }),
    update: (path, values) =>
      run(async () => {
        assertUpdate(path, values);
        await sdk.update(await refAt(path), values);
      }),
    push: (path, value) =>
      run(async () => {
        // A push key has 20 characters: the value is checked at the depth and path length it will have.
        assertWritable(`${path}/${PUSH_KEY_PLACEHOLDER}`, value);
        const reference = sdk.push(await refAt(path), value);
        await reference;
        return { key: reference.key as string };
      }),
    remove: (path) =>
      run(async () => {
        assertWritable(path, null);
        await sdk.remove(await refAt(path));
      }),
    transaction: (path, update) =>
      run(async () => {
        const reference = await refAt(path);
        // A listener keeps the current value in the local cache, so `update` is first called with it, not with null.
        let stopWarming: Unsubscribe = () => undefined;
        await new Promise<void>((resolve, reject) => {
          stopWarming = sdk.onValue(reference, () => resolve(), reject);
        });
        try {
          const result = await sdk.runTransaction(reference, update);
          return { committed: result.committed, snapshot: snapshotOf(result.snapshot) };
        } finally {
          stopWarming();
        }
      }),
    onValue: (path, listener, onError, query) =>
      listen(
        () => checkListener(path, query),
        (db) =>
          sdk.onValue(
            sdk.query(sdk.ref(db, locationOf(path)), ...queryConstraints(query)),
            (snapshot) => callListener(listener, snapshotOf(snapshot)),
            (error) => onError && callListener(onError, toRtdbError(error)),
          ),
        onError,
      ),
    onChild(path, listener, onError, query) {
      return listen(
        () => checkListener(path, query),
        (db) => {
          const target = sdk.query(sdk.ref(db, locationOf(path)), ...queryConstraints(query));
          let failed = false;
          const fail = (error: Error) => {
            if (failed) return;
            failed = true;
            onError && callListener(onError, toRtdbError(error));
          };
          const events = [
            [sdk.onChildAdded, 'added'],
            [sdk.onChildChanged, 'changed'],
            [sdk.onChildMoved, 'moved'],
          ] as const;
          const stops = events.map(([on, type]) =>
            on(
              target,
              (snapshot, previousKey) =>
                callListener(listener, {
                  type,
                  key: snapshot.key as string,
                  value: snapshot.val(),
                  previousKey: previousKey ?? null,
                }),
              fail,
            ),
          );
          stops.push(
            sdk.onChildRemoved(
              target,
              (snapshot) =>
                callListener(listener, {
                  type: 'removed',
                  key: snapshot.key as string,
                  value: snapshot.val(),
                  previousKey: null,
                }),
              fail,
            ),
          );
          return () => stops.forEach((stop) => stop());
        },
        onError,
      );
    },
    onDisconnect: onDisconnectAt,
    currentConnection: () => connection.get(),
    watchConnection(listener, onError) {
      const unsubscribe = connection.subscribe(listener, onError);
      callListener(listener, connection.get());
      const stopOpening = listen(
        () => undefined,
        (db) => {
          watchConnectionState(db);
          return () => undefined;
        },
        onError,
      );
      return () => {
        stopOpening();
        unsubscribe();
      };
    },
    goOffline: () => run(async () => sdk.goOffline(await database())),
    goOnline: () => run(async () => sdk.goOnline(await database())),
    async dispose() {
      disposed = true;
      for (const stop of [...subscriptions]) stop();
    },
  };
}
