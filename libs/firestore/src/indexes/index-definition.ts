import { firestoreErrors, type FirestoreError } from '../firestore.errors.js';

/** Where an index serves queries: one collection (`COLLECTION`) or every collection with its id (`COLLECTION_GROUP`). */
export type IndexQueryScope = 'COLLECTION' | 'COLLECTION_GROUP';

/** The direction of an ordered index field. */
export type IndexOrder = 'ASCENDING' | 'DESCENDING';

/** One field of a composite index: ordered, or holding an array for `array-contains(-any)`. */
export type IndexField =
  | { readonly fieldPath: string; readonly order: IndexOrder }
  | { readonly fieldPath: string; readonly arrayConfig: 'CONTAINS' };

/** A composite index, as an entry of `indexes` in `firestore.indexes.json`. */
export interface CompositeIndex {
  /** The collection id it indexes. */
  readonly collectionGroup: string;
  /** `COLLECTION` unless the file says otherwise. */
  readonly queryScope: IndexQueryScope;
  /** The indexed fields, in order; a last `__name__` field sets the document id's direction. */
  readonly fields: readonly IndexField[];
}

/** One single-field index a field override keeps on. */
export type SingleFieldIndex =
  | { readonly order: IndexOrder; readonly queryScope: IndexQueryScope }
  | { readonly arrayConfig: 'CONTAINS'; readonly queryScope: IndexQueryScope };

/**
 * A single-field index exemption, as an entry of `fieldOverrides`: the single-field indexes of one field (and of the
 * fields of a map under it), replacing the automatic ones; `[]` turns them all off.
 */
export interface FieldOverride {
  /** The collection id it applies to. */
  readonly collectionGroup: string;
  /** The field, dotted; `*` for every field of the collection group. */
  readonly fieldPath: string;
  /** The single-field indexes the field keeps. */
  readonly indexes: readonly SingleFieldIndex[];
}

/** The contents of a `firestore.indexes.json`, checked by {@link parseFirestoreIndexes}. */
export interface FirestoreIndexes {
  /** The composite indexes. */
  readonly indexes: readonly CompositeIndex[];
  /** The single-field index exemptions. */
  readonly fieldOverrides: readonly FieldOverride[];
}

type Json = Record<string, unknown>;

const invalid = (at: string, reason: string): FirestoreError =>
  firestoreErrors.create('firestore/invalid-indexes', { customData: { at, reason } });

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function list(value: unknown, at: string, optional = false): unknown[] {
  if (value === undefined && optional) return [];
  if (!Array.isArray(value)) throw invalid(at, 'must be a list');
  return value;
}

function text(value: unknown, at: string): string {
  if (typeof value !== 'string' || value === '') throw invalid(at, 'must be a non-empty string');
  return value;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], at: string): T {
  if (!allowed.includes(value as T)) throw invalid(at, `must be one of ${allowed.map((v) => `"${v}"`).join(', ')}`);
  return value as T;
}

const ORDERS = ['ASCENDING', 'DESCENDING'] as const;
const SCOPES = ['COLLECTION', 'COLLECTION_GROUP'] as const;

const scopeOf = (entry: Json, at: string): IndexQueryScope =>
  entry['queryScope'] === undefined ? 'COLLECTION' : oneOf(entry['queryScope'], SCOPES, `${at}.queryScope`);

function object(value: unknown, at: string): Json {
  if (!isObject(value)) throw invalid(at, 'must be an object');
  return value;
}

/** An ordered or array field, or `null` for a vector field, which no query of the port uses. */
function indexField(value: unknown, at: string): IndexField | null {
  const field = object(value, at);
  const fieldPath = text(field['fieldPath'], `${at}.fieldPath`);
  const modes = ['order', 'arrayConfig', 'vectorConfig'].filter((key) => field[key] !== undefined);
  if (modes.length !== 1) throw invalid(at, 'needs exactly one of "order", "arrayConfig" or "vectorConfig"');
  if (field['order'] !== undefined) return { fieldPath, order: oneOf(field['order'], ORDERS, `${at}.order`) };
  if (field['arrayConfig'] !== undefined) {
    return { fieldPath, arrayConfig: oneOf(field['arrayConfig'], ['CONTAINS'], `${at}.arrayConfig`) };
  }
  object(field['vectorConfig'], `${at}.vectorConfig`);
  return null;
}

function compositeIndex(value: unknown, at: string): CompositeIndex | null {
  const entry = object(value, at);
  const fields = list(entry['fields'], `${at}.fields`).map((field, i) => indexField(field, `${at}.fields[${i}]`));
  if (fields.length === 0) throw invalid(`${at}.fields`, 'needs at least one field');
  const collectionGroup = text(entry['collectionGroup'], `${at}.collectionGroup`);
  const queryScope = scopeOf(entry, at);
  if (fields.includes(null)) return null;
  return { collectionGroup, queryScope, fields: fields as IndexField[] };
}

function singleFieldIndex(value: unknown, at: string): SingleFieldIndex {
  const entry = object(value, at);
  const queryScope = scopeOf(entry, at);
  if ((entry['order'] === undefined) === (entry['arrayConfig'] === undefined)) {
    throw invalid(at, 'needs exactly one of "order" or "arrayConfig"');
  }
  return entry['order'] !== undefined
    ? { order: oneOf(entry['order'], ORDERS, `${at}.order`), queryScope }
    : { arrayConfig: oneOf(entry['arrayConfig'], ['CONTAINS'], `${at}.arrayConfig`), queryScope };
}

function fieldOverride(value: unknown, at: string): FieldOverride {
  const entry = object(value, at);
  return {
    collectionGroup: text(entry['collectionGroup'], `${at}.collectionGroup`),
    fieldPath: text(entry['fieldPath'], `${at}.fieldPath`),
    indexes: list(entry['indexes'], `${at}.indexes`).map((index, i) => singleFieldIndex(index, `${at}.indexes[${i}]`)),
  };
}

/**
 * Checks the contents of a `firestore.indexes.json` (parsed JSON, or its text) and returns its `indexes` and
 * `fieldOverrides`. Vector indexes are left out: no query of the port uses them. Throws `firestore/invalid-indexes`
 * with `customData.at` (where, e.g. `indexes[2].fields[0].order`) and `customData.reason` on anything else.
 */
export function parseFirestoreIndexes(contents: unknown): FirestoreIndexes {
  let json = contents;
  if (typeof contents === 'string') {
    try {
      json = JSON.parse(contents);
    } catch (error) {
      throw invalid('(file)', `is not JSON: ${(error as Error).message}`);
    }
  }
  const root = object(json, '(file)');
  const indexes = list(root['indexes'], 'indexes')
    .map((entry, i) => compositeIndex(entry, `indexes[${i}]`))
    .filter((entry) => entry !== null);
  const fieldOverrides = list(root['fieldOverrides'], 'fieldOverrides', true).map((entry, i) =>
    fieldOverride(entry, `fieldOverrides[${i}]`),
  );
  return { indexes, fieldOverrides };
}
