import { callListener } from '@platform/core';
import {
  onSnapshot,
  onSnapshotResume,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot as SdkQuerySnapshot,
} from 'firebase/firestore';
import { toFirestoreError } from '../firestore.errors.js';
import type { FirestoreErrorListener, FirestorePort } from '../firestore.port.js';
import type {
  DocumentSnapshot,
  FirestoreDoc,
  QueryListenOptions,
  QuerySnapshot,
  Unsubscribe,
} from '../firestore.types.js';
import { asQuery } from '../internal/as-query.js';
import { cacheClearedError } from '../internal/pending-writes.js';
import type { Query } from '../model/query.js';
import type { CollectionRef, DocumentRef } from '../model/refs.js';
import { converterFor, docRefOf } from './converter.js';
import type { FirestoreImplementation } from './firebase-firestore.js';
import { queryOf } from './sdk-query.js';
import { documentSnapshotOf, querySnapshotsOf } from './snapshots.js';

/** Live documents and queries; its `dispose()` closes every listener before the SDK instance is terminated. */
export function createListeners({
  open,
  isDisposed,
  onCleared,
}: FirestoreImplementation): Pick<FirestorePort, 'onDocument' | 'onQuery'> & { dispose(): Promise<void> } {
  /** Each open listener's removal, with the way it fails. */
  const listening = new Map<Unsubscribe, (error: unknown) => void>();
  onCleared(() => {
    for (const fail of [...listening.values()]) fail(cacheClearedError());
  });

  /**
   * Listens once the instance is open; a listener removed before that never attaches. A snapshot `map` cannot read
   * (a document the codec refuses) closes the listener and reaches `onError`, as an SDK error does.
   */
  const listen = <S, V>(
    attach: (db: Firestore, next: (snapshot: S) => void, fail: (error: unknown) => void) => Unsubscribe,
    map: (snapshot: S) => V,
    listener: (value: V) => void,
    onError: FirestoreErrorListener = () => undefined,
  ): Unsubscribe => {
    if (isDisposed()) return () => undefined;
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
    listening.set(stop, fail);
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

  return {
    onDocument: <T>(
      ref: DocumentRef<T, unknown>,
      listener: (snapshot: DocumentSnapshot<T>) => void,
      onError?: FirestoreErrorListener,
    ) =>
      listen(
        (db, next, fail) => onSnapshot(docRefOf(db, ref), { includeMetadataChanges: true }, next, fail),
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
        const converter = converterFor(query.codec);
        const read = (document: QueryDocumentSnapshot): FirestoreDoc<T> => converter.fromFirestore(document);
        return listen<SdkQuerySnapshot, QuerySnapshot<T>>(
          (db, next, fail) => onSnapshotResume(db, bundle, { includeMetadataChanges: true }, next, fail),
          querySnapshotsOf(read),
          listener,
          onError,
        );
      }
      return listen(
        (db, next, fail) => onSnapshot(queryOf(db, query), { includeMetadataChanges: true }, next, fail),
        querySnapshotsOf<T>(),
        listener,
        onError,
      );
    },
    async dispose() {
      for (const stop of [...listening.keys()]) stop();
    },
  };
}
