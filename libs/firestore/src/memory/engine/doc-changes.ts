import type { OrderBy } from '../../model/query.js';
import { compareDocs } from './evaluate-query.js';
import type { StoredDoc } from './filter.js';
import { valuesIdentical } from './value-order.js';

/** One change of a query's result, with the indexes the SDK reports. */
export interface Change {
  readonly type: 'added' | 'modified' | 'removed';
  readonly doc: StoredDoc;
  readonly oldIndex: number;
  readonly newIndex: number;
}

const RANK = { removed: 0, added: 1, modified: 2 } as const;

/**
 * The changes from `before` to `after` (both in query order), as the SDK lists them: removals, then additions, then
 * modifications, each in query order, with indexes counted as if they were applied one after the other.
 */
export function docChanges(
  before: readonly StoredDoc[],
  after: readonly StoredDoc[],
  order: readonly OrderBy[],
): Change[] {
  const old = new Map(before.map((doc) => [doc.path, doc]));
  const now = new Map(after.map((doc) => [doc.path, doc]));
  const pending: { type: Change['type']; doc: StoredDoc }[] = [];
  for (const doc of before) if (!now.has(doc.path)) pending.push({ type: 'removed', doc });
  for (const doc of after) {
    const previous = old.get(doc.path);
    if (!previous) pending.push({ type: 'added', doc });
    else if (!valuesIdentical(previous.data, doc.data)) pending.push({ type: 'modified', doc });
  }
  const compare = compareDocs(order);
  pending.sort((a, b) => RANK[a.type] - RANK[b.type] || compare(a.doc, b.doc));

  const current = [...before];
  const indexOf = (path: string) => current.findIndex((doc) => doc.path === path);
  const insert = (doc: StoredDoc): number => {
    let index = current.findIndex((other) => compare(doc, other) < 0);
    if (index === -1) index = current.length;
    current.splice(index, 0, doc);
    return index;
  };
  return pending.map(({ type, doc }) => {
    if (type === 'added') return { type, doc, oldIndex: -1, newIndex: insert(doc) };
    const oldIndex = indexOf(doc.path);
    current.splice(oldIndex, 1);
    if (type === 'removed') return { type, doc: old.get(doc.path) ?? doc, oldIndex, newIndex: -1 };
    return { type, doc, oldIndex, newIndex: insert(doc) };
  });
}
