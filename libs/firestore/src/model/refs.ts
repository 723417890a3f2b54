import { checkId, pathSegments } from '../internal/paths.js';
import { documentData, type Codec } from './codec.js';
import { CollectionRef, DocumentRef } from './ref-classes.js';

export { CollectionRef, DocumentRef };

/**
 * Declares the collection at `path` (an odd number of segments) with the codec of its documents; without one, its
 * documents are plain {@link DocumentData}. Throws `firestore/invalid-path` naming the problem.
 */
export function collection<T = import('../firestore.types.js').DocumentData>(
  path: string,
  codec?: Codec<T>,
): CollectionRef<T> {
  pathSegments(path, 'collection');
  return new CollectionRef(path, codec ?? (documentData as unknown as Codec<T>));
}

/** The document `id` of `parent`. Throws `firestore/invalid-path` when `id` is not a single valid segment. */
export function doc<T>(parent: CollectionRef<T>, id: string): DocumentRef<T> {
  checkId(id, 'a document id');
  return new DocumentRef(`${parent.path}/${id}`, parent.codec);
}

/** The document at a full `path` (an even number of segments), read through `codec`. */
export function docAt<T = import('../firestore.types.js').DocumentData>(path: string, codec?: Codec<T>): DocumentRef<T> {
  pathSegments(path, 'document');
  return new DocumentRef(path, codec ?? (documentData as unknown as Codec<T>));
}
