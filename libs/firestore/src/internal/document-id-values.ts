import { badInput } from '../firestore.errors.js';
import type { FirestoreValue } from '../firestore.types.js';
import type { QuerySource } from '../model/query.js';
import { DocumentRef } from '../model/refs.js';
import { documentData } from '../model/codec.js';

const refuse = (reason: string): never => {
  throw badInput('firestore/invalid-query', reason);
};

/**
 * The document a `documentId()` value names, as the SDK resolves it: in a collection query a plain id, in a
 * collection-group query a full document path; a {@link DocumentRef} as it is. `what` names the caller in the
 * reason, e.g. `where()` or `startAt()`.
 */
export function documentIdValue(
  source: QuerySource,
  value: FirestoreValue,
  what: string,
  refs: boolean,
): DocumentRef<unknown> {
  if (value instanceof DocumentRef && refs) return value;
  if (typeof value !== 'string') {
    return refuse(
      refs
        ? `${what} by documentId() needs a document id string or a DocumentRef, not ${describe(value)}`
        : `${what} under documentId() order needs a document id string, not ${describe(value)}`,
    );
  }
  if (value === '') return refuse(`${what} by documentId() needs a document id, not an empty string`);
  if (source.kind === 'collection' && value.includes('/')) {
    return refuse(`${what} by documentId() in a collection takes a plain document id, and "${value}" holds a "/"`);
  }
  if (value.includes('//')) return refuse(`${what} by documentId(): "${value}" has an empty path segment`);
  const segments = value.split('/').filter((segment) => segment !== '');
  const path = source.kind === 'collection' ? [...source.path.split('/'), ...segments] : segments;
  if (path.length % 2 !== 0) {
    return refuse(
      `${what} by documentId() in a collection group needs a full document path, and "${value}" has an odd number of segments`,
    );
  }
  return new DocumentRef(path.join('/'), documentData);
}

function describe(value: FirestoreValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return `a ${value.constructor.name}`;
  return `a ${typeof value}`;
}
