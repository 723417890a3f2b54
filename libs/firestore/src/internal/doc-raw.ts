import type { DocumentData, FirestoreDoc } from '../firestore.types.js';

const stored = new WeakMap<object, DocumentData>();

/** Builds a document for the port, remembering its stored fields so it can serve as a query cursor. */
export function makeDoc<T>(path: string, data: T, raw: DocumentData): FirestoreDoc<T> {
  const doc = Object.freeze({ id: path.slice(path.lastIndexOf('/') + 1), path, data });
  stored.set(doc, raw);
  return doc;
}

/** The stored fields of a document an adapter returned, or `undefined` for any other object. */
export const rawOf = (doc: object): DocumentData | undefined => stored.get(doc);
