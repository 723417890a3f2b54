import type { DocumentData } from '../firestore.types.js';
import { checkId, pathSegments } from '../internal/paths.js';
import { documentData, type Codec } from './codec.js';
import { CollectionRef } from './collection-ref.js';
import { DocumentRef } from './document-ref.js';

export { CollectionRef, DocumentRef };

/**
 * Declares the collection at `path` (an odd number of segments) with the codec of its documents; without one, its
 * documents are plain {@link DocumentData}. Throws `firestore/invalid-path` naming the problem.
 */
export function collection<T = DocumentData, In = T>(path: string, codec?: Codec<T, In>): CollectionRef<T, In> {
  pathSegments(path, 'collection');
  return new CollectionRef(path, codec ?? (documentData as unknown as Codec<T, In>));
}

/** The document `id` of `parent`. Throws `firestore/invalid-path` when `id` is not a single valid segment. */
export function doc<T, In>(parent: CollectionRef<T, In>, id: string): DocumentRef<T, In> {
  checkId(id, 'a document id');
  return new DocumentRef(`${parent.path}/${id}`, parent.codec);
}

/** The document at a full `path` (an even number of segments), read through `codec`. */
export function docAt<T = DocumentData, In = T>(path: string, codec?: Codec<T, In>): DocumentRef<T, In> {
  pathSegments(path, 'document');
  return new DocumentRef(path, codec ?? (documentData as unknown as Codec<T, In>));
}
