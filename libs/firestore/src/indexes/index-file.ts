import type { RequiredIndex } from './index-match.js';
import { parseFirestoreIndexes } from './index-definition.js';

type Json = Record<string, unknown>;

const sameField = (a: unknown, b: { collectionGroup: string; fieldPath: string }) =>
  (a as Json)['collectionGroup'] === b.collectionGroup && (a as Json)['fieldPath'] === b.fieldPath;

/**
 * The contents of a `firestore.indexes.json` with the entries added, as `npm run firestore:indexes -- --write`
 * writes them: a composite index is appended to `indexes` unless the file has it already, and an exemption replaces
 * the field's own (it lists every single-field index the field keeps) or is appended to `fieldOverrides`. Everything
 * else in the file is kept as it is. Throws `firestore/invalid-indexes` for a malformed file.
 */
export function addIndexes(contents: unknown, required: readonly RequiredIndex[]): Json {
  parseFirestoreIndexes(contents);
  const file = (typeof contents === 'string' ? JSON.parse(contents) : contents) as Json;
  const indexes = [...(file['indexes'] as unknown[])];
  let fieldOverrides = [...((file['fieldOverrides'] as unknown[] | undefined) ?? [])];
  for (const { section, entry } of required) {
    if (section === 'indexes') {
      const known = parseFirestoreIndexes({ indexes }).indexes.map((index) => JSON.stringify(index));
      if (!known.includes(JSON.stringify(entry))) indexes.push(entry);
    } else {
      const own = fieldOverrides.some((override) => sameField(override, entry));
      fieldOverrides = own
        ? fieldOverrides.map((override) => (sameField(override, entry) ? entry : override))
        : [...fieldOverrides, entry];
    }
  }
  return { ...file, indexes, fieldOverrides };
}
