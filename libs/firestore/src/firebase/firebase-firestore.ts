import { openOnce, prefetchWhenIdle, type PrefetchingImplementation } from '@platform/core';
// Handed to the app handle, so that `firebase/app` ships in this implementation's chunk rather than a chunk apart.
import { appSdk } from '@platform/core/firebase/sdk';
// Imported statically, so that the bundler ships the SDK in this implementation's own lazy chunk.
import {
  connectFirestoreEmulator,
  disableNetwork,
  enableNetwork,
  getDoc,
  initializeFirestore,
  memoryLocalCache,
  memoryLruGarbageCollector,
  terminate,
  type Firestore,
  type FirestoreLocalCache,
} from 'firebase/firestore';
import { toFirestoreError } from '../firestore.errors.js';
import type { FirestorePort } from '../firestore.port.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import { createPendingWrites, type PendingWrites } from '../internal/pending-writes.js';
import { docRefOf } from './converter.js';
import type { FirebaseFirestoreDeps, FirestoreCacheCode } from './firebase-firestore-options.js';

/**
 * What every part of the Firebase adapter (queries and aggregates, listeners, writes and transactions) shares: the
 * SDK instance, opened once on first use, and the adapter's lifecycle; and what is small: reading one document, the
 * most common call, and the network switch.
 */
export interface FirestoreImplementation
  extends Pick<FirestorePort, 'get' | 'online' | 'offline'>,
    PrefetchingImplementation {
  /** The adapter's options. */
  readonly deps: FirebaseFirestoreDeps;
  /** The writes sent through this adapter that the backend has not confirmed yet. */
  readonly pendingWrites: PendingWrites;
  /** Deletes what the cache `deps.cache` chose keeps on the device, for a terminated instance; none for memory. */
  readonly clearDeviceCache?: (db: Firestore) => Promise<void>;
  /**
   * Hands the SDK instance to `close` (which terminates it), after telling the `onCleared` listeners; the next call
   * opens a fresh instance once `close` has settled.
   */
  restart(close: (db: Firestore) => Promise<void>): Promise<void>;
  /** Calls `listener` when {@link FirestoreImplementation.restart} closes the instance; returns its removal. */
  onCleared(listener: () => void): () => void;
  /** The SDK instance, initialized on the first call; rejects with `firestore/disposed` once disposed. */
  open(): Promise<Firestore>;
  /** Runs `work` on the SDK instance, with anything it throws as a typed Firestore error. */
  call<R>(work: (db: Firestore) => Promise<R> | R): Promise<R>;
  /** Whether `dispose()` was called. */
  isDisposed(): boolean;
  /** Terminates the SDK instance, if it was opened. */
  dispose(): Promise<void>;
}

/**
 * The shared part of the Firebase Firestore implementation, loaded by the facade in one chunk with
 * `firebase/firestore`, together with the chunk of the part a call needs, and with `cache`, the code of the cache
 * `deps.cache` chose. Apps use `createFirebaseFirestore` from the `./firebase` entry.
 */
export function createFirestoreImplementation(
  deps: FirebaseFirestoreDeps,
  cache?: FirestoreCacheCode,
): FirestoreImplementation {
  const { app, emulator, ignoreUndefinedProperties = false } = deps;
  let disposed = false;
  /** The clearing of the local cache, if one is under way: a new instance opens only after it. */
  let clearing: Promise<unknown> = Promise.resolve();
  const pendingWrites = createPendingWrites();
  const clearedListeners = new Set<() => void>();

  // Initialized once, when a call first needs it: a failure (the app, or the SDK refusing to initialize) is not kept.
  const instance = openOnce(() =>
    clearing
      .then(() => app.getApp(appSdk))
      .then((firebaseApp) => {
        const localCache =
          (cache?.make() as FirestoreLocalCache | undefined) ??
          // LRU rather than eager collection, so the documents of a loaded bundle stay for the listener that
          // resumes from it (eager collection drops them at once, and the resumed listener would see none).
          memoryLocalCache({ garbageCollector: memoryLruGarbageCollector() });
        const db = initializeFirestore(firebaseApp, { localCache, ignoreUndefinedProperties });
        if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
        return db;
      }),
  );
  const open = (): Promise<Firestore> => (disposed ? Promise.reject(lifecycle.disposed()) : instance.open());

  const call = async <R>(work: (db: Firestore) => Promise<R> | R): Promise<R> => {
    try {
      return await work(await open());
    } catch (error) {
      throw toFirestoreError(error);
    }
  };

  const restart = async (close: (db: Firestore) => Promise<void>): Promise<void> => {
    const db = await call((opened) => opened);
    instance.forget();
    const closed = (async () => {
      for (const listener of [...clearedListeners]) listener();
      await close(db);
    })();
    clearing = closed.catch(() => undefined);
    try {
      await closed;
    } catch (error) {
      throw toFirestoreError(error);
    }
  };

  return {
    deps,
    // The SDK keeps a write made offline: every part is fetched while the browser is idle, so that the first of its
    // kind does not wait for a chunk the network cannot bring (and sign-out can wait for it, then clear the device).
    prefetch: prefetchWhenIdle,
    open,
    call,
    pendingWrites,
    ...(cache ? { clearDeviceCache: cache.clear } : {}),
    restart,
    onCleared(listener) {
      clearedListeners.add(listener);
      return () => void clearedListeners.delete(listener);
    },
    get: (ref) =>
      call(async (db) => {
        const snapshot = await getDoc(docRefOf(db, ref));
        return snapshot.exists() ? snapshot.data() : null;
      }),
    online: () => call(enableNetwork),
    offline: () => call(disableNetwork),
    isDisposed: () => disposed,
    async dispose() {
      disposed = true;
      const db = await instance.current()?.catch(() => undefined);
      if (db) await terminate(db).catch(() => undefined);
    },
  };
}
