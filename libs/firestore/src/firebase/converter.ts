import {
  doc,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { FirestoreDoc } from '../firestore.types.js';
import { makeDoc } from '../internal/doc-raw.js';
import { decode, type Codec } from '../model/codec.js';
import type { DocumentRef } from '../model/refs.js';
import { dataFromSdk } from './from-sdk.js';

/**
 * The SDK converter of a codec, for reads: documents become the port's plain documents, decoded by the codec, so a
 * document that fails it is a typed `firestore/invalid-document`. Writes never go through it: they are checked by the
 * port and given to the SDK on references without a converter.
 */
export function converterFor<T>(codec: Codec<T, unknown>): FirestoreDataConverter<FirestoreDoc<T>, DocumentData> {
  return {
    toFirestore: (data: unknown) => data as DocumentData,
    fromFirestore(snapshot: QueryDocumentSnapshot) {
      const raw = dataFromSdk(snapshot.data({ serverTimestamps: 'estimate' }));
      return makeDoc(snapshot.ref.path, decode(codec, raw, snapshot.ref.path), raw);
    },
  };
}

/** The SDK reference of a port reference, reading through its codec. */
export const docRefOf = <T>(db: Firestore, ref: DocumentRef<T, unknown>): DocumentReference<FirestoreDoc<T>> =>
  doc(db, ref.path).withConverter(converterFor(ref.codec));
