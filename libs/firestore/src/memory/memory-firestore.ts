import { callListener, systemClock, type Clock, type KeyValueStorage } from '@platform/core';
import { firestoreErrors, type FirestoreError, type FirestoreErrorCode } from '../firestore.errors.js';
import type { FirestorePort, FirestoreTransaction } from '../firestore.port.js';
import type { DocumentData, FirestoreDoc, SetOptions } from '../firestore.types.js';
import { autoId } from '../internal/auto-id.js';
import { createBatch, type WriteOp } from '../internal/batch.js';
import { asQuery } from '../internal/as-query.js';
import { checkAggregate } from '../internal/check-query.js';
import { makeDoc } from '../internal/doc-raw.js';
import { cancellable } from '../internal/cancellable.js';
import { cacheClearedError, createPendingWrites, writesPendingError } from '../internal/pending-writes.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import { prepareSet, prepareUpdate } from '../internal/prepare-write.js';
import { decode } from '../model/codec.js';
import { doc as docOf, type DocumentRef } from '../model/refs.js';
import { firstSnapshot } from '../internal/first-snapshot.js';
import { Timestamp } from '../model/timestamp.js';
import { createDocumentPersistence } from './document-persistence.js';
import { createDocumentStore, portView, type DocumentStore } from './document-store.js';
import { aggregate } from './engine/aggregate.js';
import { applyWrite, type DocumentWrite } from './engine/apply-write.js';
import { evaluateQuery } from './engine/evaluate-query.js';
import type { QueryRecording } from '../indexes/query-recording.js';
import { indexGuard } from './index-guard.js';
import { runMemoryTransaction } from './run-transaction.js';
import { decoder, watchQuery } from './watch-query.js';
import { watchDocument } from './watch-document.js';

/** Options for {@link createMemoryFirestore}. */
export interface MemoryFirestoreOptions {
  /** The clock for server timestamps and the simulated round trip; the system clock by default. */
  readonly clock?: Clock;
  /** How long the simulated backend takes to confirm a write, in ms: `hasPendingWrites` lasts that long. 0 by default. */
  readonly latencyMs?: number;
  /** Drop `undefined` fields instead of refusing them (the SDK's `ignoreUndefinedProperties`). */
  readonly ignoreUndefinedProperties?: boolean;
  /**
   * The documents this adapter shares with others made with the same backend, as clients of one project share its
   * database: each hears the others' writes. Every adapter has a backend of its own by default, kept as `storage`
   * says.
   */
  readonly backend?: MemoryFirestoreBackend;
  /**
   * Keeps the documents across reloads, e.g. `window.sessionStorage` (this tab, until it closes): a new adapter on
   * the same storage and key reads them back. In memory only by default. Writes the storage refuses (it is full)
   * reject with `firestore/resource-exhausted` and change nothing; kept data that cannot be read is left out and
   * reported as `firestore/data-loss`. With `backend`, the backend's own storage applies instead.
   */
  readonly storage?: KeyValueStorage;
  /** The key in `storage`; `platform.firestore.memory` by default. */
  readonly storageKey?: string;
  /**
   * The contents of the app's `firestore.indexes.json` (its parsed JSON or its text; `indexes` and
   * `fieldOverrides`). With it, a query production would refuse for a missing index is refused the same way:
   * `firestore/failed-precondition`, the backend's words in `customData.originalMessage` and the entry to add in
   * `customData.requiredIndex`. Without it, every query is answered. A malformed definition throws
   * `firestore/invalid-indexes` here.
   */
  readonly indexes?: unknown;
  /** Records the index shapes of every query the adapter runs, for `npm run firestore:indexes`. */
  readonly recording?: Pick<QueryRecording, 'record'>;
}

/** Documents that several memory adapters share, as one database. Make one with {@link createMemoryFirestoreBackend}. */
export interface MemoryFirestoreBackend {
  /**
   * The documents every adapter on this backend reads and writes.
   *
   * @internal
   */
  readonly store: DocumentStore;
}

/** Where a {@link MemoryFirestoreBackend} keeps its documents across reloads; see {@link MemoryFirestoreOptions.storage}. */
export interface MemoryFirestoreBackendOptions {
  /** Keeps the documents in this storage, e.g. `window.sessionStorage`; in memory only by default. */
  readonly storage?: KeyValueStorage;
  /** The key in `storage`; `platform.firestore.memory` by default. */
  readonly storageKey?: string;
}

/** A new backend that memory adapters can share through {@link MemoryFirestoreOptions.backend}. */
export const createMemoryFirestoreBackend = ({
  storage,
  storageKey = 'platform.firestore.memory',
}: MemoryFirestoreBackendOptions = {}): MemoryFirestoreBackend => ({
  store: createDocumentStore(storage && createDocumentPersistence(storage, storageKey)),
});

/** Steers a memory Firestore from tests and offline demos. */
export interface MemoryFirestoreControl {
  /** Makes the next call to any port method reject with `code`; several calls queue up in order. */
  failNext(code: FirestoreErrorCode): void;
  /** Behaves from now on as the Firebase adapter does once its app is deleted: every call rejects with `firestore/app-deleted`. */
  deleteApp(): void;
}

/** The in-memory Firestore: the port plus its {@link MemoryFirestoreControl}. */
export interface MemoryFirestore extends FirestorePort {
  /** Fault injection and the simulated app. */
  readonly control: MemoryFirestoreControl;
}

/**
 * Creates an in-memory Firestore with Firestore's semantics and no SDK: the same query engine rules (proven against
 * the SDK's own by the differential test), latency-compensated writes, listeners, batches and transactions with
 * optimistic concurrency, and `offline()` / `online()`.
 */
export function createMemoryFirestore({
  clock = systemClock,
  latencyMs = 0,
  ignoreUndefinedProperties = false,
  storage,
  storageKey,
  backend = createMemoryFirestoreBackend({ storage, storageKey }),
  indexes,
  recording,
}: MemoryFirestoreOptions = {}): MemoryFirestore {
  const planQuery = indexGuard(indexes, recording);
  const store = portView(backend.store);
  const faults: FirestoreErrorCode[] = [];
  const dataOptions = { ignoreUndefined: ignoreUndefinedProperties };
  /** Writes waiting for the backend while offline: each confirms its paths and resolves its caller. */
  const outbox: (() => void)[] = [];
  const pendingWrites = createPendingWrites();
  let isOnline = true;
  let appDeleted = false;
  let disposed = false;

  const check = (): void => {
    if (disposed) throw lifecycle.disposed();
    const code = faults.shift();
    if (code) throw firestoreErrors.create(code, { customData: { injected: true } });
    if (appDeleted) throw firestoreErrors.create('firestore/app-deleted');
  };
  const run = async <R>(work: () => R | Promise<R>): Promise<R> => {
    check();
    return work();
  };
  /** The open listeners, each with its removal and its error callback, for the clearing of the local cache. */
  const listening = new Map<() => void, (error: FirestoreError) => void>();
  /** Opens a listener, or fails it a microtask later as the SDK does (an injected fault, a deleted app). */
  const listen = (
    onError: (error: FirestoreError) => void,
    open: () => () => void,
    plan: () => void = () => undefined,
  ): (() => void) => {
    if (disposed) return () => undefined;
    try {
      check();
      plan();
    } catch (error) {
      let active = true;
      queueMicrotask(() => active && onError(error as FirestoreError));
      return () => {
        active = false;
      };
    }
    const close = open();
    const stop = () => {
      listening.delete(stop);
      close();
    };
    listening.set(stop, onError);
    return stop;
  };
  const now = () => Timestamp.fromMillis(clock.now());
  const fromCache = () => !isOnline;

  const toStoreWrite = (op: WriteOp): DocumentWrite => {
    if (op.kind === 'delete') return { kind: 'delete' };
    if (op.kind === 'update') return { kind: 'update', data: prepareUpdate(op.data, dataOptions) };
    const data = prepareSet(op.ref.codec, op.ref.path, op.data as never, op.options, dataOptions, now());
    return { kind: 'set', data, ...op.options };
  };
  const checkOp = (op: WriteOp): void => void toStoreWrite(op);

  /** Applies writes locally at once, and resolves when the (simulated) backend confirms them. */
  const commit = (ops: readonly WriteOp[]): Promise<void> => {
    const writes = ops.map((op) => [op, toStoreWrite(op)] as const);
    const next = new Map<string, DocumentData | null>();
    for (const [op, storeWrite] of writes) {
      const path = op.ref.path;
      const existing = next.has(path) ? (next.get(path) ?? undefined) : store.read(path)?.data;
      if (op.kind === 'update' && existing === undefined) {
        throw firestoreErrors.create('firestore/not-found', { customData: { path } });
      }
      next.set(path, applyWrite(existing, storeWrite, now()));
    }
    store.write(next);
    return pendingWrites.track(
      new Promise((resolve) => {
        const confirm = () => {
          store.confirm(next.keys());
          resolve();
        };
        if (isOnline) clock.setTimeout(confirm, latencyMs);
        else outbox.push(confirm);
      }),
    );
  };
  const write = (ops: WriteOp[]) => run(() => commit(ops));

  const readDoc = <T>(ref: DocumentRef<T, unknown>): FirestoreDoc<T> | null => {
    const stored = store.read(ref.path);
    return stored ? makeDoc(ref.path, decode(ref.codec, stored.data, ref.path), stored.data) : null;
  };

  const runTransaction = async <R>(work: (transaction: FirestoreTransaction) => Promise<R>): Promise<R> => {
    check();
    if (!isOnline) throw firestoreErrors.create('firestore/unavailable', { customData: { reason: 'offline' } });
    return runMemoryTransaction({ store, checkOp, commit, read: readDoc }, work);
  };

  return {
    get: (ref) => run(() => readDoc(ref)),
    set: (ref: DocumentRef<unknown>, data: unknown, options?: SetOptions) =>
      write([{ kind: 'set', ref, data, ...(options ? { options } : {}) }]),
    update: (ref, data) => write([{ kind: 'update', ref, data }]),
    delete: (ref) => write([{ kind: 'delete', ref }]),
    add: (collection, data) =>
      run(async () => {
        const ref = docOf(collection, autoId());
        await commit([{ kind: 'set', ref, data }]);
        return ref;
      }),
    newDoc: (collection) => docOf(collection, autoId()),
    getDocs: (source) =>
      run(() => {
        const query = asQuery(source);
        planQuery(query);
        return evaluateQuery(query, store.all()).map(decoder(query));
      }),
    getQuerySnapshot: (source) =>
      run(() => {
        const query = asQuery(source);
        planQuery(query);
        return query;
      }).then(async (query) => ({
        snapshot: await firstSnapshot((listener, onError) =>
          listen(onError, () => watchQuery(store, query, fromCache, listener, onError)),
        ),
      })),
    aggregate: (source, spec) =>
      run(() => {
        const query = asQuery(source);
        checkAggregate(query, spec);
        planQuery(query, spec);
        return aggregate(query, spec, store.all());
      }),
    onDocument: (ref, listener, onError = () => undefined) =>
      listen(onError, () => watchDocument(store, ref, fromCache, listener, onError)),
    onQuery: (source, listener, onError = () => undefined) =>
      listen(
        onError,
        () => watchQuery(store, asQuery(source), fromCache, listener, onError),
        () => planQuery(asQuery(source)),
      ),
    batch: () => createBatch(checkOp, (ops) => write([...ops])),
    runTransaction,
    online: () =>
      run(() => {
        if (isOnline) return;
        isOnline = true;
        store.notify();
        for (const confirm of outbox.splice(0)) clock.setTimeout(confirm, latencyMs);
      }),
    offline: () =>
      run(() => {
        if (!isOnline) return;
        isOnline = false;
        store.notify();
      }),
    waitForPendingWrites: (options) => run(() => cancellable(pendingWrites.settled(), options?.signal)),
    clearLocalCache: () =>
      run(() => {
        if (pendingWrites.any()) throw writesPendingError();
        for (const [stop, onError] of [...listening]) {
          stop();
          callListener(onError, cacheClearedError());
        }
      }),
    async dispose() {
      disposed = true;
      listening.clear();
      store.close();
    },
    control: {
      failNext: (code) => void faults.push(code),
      deleteApp: () => {
        appDeleted = true;
      },
    },
  };
}
