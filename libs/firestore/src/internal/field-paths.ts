import { badInput } from '../firestore.errors.js';

/** The field path that stands for a document's id (its full path), in `orderBy`, `where` and cursors. */
export const DOCUMENT_ID = '__name__';

/**
 * The segments of a dotted field path such as `address.city`, or `firestore/invalid-query` (or `code`) naming the
 * problem: an empty segment, or one of the characters ~ * / [ ] that Firestore refuses.
 */
export function fieldSegments(
  field: string,
  code: 'firestore/invalid-query' | 'firestore/invalid-data' = 'firestore/invalid-query',
): string[] {
  if (field === DOCUMENT_ID) return [field];
  const segments = field.split('.');
  if (segments.some((segment) => segment === '')) {
    throw badInput(code, `the field path "${field}" has an empty segment`, { field });
  }
  if (/[~*/[\]]/.test(field)) {
    throw badInput(code, `the field path "${field}" holds one of ~ * / [ ]`, { field });
  }
  return segments;
}
