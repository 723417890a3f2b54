import type { FirestorePort } from '../../firestore.port.js';
import type { DocumentData, FirestoreDoc } from '../../firestore.types.js';
import { collectionGroup, query, type Query } from '../../model/query.js';
import { collection, docAt } from '../../model/refs.js';
import { realize, type QuerySpec } from './arbitraries.js';

let places = 0;
const run = Date.now().toString(36);

/**
 * A fresh place for one case, a collection or a collection group spread over two parents, and how a generated
 * query becomes real on a port there: `undefined` when the SDK (and so the port) refuses to build it, or when a
 * cursor document does not exist on that port.
 */
export function place(group: boolean) {
  places += 1;
  const id = `g${run}${String(places)}`;
  const parent = (index: number) => `p${id}/${String(index % 2)}`;
  const pathOf = (docId: string, index: number) => (group ? `${parent(index)}/${id}/${docId}` : `${id}/${docId}`);
  const source = group ? collectionGroup(id) : collection(id);
  const build = async (
    port: FirestorePort,
    spec: QuerySpec,
    indexOf: (docId: string) => number,
  ): Promise<Query<DocumentData> | undefined> => {
    const docs = new Map<string, FirestoreDoc<unknown>>();
    for (const cursor of [spec.start?.[1], spec.end?.[1]]) {
      if (cursor?.kind !== 'doc') continue;
      // An offline SDK refuses to read a document its cache does not hold: that is a missing document too.
      const doc = await port.get(docAt(pathOf(cursor.id, indexOf(cursor.id)))).catch(() => null);
      if (doc) docs.set(cursor.id, doc);
    }
    const constraints = realize(spec, {
      idOperand: (docId) => (group ? pathOf(docId, indexOf(docId)) : docId),
      docOf: (docId) => docs.get(docId),
    });
    if (!constraints) return undefined;
    try {
      return query(source, ...constraints);
    } catch {
      return undefined;
    }
  };
  return { pathOf, build };
}
