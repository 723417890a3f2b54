import { firestoreErrors, type FirestoreError } from '../firestore.errors.js';
import type { RequiredIndex } from './index-match.js';

/** The single-field index's name in the backend's message, e.g. `COLLECTION_GROUP_ASC`. */
function singleFieldName(required: Extract<RequiredIndex, { section: 'fieldOverrides' }>): string {
  const index = required.entry.indexes.at(-1);
  const mode = index && 'order' in index ? (index.order === 'ASCENDING' ? 'ASC' : 'DESC') : 'CONTAINS';
  return `${index?.queryScope ?? 'COLLECTION'}_${mode}`;
}

/**
 * What the backend says of a query it refuses for a missing index, with the entry to add to `firestore.indexes.json`
 * where the backend gives a console link.
 */
export function missingIndexMessage(required: RequiredIndex): string {
  const { section, entry } = required;
  const what =
    section === 'indexes'
      ? 'The query requires an index.'
      : `The query requires a ${singleFieldName(required)} index for collection ${entry.collectionGroup} and field ${entry.fieldPath}.`;
  return `${what} Add this entry to "${section}" in firestore.indexes.json: ${JSON.stringify(entry)}`;
}

/**
 * `firestore/failed-precondition` as production raises it for a query that needs an index the definition lacks:
 * the SDK's words in `customData.originalMessage`, the entry to add in `customData.requiredIndex` (and the section
 * of `firestore.indexes.json` it goes in, `customData.indexSection`), every entry the query lacks in
 * `customData.requiredIndexes`.
 */
export function missingIndexError(required: readonly [RequiredIndex, ...RequiredIndex[]]): FirestoreError {
  const [first] = required;
  return firestoreErrors.create('firestore/failed-precondition', {
    customData: {
      originalCode: 'failed-precondition',
      originalMessage: missingIndexMessage(first),
      requiredIndex: first.entry,
      indexSection: first.section,
      requiredIndexes: required.map(({ entry }) => entry),
    },
  });
}
