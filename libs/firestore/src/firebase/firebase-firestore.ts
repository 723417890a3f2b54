import { callListener } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
// Imported statically, so that the bundler ships the SDK in this implementation's own lazy chunk.
import * as sdk from 'firebase/firestore';
import { toFirestoreError } from '../firestore.errors.js';
import { FIRESTORE_LIMITS } from '../firestore.limits.js';
import type {
  FirestoreErrorListener,
  FirestorePort,
  FirestoreTransaction,
  FirestoreWriter,
} from '../firestore.port.js';
import type {
  DocumentSnapshot,
  FirestoreDoc,
  QueryListenOptions,
  QueryRead,
  QuerySnapshot,
  SetOptions,
  Unsubscribe,
} from '../firestore.types.js';
import { asQuery } from '../internal/as-query.js';
import { checkAggregate } from '../internal/check-query.js';
import { autoId } from '../internal/auto-id.js';
import { createBatch, readAfterWriteError, recordWrites, type WriteOp } from '../internal/batch.js';
import { disposedError } from '../internal/lifecycle-errors.js';
import { prepareSet, prepareUpdate } from '../internal/prepare-write.js';
import type { Query } from '../model/query.js';
import { doc as docOf, type CollectionRef, type DocumentRef } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { converterFor } from './converter.js';
import { aggregateFieldsOf, bundleOf, documentSnapshotOf, querySnapshotOf } from './snapshots.js';
import { toSdkQuery } from './sdk-query.js';
import { toSdk } from './sdk-values.js';

/** What `createFirebaseFirestore` needs. */
export interface FirebaseFirestoreDeps {
  /** The Firebase app; Firestore is initialized on the adapter's first call. */
  readonly app: FirebaseAppHandle;
  /** The Firestore emulator, e.g. `{ host: '127.0.0.1', port: 8080 }`. */
  readonly emulator?: { readonly host: string; readonly port: number };
  /**
   * Where the SDK keeps its cache: in memory (the default), or in IndexedDB shared by every tab, so writes made
   * offline survive a reload.
   */
  readonly cache?: 'memory' | 'persistent-multi-tab';
  /** Drop `undefined` fields instead of refusing them (the SDK's `ignoreUndefinedProperties`). */
  readonly ignoreUndefinedProperties?: boolean;
}

/** What a batch and a transaction of the SDK both do. */
interface Writer {
  set(ref: sdk.DocumentReference, data: sdk.DocumentData, options: sdk.SetOptions): unknown;
  update(ref: sdk.DocumentReference, data: sdk.UpdateData<sdk.DocumentData>): unknown;
  delete(ref: sdk.DocumentReference): unknown;
}

/**
 * The Firebase Firestore implementation, loaded by the facade in one chunk with `firebase/firestore`. Apps use
 * `createFirebaseFirestore` from the `./firebase` entry.
 */
export function createFirestoreImplementation(deps: FirebaseFirestoreDeps): FirestorePort {
  const { app, emulator, cache = 'memory', ignoreUndefinedProperties = false } = deps;
  const dataOptions = { ignoreUndefined: ignoreUndefinedProperties };
  const listening = new Set<Unsubscribe>();
  let opened: Promise<sdk.Firestore> | undefined;
  let disposed = false;

  const open = (): Promise<sdk.Firestore> => {
    if (disposed) return Promise.reject(disposedError());
    opened ??= app.getApp().then(
      (firebaseApp) => {
        const localCache =
          cache === 'persistent-multi-tab'
            ? sdk.persistentLocalCache({ tabManager: sdk.persistentMultipleTabManager() })
            : // LRU rather than eager collection, so the documents of a loaded bundle stay for the listener that
              // resumes from it (eager collection drops them at once, and the resumed listener would see none).
              sdk.memoryLocalCache({ garbageCollector: sdk.memoryLruGarbageCollector() });
        const db = sdk.initializeFirestore(firebaseApp, { localCache, ignoreUndefinedProperties });
        if (emulator) sdk.connectFirestoreEmulator(db, emulator.host, emulator.port);
        return db;
      },
      (error: unknown) => {
        opened = undefined;
        throw error;
      },
    );
    return opened;
  };
  const call = async <R>(work: (db: sdk.Firestore) => Promise<R> | R): Promise<R> => {
    try {
      return await work(await open());
    } catch (error) {
      throw toFirestoreError(error);
    }
  };

  const docRef = <T>(db: sdk.Firestore, ref: DocumentRef<T, unknown>) =>
    sdk.doc(db, ref.path).withConverter(converterFor(ref.codec, db));
  const queryOf = <T>(db: sdk.Firestore, query: Query<T>) =>
    toSdkQuery(query, db).withConverter(converterFor(query.codec, db));

  /** Checks a write as the memory adapter does, and gives it to an SDK writer. */
  const checkOp = (op: WriteOp): Record<string, unknown> | undefined => {
    if (op.kind === 'delete') return undefined;
    if (op.kind === 'update') return prepareUpdate(op.data, dataOptions);
    return prepareSet(
      op.ref.codec,
      op.ref.path,
      op.data as never,
      op.options,
      dataOptions,
      Timestamp.fromMillis(Date.now()),
    );
  };
  const applyOp = (db: sdk.Firestore, writer: Writer, op: WriteOp): void => {
    const data = checkOp(op);
    const ref = sdk.doc(db, op.ref.path);
    if (op.kind === 'delete') writer.delete(ref);
    else if (op.kind === 'update') writer.update(ref, toSdk(data, db) as sdk.UpdateData<sdk.DocumentData>);
    else writer.set(ref, toSdk(data, db) as sdk.DocumentData, (op.options ?? {}) as sdk.SetOptions);
  };
  const write = (ops: readonly WriteOp[]) => {
    ops.forEach(checkOp);
    return call(async (db) => {
      const batch = sdk.writeBatch(db);
      for (const op of ops) applyOp(db, batch, op);
      await batch.commit();
    });
  };

  /**
   * Listens once the instance is open; a listener removed before that never attaches. A snapshot `map` cannot read
   * (a document the codec refuses) closes the listener and reaches `onError`, as an SDK error does.
   */
  const listen = <S, V>(
    attach: (db: sdk.Firestore, next: (snapshot: S) => void, fail: (error: unknown) => void) => Unsubscribe,
    map: (snapshot: S) => V,
    listener: (value: V) => void,
    onError: FirestoreErrorListener = () => undefined,
  ): Unsubscribe => {
    if (disposed) return () => undefined;
    let detach: Unsubscribe | undefined;
    let live = true;
    const stop = (): void => {
      live = false;
      listening.delete(stop);
      detach?.();
    };
    const fail = (error: unknown): void => {
      if (!live) return;
      stop();
      callListener(onError, toFirestoreError(error));
    };
    const next = (snapshot: S): void => {
      let value: V;
      try {
        value = map(snapshot);
      } catch (error) {
        fail(error);
        return;
      }
      callListener(listener, value);
    };
    listening.add(stop);
    open().then((db) => {
      if (!live) return;
      // The SDK throws rather than calling back for a client it has terminated.
      try {
        detach = attach(db, next, fail);
      } catch (error) {
        fail(error);
      }
    }, fail);
    return stop;
  };

  const runTransaction = async <R>(work: (transaction: FirestoreTransaction) => Promise<R>): Promise<R> => {
    const db = await call((opened) => opened);
    // The app's own error leaves the transaction unchanged, as on the memory adapter; only the SDK's are mapped.
    let thrownByWork: { readonly error: unknown } | undefined;
    const fromSdk = new WeakSet<object>();
    try {
      return await sdk.runTransaction(
        db,
        async (sdkTransaction) => {
          thrownByWork = undefined;
          const ops: WriteOp[] = [];
          const transaction = recordWrites<FirestoreTransaction & FirestoreWriter>(ops, (op) => {
            checkOp(op);
          });
          // The writes wait for the end of `work`, so the SDK's own rule is kept here: every read comes first.
          transaction.get = async <T>(ref: DocumentRef<T, unknown>): Promise<FirestoreDoc<T> | null> => {
            if (ops.length > 0) throw readAfterWriteError();
            try {
              const snapshot = await sdkTransaction.get(docRef(db, ref));
              return snapshot.exists() ? snapshot.data() : null;
            } catch (error) {
              // The SDK's own failure, even when `work` lets it through: the SDK retries it, and it is mapped below.
              if (typeof error === 'object' && error !== null) fromSdk.add(error);
              throw error;
            }
          };
          let result: R;
          try {
            result = await work(transaction);
          } catch (error) {
            thrownByWork = { error };
            throw error;
          }
          for (const op of ops) applyOp(db, sdkTransaction, op);
          return result;
        },
        { maxAttempts: FIRESTORE_LIMITS.transactionAttempts },
      );
    } catch (error) {
      if (thrownByWork?.error === error && !fromSdk.has(error as object)) throw error;
      throw toFirestoreError(error);
    }
  };

  return {
    get: (ref) =>
      call(async (db) => {
        const snapshot = await sdk.getDoc(docRef(db, ref));
        return snapshot.exists() ? snapshot.data() : null;
      }),
    set: (ref: DocumentRef<unknown>, data: unknown, options?: SetOptions) =>
      write([{ kind: 'set', ref, data, ...(options ? { options } : {}) }]),
    update: (ref, data) => write([{ kind: 'update', ref, data }]),
    delete: (ref) => write([{ kind: 'delete', ref }]),
    add: async (collection, data) => {
      const ref = docOf(collection, autoId());
      await write([{ kind: 'set', ref, data }]);
      return ref;
    },
    newDoc: (collection) => docOf(collection, autoId()),
    getDocs: (source) => {
      const query = asQuery(source);
      return call(async (db) => (await sdk.getDocs(queryOf(db, query))).docs.map((snapshot) => snapshot.data()));
    },
    getQuerySnapshot: <T>(source: Query<T> | CollectionRef<T, unknown>) => {
      const query = asQuery(source);
      return call(async (db): Promise<QueryRead<T>> => {
        const snapshot = await sdk.getDocs(queryOf(db, query));
        const resumeFrom = bundleOf(snapshot, query);
        return { snapshot: querySnapshotOf(snapshot), ...(resumeFrom === undefined ? {} : { resumeFrom }) };
      });
    },
    aggregate: (source, spec) => {
      const query = asQuery(source);
      checkAggregate(query, spec);
      return call(async (db) => {
        const snapshot = await sdk.getAggregateFromServer(toSdkQuery(query, db), aggregateFieldsOf(spec));
        return snapshot.data() as never;
      });
    },
    onDocument: <T>(
      ref: DocumentRef<T, unknown>,
      listener: (snapshot: DocumentSnapshot<T>) => void,
      onError?: FirestoreErrorListener,
    ) =>
      listen(
        (db, next, fail) => sdk.onSnapshot(docRef(db, ref), { includeMetadataChanges: true }, next, fail),
        documentSnapshotOf<T>,
        listener,
        onError,
      ),
    onQuery: <T>(
      source: Query<T> | CollectionRef<T, unknown>,
      listener: (snapshot: QuerySnapshot<T>) => void,
      onError?: FirestoreErrorListener,
      options?: QueryListenOptions,
    ) => {
      const query = asQuery(source);
      const bundle = options?.resumeFrom === undefined ? undefined : (JSON.parse(options.resumeFrom) as object);
      if (bundle) {
        // A resumed listener reads through no converter: its documents are decoded here, as the converter would.
        let read: ((document: sdk.QueryDocumentSnapshot) => FirestoreDoc<T>) | undefined;
        return listen<sdk.QuerySnapshot, QuerySnapshot<T>>(
          (db, next, fail) => {
            const converter = converterFor(query.codec, db);
            read = (document) => converter.fromFirestore(document);
            return sdk.onSnapshotResume(db, bundle, { includeMetadataChanges: true }, next, fail);
          },
          (snapshot) => querySnapshotOf(snapshot, read),
          listener,
          onError,
        );
      }
      return listen(
        (db, next, fail) => sdk.onSnapshot(queryOf(db, query), { includeMetadataChanges: true }, next, fail),
        querySnapshotOf<T>,
        listener,
        onError,
      );
    },
    batch: () => createBatch((op) => void checkOp(op), write),
    runTransaction,
    online: () => call((db) => sdk.enableNetwork(db)),
    offline: () => call((db) => sdk.disableNetwork(db)),
    async dispose() {
      disposed = true;
      for (const stop of [...listening]) stop();
      const db = await opened?.catch(() => undefined);
      if (db) await sdk.terminate(db).catch(() => undefined);
    },
  };
}
