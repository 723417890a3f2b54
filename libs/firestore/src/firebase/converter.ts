import * as sdk from 'firebase/firestore';
import type { FirestoreDoc } from '../firestore.types.js';
import { makeDoc } from '../internal/doc-raw.js';
import { decode, type Codec } from '../model/codec.js';
import { dataFromSdk, toSdk } from './sdk-values.js';

/**
 * The SDK converter of a codec: writes (already checked by the port) become SDK values; reads become the port's
 * plain documents, decoded by the codec, so a document that fails it is a typed `firestore/invalid-document`.
 */
export function converterFor<T>(
  codec: Codec<T, unknown>,
  db: sdk.Firestore,
): sdk.FirestoreDataConverter<FirestoreDoc<T>, sdk.DocumentData> {
  return {
    toFirestore: (data: unknown) => toSdk(data, db) as sdk.DocumentData,
    fromFirestore(snapshot: sdk.QueryDocumentSnapshot) {
      const raw = dataFromSdk(snapshot.data({ serverTimestamps: 'estimate' }));
      return makeDoc(snapshot.ref.path, decode(codec, raw, snapshot.ref.path), raw);
    },
  };
}
