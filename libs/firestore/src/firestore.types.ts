import type { DocumentRef } from './model/refs.js';
import type { GeoPoint } from './model/geo-point.js';
import type { Timestamp } from './model/timestamp.js';
import type { VectorValue } from './model/vector.js';

/**
 * A value Firestore stores, as the port reads and writes it: a timestamp is a {@link Timestamp} (a `Date` is
 * accepted on input and read back as a `Timestamp`), bytes are a `Uint8Array`, a reference is a
 * {@link DocumentRef}, an embedding is a {@link VectorValue}. `undefined` is not a value (see
 * `ignoreUndefinedProperties`).
 */
export type FirestoreValue =
  | null
  | boolean
  | number
  | string
  | Timestamp
  | Date
  | Uint8Array
  | GeoPoint
  | DocumentRef<unknown>
  | VectorValue
  | readonly FirestoreValue[]
  | { readonly [field: string]: FirestoreValue };

/** A document's fields as they are stored. */
export interface DocumentData {
  /** A field's value, by field name. */
  readonly [field: string]: FirestoreValue;
}

/** A document read through its collection's codec: plain typed data with its id and path. */
export interface FirestoreDoc<T> {
  /** The document's id, the last segment of its path. */
  readonly id: string;
  /** The document's full path, e.g. `users/ada/notes/n1`. */
  readonly path: string;
  /** The fields, decoded by the collection's codec. */
  readonly data: T;
}

/** Where a snapshot came from. */
export interface SnapshotMetadata {
  /** The data came from the local cache rather than from the backend (offline, or not yet answered). */
  readonly fromCache: boolean;
  /** Local writes not yet confirmed by the backend are part of it (latency compensation). */
  readonly hasPendingWrites: boolean;
}

/** What a document listener hears: the document, or `null` when it does not exist. */
export interface DocumentSnapshot<T> extends SnapshotMetadata {
  /** The document, or `null` when there is none at that path. */
  readonly doc: FirestoreDoc<T> | null;
}

/** How one document's place in a query's result changed since the previous snapshot. */
export interface DocumentChange<T> {
  /** `added` to the result, `modified` in place (or moved), or `removed` from it. */
  readonly type: 'added' | 'modified' | 'removed';
  /** The document (as it was, for `removed`). */
  readonly doc: FirestoreDoc<T>;
  /** Its index in the previous result, `-1` when `added`. */
  readonly oldIndex: number;
  /** Its index in the new result, `-1` when `removed`. */
  readonly newIndex: number;
}

/** A query's result: the documents in order, and what changed since the previous one. */
export interface QuerySnapshot<T> extends SnapshotMetadata {
  /** The documents, in the query's order. */
  readonly docs: readonly FirestoreDoc<T>[];
  /** The changes since the previous snapshot; every document is `added` in the first one. */
  readonly changes: readonly DocumentChange<T>[];
}

/** How `set` treats the fields it does not name. */
export interface SetOptions {
  /** Keep every field the data does not name (deep merge of maps). */
  readonly merge?: boolean;
  /** Write only these field paths (dotted); the others are kept. */
  readonly mergeFields?: readonly string[];
}

/** One aggregate of a query. */
export type AggregateField =
  | { readonly kind: 'count' }
  | { readonly kind: 'sum'; readonly field: string }
  | { readonly kind: 'average'; readonly field: string };

/** The aggregates to compute, by the name the result gives them. */
export type AggregateSpec = Readonly<Record<string, AggregateField>>;

/** An aggregate's result: counts and sums are numbers, an average is `null` over no numeric value. */
export type AggregateResult<S extends AggregateSpec> = {
  readonly [K in keyof S]: S[K] extends { readonly kind: 'average' } ? number | null : number;
};

/** What `FirestorePort.getQuerySnapshot` reads. */
export interface QueryRead<T> {
  /** The result, as a listener's first snapshot reports it: every document `added`. */
  readonly snapshot: QuerySnapshot<T>;
  /**
   * Where a listener can resume from without reading the documents again (a Firestore bundle), when the adapter
   * can make one: the Firebase adapter under Node, for a result with no pending writes.
   */
  readonly resumeFrom?: string;
}

/** Options for `FirestorePort.onQuery`. */
export interface QueryListenOptions {
  /**
   * A `resumeFrom` of the same query (see {@link QueryRead}): the Firebase adapter listens from it, so the backend sends
   * only what changed since, and the first snapshot comes from it; the memory adapter has nothing to save and ignores it.
   */
  readonly resumeFrom?: string;
}

export type { Unsubscribe } from '@platform/core';
