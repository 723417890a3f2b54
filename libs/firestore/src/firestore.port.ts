import type { FirestoreError } from './firestore.errors.js';
import type {
  AggregateResult,
  AggregateSpec,
  DocumentSnapshot,
  FirestoreDoc,
  FirestoreValue,
  QueryListenOptions,
  QueryRead,
  QuerySnapshot,
  SetOptions,
  Unsubscribe,
} from './firestore.types.js';
import type { WithFieldValues } from './model/codec.js';
import type { FieldValue } from './model/field-values.js';
import type { Query } from './model/query.js';
import type { CollectionRef, DocumentRef } from './model/refs.js';

/** An `update`'s fields: dotted field paths (`'address.city'`) to values or field values. */
export type UpdateData = Readonly<Record<string, FirestoreValue | FieldValue>>;

/** Hears a listener's failure, as a typed error; the listener is closed after it. */
export type FirestoreErrorListener = (error: FirestoreError) => void;

/** Writes that a batch or a transaction applies together. */
export interface FirestoreWriter {
  /** Writes the whole document, replacing the fields it had. */
  set<T, In>(ref: DocumentRef<T, In>, data: WithFieldValues<In>): this;
  /** Writes only part of the document: with `merge`, the fields `data` names; with `mergeFields`, the listed ones. */
  set<T, In>(ref: DocumentRef<T, In>, data: Partial<WithFieldValues<In>>, options: SetOptions): this;
  /** Changes the named fields of an existing document. */
  update<T, In>(ref: DocumentRef<T, In>, data: UpdateData): this;
  /** Deletes the document. */
  delete<T, In>(ref: DocumentRef<T, In>): this;
}

/** A batched write: every write applies, or none does. Build one with {@link FirestorePort.batch}. */
export interface FirestoreBatch extends FirestoreWriter {
  /**
   * Checks the writes, then applies them. A bad write rejects with its typed error here, not when it was added;
   * a batch takes at most `FIRESTORE_LIMITS.batchWrites` writes, and one more rejects with `firestore/batch-too-large`.
   */
  commit(): Promise<void>;
}

/** What a transaction's work can do: read first, then write. */
export interface FirestoreTransaction extends FirestoreWriter {
  /** Reads a document; every read must come before the transaction's first write (`firestore/invalid-argument`). */
  get<T, In>(ref: DocumentRef<T, In>): Promise<FirestoreDoc<T> | null>;
}

/**
 * Firestore, shaped around what apps need: typed collections, plain documents, checked queries, live listeners,
 * batches and transactions.
 *
 * Bad input (paths, data, queries) throws a typed error before any network call. Every method rejects only with a
 * {@link FirestoreError}.
 */
export interface FirestorePort {
  /** Reads a document: `null` when there is none. */
  get<T, In>(ref: DocumentRef<T, In>): Promise<FirestoreDoc<T> | null>;
  /**
   * Writes a whole document through its codec, replacing the fields it had. Resolves once the backend confirmed it
   * (listeners see it at once, with `hasPendingWrites`).
   */
  set<T, In>(ref: DocumentRef<T, In>, data: WithFieldValues<In>): Promise<void>;
  /**
   * Writes only part of a document through its codec: with `merge`, the fields `data` names; with `mergeFields`, the
   * listed ones. Resolves once the backend confirmed it.
   */
  set<T, In>(ref: DocumentRef<T, In>, data: Partial<WithFieldValues<In>>, options: SetOptions): Promise<void>;
  /** Changes fields of an existing document, by dotted path; rejects with `firestore/not-found` when there is none. */
  update<T, In>(ref: DocumentRef<T, In>, data: UpdateData): Promise<void>;
  /** Deletes a document (deleting a missing one succeeds). */
  delete<T, In>(ref: DocumentRef<T, In>): Promise<void>;
  /** Adds a document with a new random id to `collection`, and resolves its reference. */
  add<T, In>(collection: CollectionRef<T, In>, data: WithFieldValues<In>): Promise<DocumentRef<T, In>>;
  /** The new document `collection` would get from {@link FirestorePort.add}, with a random id, not yet written. */
  newDoc<T, In>(collection: CollectionRef<T, In>): DocumentRef<T, In>;
  /** Runs a query (or reads a whole collection). */
  getDocs<T>(query: Query<T> | CollectionRef<T, unknown>): Promise<readonly FirestoreDoc<T>[]>;
  /**
   * Runs a query once and reports its result as a listener's first snapshot would (for a server render to send to
   * a browser), with, where the adapter can, the point a listener resumes from without reading it again.
   */
  getQuerySnapshot<T>(query: Query<T> | CollectionRef<T, unknown>): Promise<QueryRead<T>>;
  /** Counts, sums and averages a query's result on the backend, without reading the documents. */
  aggregate<T, S extends AggregateSpec>(
    query: Query<T> | CollectionRef<T, unknown>,
    spec: S,
  ): Promise<AggregateResult<S>>;
  /** Listens to a document: its state now, then every change, with `fromCache` and `hasPendingWrites`. */
  onDocument<T, In>(
    ref: DocumentRef<T, In>,
    listener: (snapshot: DocumentSnapshot<T>) => void,
    onError?: FirestoreErrorListener,
  ): Unsubscribe;
  /**
   * Listens to a query: its result now (every document `added`), then each change, with the document changes and
   * their old and new indexes. It is never called for a write that changes neither the result nor its metadata.
   */
  onQuery<T>(
    query: Query<T> | CollectionRef<T, unknown>,
    listener: (snapshot: QuerySnapshot<T>) => void,
    onError?: FirestoreErrorListener,
    options?: QueryListenOptions,
  ): Unsubscribe;
  /** A new batched write. */
  batch(): FirestoreBatch;
  /**
   * Runs `work` as a transaction: its reads see one consistent state, and if a document it read changes before it
   * commits, it runs again (up to `FIRESTORE_LIMITS.transactionAttempts` times, then `firestore/aborted`).
   */
  runTransaction<R>(work: (transaction: FirestoreTransaction) => Promise<R>): Promise<R>;
  /** Reconnects to the backend; writes made offline are sent. */
  online(): Promise<void>;
  /** Stops talking to the backend: reads come from the cache, writes wait (listeners see them at once). */
  offline(): Promise<void>;
  /**
   * Resolves once the backend has confirmed every write made through this port so far; offline, that is once it is
   * back online. When `options.signal` aborts first, rejects with `firestore/cancelled`, and the writes still go out.
   */
  waitForPendingWrites(options?: { readonly signal?: AbortSignal }): Promise<void>;
  /**
   * Deletes everything this client keeps on the device (the SDK's IndexedDB cache), e.g. after sign-out on a shared
   * computer. Listeners open at that moment end with `firestore/cancelled`; later calls start a fresh client. Rejects
   * with `firestore/failed-precondition`, and deletes nothing, while a write made through this port still waits for
   * the backend: wait for it with {@link FirestorePort.waitForPendingWrites} first.
   */
  clearLocalCache(): Promise<void>;
  /** Releases the adapter: listeners hear nothing more, and later calls reject with `firestore/disposed`. */
  dispose(): Promise<void>;
}
