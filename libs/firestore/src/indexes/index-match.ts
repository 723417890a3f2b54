import { segmentsOf } from '../internal/field-paths.js';
import type { OrderBy } from '../model/query.js';
import type {
  CompositeIndex,
  FieldOverride,
  FirestoreIndexes,
  IndexField,
  IndexOrder,
  SingleFieldIndex,
} from './index-definition.js';
import type { IndexShape } from './index-shape.js';

/** An entry to add to `firestore.indexes.json`: a composite index, or a single-field index exemption. */
export type RequiredIndex =
  | { readonly section: 'indexes'; readonly entry: CompositeIndex }
  | { readonly section: 'fieldOverrides'; readonly entry: FieldOverride };

const KEY = '__name__';
const ORDER: Record<OrderBy['direction'], IndexOrder> = { asc: 'ASCENDING', desc: 'DESCENDING' };

/** The single-field indexes Firestore keeps for a field it has no exemption for. */
const AUTOMATIC: readonly SingleFieldIndex[] = [
  { order: 'ASCENDING', queryScope: 'COLLECTION' },
  { order: 'DESCENDING', queryScope: 'COLLECTION' },
  { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
];

/** The exemption that applies to a field: its own, else its nearest map's, else the collection group's `*`. */
function overrideFor(indexes: FirestoreIndexes, collectionGroup: string, fieldPath: string): FieldOverride | undefined {
  const segments = segmentsOf(fieldPath);
  const own = indexes.fieldOverrides.filter((entry) => entry.collectionGroup === collectionGroup);
  let nearest: FieldOverride | undefined;
  for (const entry of own) {
    if (entry.fieldPath === '*') continue;
    const path = segmentsOf(entry.fieldPath);
    const encloses = path.length <= segments.length && path.every((segment, i) => segment === segments[i]);
    if (encloses && path.length > (nearest ? segmentsOf(nearest.fieldPath).length : 0)) nearest = entry;
  }
  return nearest ?? own.find((entry) => entry.fieldPath === '*');
}

/** The single-field indexes a field has, automatic or as its exemption says. */
const singleFieldIndexes = (indexes: FirestoreIndexes, collectionGroup: string, fieldPath: string) =>
  overrideFor(indexes, collectionGroup, fieldPath)?.indexes ?? AUTOMATIC;

const sameSingle = (a: SingleFieldIndex, b: SingleFieldIndex): boolean =>
  a.queryScope === b.queryScope && ('order' in a ? 'order' in b && a.order === b.order : 'arrayConfig' in b);

/** One index as the matcher sees it: leading fields, then the order they are scanned in, then the document id. */
interface Candidate {
  readonly fields: readonly IndexField[];
  readonly keyDirection: 'asc' | 'desc';
}

function candidate(fields: readonly IndexField[]): Candidate {
  const last = fields.at(-1);
  if (last?.fieldPath === KEY && 'order' in last) {
    return { fields: fields.slice(0, -1), keyDirection: last.order === 'DESCENDING' ? 'desc' : 'asc' };
  }
  return { fields, keyDirection: last && 'order' in last && last.order === 'DESCENDING' ? 'desc' : 'asc' };
}

/**
 * The fields of the shape's exact part that an index covers, or `null` when it cannot serve the shape: its last
 * fields are the shape's order, directions included, and every field before them is one the shape matches exactly
 * (in either direction) or its array field (as `CONTAINS`).
 */
function covered(shape: IndexShape, index: Candidate): string[] | null {
  const split = index.fields.length - shape.order.length;
  if (split < 0) return null;
  const scanned = index.fields.slice(split);
  const ordered = scanned.every((field, i) => {
    const wanted = shape.order[i] as OrderBy;
    return field.fieldPath === wanted.field && 'order' in field && field.order === ORDER[wanted.direction];
  });
  if (!ordered || (shape.order.length > 0 && index.keyDirection !== shape.keyDirection)) return null;
  const leading = index.fields.slice(0, split);
  const exact = leading.every((field) =>
    'order' in field ? shape.equalities.includes(field.fieldPath) : field.fieldPath === shape.arrayField,
  );
  return exact ? leading.map((field) => field.fieldPath) : null;
}

/** Whether one single-field index serves the shape: an array filter alone, or one field to scan in its key's direction. */
function singleFieldShape({ equalities, arrayField, order, keyDirection }: IndexShape): boolean {
  if (arrayField !== undefined) return equalities.length === 0 && order.length === 0;
  return equalities.length === 0 && order.length === 1 && order[0]?.direction === keyDirection;
}

/** The single-field index a single-field shape reads, in the scope of its query. */
function singleFieldNeeds({
  arrayField,
  order,
  queryScope,
}: IndexShape): { fieldPath: string; index: SingleFieldIndex }[] {
  if (arrayField !== undefined) return [{ fieldPath: arrayField, index: { arrayConfig: 'CONTAINS', queryScope } }];
  const [scanned] = order as [OrderBy];
  return [{ fieldPath: scanned.field, index: { order: ORDER[scanned.direction], queryScope } }];
}

const hasSingle = (indexes: FirestoreIndexes, shape: IndexShape, fieldPath: string, index: SingleFieldIndex) =>
  singleFieldIndexes(indexes, shape.collectionGroup, fieldPath).some((kept) =>
    'order' in index && shape.order.length === 0
      ? kept.queryScope === index.queryScope && 'order' in kept
      : sameSingle(kept, index),
  );

/** The composite index that serves the shape alone: exact fields first, then its array field, then its order. */
function compositeFor(shape: IndexShape): CompositeIndex {
  const fields: IndexField[] = [
    ...shape.equalities.map((fieldPath): IndexField => ({ fieldPath, order: 'ASCENDING' })),
    ...(shape.arrayField === undefined ? [] : [{ fieldPath: shape.arrayField, arrayConfig: 'CONTAINS' } as const]),
    ...shape.order.map((entry): IndexField => ({ fieldPath: entry.field, order: ORDER[entry.direction] })),
  ];
  if (candidate(fields).keyDirection !== shape.keyDirection) {
    fields.push({ fieldPath: KEY, order: ORDER[shape.keyDirection] });
  }
  return { collectionGroup: shape.collectionGroup, queryScope: shape.queryScope, fields };
}

/**
 * What `firestore.indexes.json` lacks for the shape, as production decides it: nothing when single-field indexes
 * (merged, for several exact matches) or the composite indexes of its collection and scope serve it; else the
 * single-field exemptions to add (a collection group has no automatic single-field index) or the composite index.
 */
export function missingIndexes(shape: IndexShape, indexes: FirestoreIndexes): RequiredIndex[] {
  const { equalities, arrayField, order, queryScope } = shape;
  if (equalities.length === 0 && arrayField === undefined && order.length === 0) return [];
  const fromComposites = indexes.indexes
    .filter((index) => index.collectionGroup === shape.collectionGroup && index.queryScope === queryScope)
    .map((index) => covered(shape, candidate(index.fields)))
    .filter((fields) => fields !== null);
  const coveredFields = new Set(fromComposites.flat());
  const exempt = (needs: readonly { fieldPath: string; index: SingleFieldIndex }[]): RequiredIndex[] =>
    needs
      .filter(({ fieldPath, index }) => !hasSingle(indexes, shape, fieldPath, index))
      .map(({ fieldPath, index }) => ({
        section: 'fieldOverrides',
        entry: exemption(indexes, shape, fieldPath, index),
      }));
  // Exact matches alone: single-field indexes merge with each other and with composites that end the same way.
  if (arrayField === undefined && order.length === 0) {
    const rest = equalities.filter((field) => !coveredFields.has(field));
    return exempt(rest.map((fieldPath) => ({ fieldPath, index: { order: 'ASCENDING', queryScope } })));
  }
  const wanted = [...equalities, ...(arrayField === undefined ? [] : [arrayField])];
  if (fromComposites.length > 0 && wanted.every((field) => coveredFields.has(field))) return [];
  if (singleFieldShape(shape)) return exempt(singleFieldNeeds(shape));
  return [{ section: 'indexes', entry: compositeFor(shape) }];
}

/** The field's exemption with one more single-field index: the indexes it keeps now (the automatic ones if none). */
function exemption(
  indexes: FirestoreIndexes,
  shape: IndexShape,
  fieldPath: string,
  index: SingleFieldIndex,
): FieldOverride {
  const own = indexes.fieldOverrides.find(
    (entry) => entry.collectionGroup === shape.collectionGroup && entry.fieldPath === fieldPath,
  );
  const kept = own?.indexes ?? singleFieldIndexes(indexes, shape.collectionGroup, fieldPath);
  return { collectionGroup: shape.collectionGroup, fieldPath, indexes: [...kept, index] };
}
