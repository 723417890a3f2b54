import type * as sdk from 'firebase/firestore';
import type { DocumentSnapshot, FirestoreDoc, QuerySnapshot } from '../firestore.types.js';
import type { Query } from '../model/query.js';

/** A document snapshot of the SDK (read through the codec's converter) as the port reports it. */
export const documentSnapshotOf = <T>(snapshot: sdk.DocumentSnapshot<FirestoreDoc<T>>): DocumentSnapshot<T> => ({
  doc: snapshot.exists() ? snapshot.data() : null,
  fromCache: snapshot.metadata.fromCache,
  hasPendingWrites: snapshot.metadata.hasPendingWrites,
});

/**
 * A query snapshot of the SDK as the port reports it: read through the codec's converter, or, for a snapshot that
 * had none (a resumed listener's), through `read`.
 */
export const querySnapshotOf = <T, S = FirestoreDoc<T>>(
  snapshot: sdk.QuerySnapshot<S>,
  read: (document: sdk.QueryDocumentSnapshot<S>) => FirestoreDoc<T> = (document) => document.data() as FirestoreDoc<T>,
): QuerySnapshot<T> => ({
  docs: snapshot.docs.map(read),
  changes: snapshot.docChanges().map((change) => ({
    type: change.type,
    doc: read(change.doc),
    oldIndex: change.oldIndex,
    newIndex: change.newIndex,
  })),
  fromCache: snapshot.metadata.fromCache,
  hasPendingWrites: snapshot.metadata.hasPendingWrites,
});

/**
 * The snapshot as a Firestore bundle a listener resumes from (`onSnapshotResume`), as text; `undefined` where the
 * SDK cannot make one (its browser build, or a result with pending writes).
 */
export function bundleOf(snapshot: sdk.QuerySnapshot<unknown>, query: Query<unknown>): string | undefined {
  let json: { bundle?: unknown };
  try {
    json = snapshot.toJSON() as { bundle?: unknown };
  } catch {
    return undefined;
  }
  if (typeof json.bundle !== 'string') return undefined;
  const parent = query.source.kind === 'collection' ? query.source.path.split('/').slice(0, -1).join('/') : '';
  return JSON.stringify({ ...json, bundle: parent ? withQueryParent(json.bundle, parent) : json.bundle });
}

/**
 * The bundle with its named query under `parent` (a document path). The SDK (firestore 4.17) writes every named
 * query of `toJSON()` under the database root, so a resumed listener on a subcollection would read the root
 * collection of that name: nothing, or another collection's documents.
 */
function withQueryParent(bundle: string, parent: string): string {
  const encoder = new TextEncoder();
  const bytes = encoder.encode(bundle);
  const decoder = new TextDecoder();
  const elements: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    let digits = '';
    while (at < bytes.length && bytes[at] !== 0x7b) digits += String.fromCharCode(bytes[at++] ?? 0);
    const length = Number(digits);
    const element = JSON.parse(decoder.decode(bytes.subarray(at, at + length))) as {
      namedQuery?: { bundledQuery?: { parent?: string } };
    };
    at += length;
    const query = element.namedQuery?.bundledQuery;
    if (query?.parent?.endsWith('/documents')) query.parent = `${query.parent}/${parent}`;
    elements.push(JSON.stringify(element));
  }
  return elements.map((text) => `${String(encoder.encode(text).length)}${text}`).join('');
}
