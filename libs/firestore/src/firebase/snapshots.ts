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
 * The snapshots of one SDK query (a listener's, or a single read's) as the port reports them: read through the codec's
 * converter, or, for snapshots that had none (a resumed listener's), through `read`. Each document is read once, when
 * it is added or changed: a snapshot's result is the previous one with its changes applied in order at their indexes,
 * as the SDK defines them, so a snapshot costs what changed, not its whole result, and a document that did not change
 * keeps its object. A result that does not come out at the snapshot's size is read whole instead.
 */
export function querySnapshotsOf<T, S = FirestoreDoc<T>>(
  read: (document: sdk.QueryDocumentSnapshot<S>) => FirestoreDoc<T> = (document) => document.data() as FirestoreDoc<T>,
): (snapshot: sdk.QuerySnapshot<S>) => QuerySnapshot<T> {
  let docs: readonly FirestoreDoc<T>[] = [];
  return (snapshot) => {
    const next = [...docs];
    const changes = snapshot.docChanges().map((change) => {
      const { type, oldIndex, newIndex } = change;
      const doc = type === 'removed' ? (next[oldIndex] ?? read(change.doc)) : read(change.doc);
      if (oldIndex >= 0) next.splice(oldIndex, 1);
      if (newIndex >= 0) next.splice(newIndex, 0, doc);
      return { type, doc, oldIndex, newIndex };
    });
    docs = next.length === snapshot.size ? next : snapshot.docs.map(read);
    return {
      docs,
      changes,
      fromCache: snapshot.metadata.fromCache,
      hasPendingWrites: snapshot.metadata.hasPendingWrites,
    };
  };
}

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
