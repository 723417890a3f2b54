import fc from 'fast-check';
import type { DocumentData, FirestoreValue } from '../../firestore.types.js';
import { FieldPath } from '../../model/field-path.js';
import { GeoPoint } from '../../model/geo-point.js';
import {
  and,
  documentId,
  endAt,
  endBefore,
  limit,
  limitToLast,
  or,
  orderBy,
  startAfter,
  startAt,
  where,
} from '../../model/query.js';
import type { QueryConstraint, WhereOp } from '../../model/query.js';
import { docAt } from '../../model/refs.js';
import { Timestamp } from '../../model/timestamp.js';
import { vector } from '../../model/vector.js';

/**
 * Generators for the differential tests: documents of mixed types (vectors, microsecond timestamps, references,
 * -0, NaN, arrays holding null or NaN) with missing fields, nested maps and arrays, a field whose name holds a dot,
 * and queries the SDK builds: several inequality fields, `documentId()` filters and orderings (descending ones among
 * them, with cursors), cursors by value or by document. For the server (`forServer: true`), operands include null,
 * NaN and timestamps finer than a microsecond, in every operator, list and cursor. Against the SDK's offline engine,
 * what it answers differently from the backend is left out (see the library README): null, NaN and sub-microsecond
 * timestamps as operands (but for `==` and `!=`), zero in a list or `array-contains`, and NaN under a range filter
 * (NaN lives only in field `n`, which no range filter reads there).
 */

const strings = fc.constantFrom('', 'a', 'ab', 'b', 'B', 'é', 'z', '\u{ff5a}', '\u{e000}', '\u{1f600}');
const numbers = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom(0.5, -1.5, 2.25, 1e9, -0));
const dates = fc.constantFrom(
  new Date(0),
  new Date(1_000),
  Timestamp.fromDate(new Date(Date.UTC(2026, 0, 1))),
  new Timestamp(1_000, 1_000),
  new Timestamp(1_000, 999_999_000),
  new Timestamp(-1, 500_000),
);
const vectors = fc.constantFrom(vector([1]), vector([0.5, 2]), vector([1, -3]), vector([2]));
const bytes = fc.constantFrom(new Uint8Array([]), new Uint8Array([0]), new Uint8Array([1, 2]), new Uint8Array([255]));
const geo = fc.constantFrom(new GeoPoint(0, 0), new GeoPoint(10, -5), new GeoPoint(10, 5));
const refs = fc.constantFrom(docAt('r/a'), docAt('r/b'), docAt('r/a/s/x'));

const element: fc.Arbitrary<FirestoreValue> = fc.oneof(
  { arbitrary: numbers, weight: 4 },
  { arbitrary: strings, weight: 3 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: dates, weight: 1 },
  { arbitrary: bytes, weight: 1 },
  { arbitrary: geo, weight: 1 },
  { arbitrary: refs, weight: 1 },
);

/** A scalar that every operator may take as its operand. */
export const operand: fc.Arbitrary<FirestoreValue> = fc.oneof(
  { arbitrary: element, weight: 13 },
  { arbitrary: vectors, weight: 1 },
);

const scalar: fc.Arbitrary<FirestoreValue> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: operand, weight: 6 },
);
// The backend stores no vector inside an array.
const array = fc.array(
  fc.oneof({ arbitrary: fc.constantFrom(null, Number.NaN), weight: 1 }, { arbitrary: element, weight: 6 }),
  { maxLength: 3 },
);
const map = fc.record({ x: scalar, y: scalar }, { requiredKeys: [] });
const value: fc.Arbitrary<FirestoreValue> = fc.oneof(
  { arbitrary: scalar, weight: 6 },
  { arbitrary: array, weight: 2 },
  { arbitrary: map, weight: 1 },
);

/**
 * A document: any of `a`, `b` (any value), `m` (a map with `x`), `n` (numbers, NaN among them) and `d.o` (a field
 * whose name holds a dot) may be missing.
 */
export const documentArb: fc.Arbitrary<DocumentData> = fc.record(
  {
    a: value,
    b: value,
    m: fc.record({ x: scalar }, { requiredKeys: [] }),
    n: fc.oneof(numbers, fc.constant(Number.NaN), fc.constant(null)),
    'd.o': scalar,
  },
  { requiredKeys: [] },
);

/** The document ids the generators use: numeric ids (`__id7__`) sort before every other id. */
export const IDS = ['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', '__id7__', '__id10__'] as const;

/** The ids documents get: the SDK's offline cache never returns a document with a numeric id, the server does. */
const storedIds = (forServer: boolean) => (forServer ? IDS : IDS.filter((id) => !id.startsWith('__id')));

/** Documents by id. */
export const documentsArb = (forServer: boolean) =>
  fc.uniqueArray(fc.tuple(fc.constantFrom(...storedIds(forServer)), documentArb), {
    minLength: 0,
    maxLength: 10,
    selector: ([id]) => id,
  });

type Field = string | FieldPath;
const DOTTED = new FieldPath('d.o');
const fields = fc.constantFrom<Field>('a', 'b', 'm.x', 'n', DOTTED);
const rangeFields = fc.constantFrom<Field>('a', 'b', 'm.x', DOTTED);
const special = fc.constantFrom<FirestoreValue>(null, Number.NaN);
/** Timestamps finer than the microsecond the backend keeps: it cuts an operand as it cuts a stored value. */
const subMicros = fc.constantFrom(
  new Timestamp(1_000, 999_999_999),
  new Timestamp(1_000, 1_500),
  new Timestamp(1_000, 500),
  new Timestamp(-1, 500_001),
);

/**
 * The operands of one side: for the server, null, NaN and sub-microsecond timestamps too; for the SDK's offline
 * engine, no zero in a list or `array-contains` (the engine tells -0 from 0 there; the server does not).
 */
function operandsFor(forServer: boolean) {
  const scalar = forServer
    ? fc.oneof(
        { arbitrary: operand, weight: 8 },
        { arbitrary: special, weight: 2 },
        { arbitrary: subMicros, weight: 1 },
      )
    : operand;
  const member = forServer ? scalar : operand.filter((value) => value !== 0);
  return { scalar, member, list: fc.array(member, { minLength: 1, maxLength: 4 }) };
}

type Where = ReturnType<typeof where>;

function fieldFilter(forServer: boolean): fc.Arbitrary<Where | IdFilter> {
  const { scalar, member, list } = operandsFor(forServer);
  return fc.oneof(
    fc
      .tuple(fields, fc.constantFrom<WhereOp>('==', '!='), fc.oneof(scalar, special))
      .map(([f, op, v]) => where(f, op, v)),
    fc.tuple(rangeFields, fc.constantFrom<WhereOp>('<', '<=', '>', '>='), scalar).map(([f, op, v]) => where(f, op, v)),
    fc.tuple(fields, member).map(([f, v]) => where(f, 'array-contains', v)),
    fc
      .tuple(fields, fc.constantFrom<WhereOp>('in', 'not-in', 'array-contains-any'), list)
      .map(([f, op, v]) => where(f, op, v)),
    fc
      .tuple(fc.constantFrom<WhereOp>('==', '!=', '<', '<=', '>', '>=', 'in', 'not-in'), fc.constantFrom(...IDS))
      .map(([op, id]): IdFilter => ({ kind: 'id-filter', op, id })),
  );
}

/** A `documentId()` filter, made a `where` by {@link realize} once the query's source is known. */
interface IdFilter {
  readonly kind: 'id-filter';
  readonly op: WhereOp;
  readonly id: string;
}

type Generated = QueryConstraint | IdFilter | { readonly kind: 'or'; readonly filters: readonly (Where | IdFilter)[] };

function filter(forServer: boolean): fc.Arbitrary<Generated> {
  const single = fieldFilter(forServer);
  return fc.oneof(
    { arbitrary: single, weight: 5 },
    {
      arbitrary: fc.array(single, { minLength: 2, maxLength: 3 }).map((filters) => ({ kind: 'or' as const, filters })),
      weight: 1,
    },
  );
}

/** A cursor: values along the explicit orderings, or the document with an id (if the query returns it). */
export type CursorSpec =
  | { readonly kind: 'values'; readonly values: readonly FirestoreValue[]; readonly ids: readonly string[] }
  | { readonly kind: 'doc'; readonly id: string };

/** A generated query: its filters, orderings, limit and cursors, made real per port by {@link realize}. */
export interface QuerySpec {
  readonly filters: readonly Generated[];
  readonly order: readonly (readonly [Field | 'id', 'asc' | 'desc'])[];
  readonly limit?: readonly [number, boolean];
  readonly start?: readonly [boolean, CursorSpec];
  readonly end?: readonly [boolean, CursorSpec];
}

const cursorSpec = (forServer: boolean): fc.Arbitrary<CursorSpec> =>
  fc.oneof(
    fc
      .tuple(
        fc.array(operandsFor(forServer).scalar, { minLength: 1, maxLength: 2 }),
        fc.array(fc.constantFrom(...IDS), { minLength: 2, maxLength: 2 }),
      )
      .map(([values, ids]) => ({ kind: 'values' as const, values, ids })),
    fc.constantFrom(...IDS).map((id) => ({ kind: 'doc' as const, id })),
  );

/** Random queries: filters (several inequality fields among them), orderings, a limit and cursors, any absent. */
export const querySpecArb = (forServer: boolean): fc.Arbitrary<QuerySpec> =>
  fc.record(
    {
      filters: fc.array(filter(forServer), { maxLength: 2 }),
      order: fc.uniqueArray(
        fc.tuple(fc.oneof(fields, fc.constant('id' as const)), fc.constantFrom<'asc' | 'desc'>('asc', 'desc')),
        { maxLength: 2, selector: ([field]) => (field instanceof FieldPath ? field.segments.join('|') : field) },
      ),
      limit: fc.tuple(fc.integer({ min: 1, max: 5 }), fc.boolean()),
      start: fc.tuple(fc.boolean(), cursorSpec(forServer)),
      end: fc.tuple(fc.boolean(), cursorSpec(forServer)),
    },
    { requiredKeys: ['filters', 'order'] },
  );

/** How a spec becomes a query on one port: ids resolve against the place, cursor documents come from that port. */
export interface Realm {
  /** A `documentId()` operand for a document id: the id in a collection, the document's path in a group. */
  readonly idOperand: (id: string) => string;
  /** The port's own copy of the document with this id, or `undefined` when there is none. */
  readonly docOf: (id: string) => import('../../firestore.types.js').FirestoreDoc<unknown> | undefined;
}

const toWhere = (generated: Where | IdFilter, realm: Realm): Where => {
  if (!('id' in generated && generated.kind === 'id-filter')) return generated as Where;
  const operand = realm.idOperand(generated.id);
  return where(documentId(), generated.op, generated.op === 'in' || generated.op === 'not-in' ? [operand] : operand);
};

/** The constraints of `spec` on one port, or `undefined` when a cursor document does not exist there. */
export function realize(spec: QuerySpec, realm: Realm): QueryConstraint[] | undefined {
  const constraints: QueryConstraint[] = spec.filters.map((generated) => {
    if (generated.kind === 'or') return or(...generated.filters.map((inner) => toWhere(inner, realm)));
    if (generated.kind === 'id-filter') return toWhere(generated, realm);
    return generated;
  });
  const composite = constraints.some((c) => c.kind === 'where' && c.filter.kind !== 'field');
  const filters: QueryConstraint[] = composite && constraints.length > 1 ? [and(...constraints)] : constraints;
  const ordering = spec.order.map(([field, direction]) => orderBy(field === 'id' ? documentId() : field, direction));
  const result = [...filters, ...ordering];
  if (spec.limit) result.push(spec.limit[1] && ordering.length > 0 ? limitToLast(spec.limit[0]) : limit(spec.limit[0]));
  for (const [edge, bound] of [
    ['start', spec.start],
    ['end', spec.end],
  ] as const) {
    if (!bound || ordering.length === 0) continue;
    const [inclusive, at] = bound;
    const make = edge === 'start' ? (inclusive ? startAt : startAfter) : inclusive ? endAt : endBefore;
    if (at.kind === 'doc') {
      const doc = realm.docOf(at.id);
      if (!doc) return undefined;
      result.push(make(doc));
    } else {
      const values = at.values
        .slice(0, ordering.length)
        .map((value, index) => (spec.order[index]?.[0] === 'id' ? realm.idOperand(at.ids[index] ?? 'd0') : value));
      result.push(make(...values));
    }
  }
  return result;
}

/** A write of the listener part: a set of one of the documents' ids (new or not), or its deletion. */
export const mutationArb = (forServer: boolean) =>
  fc.oneof(
    fc.tuple(fc.constantFrom(...storedIds(forServer)), documentArb).map(([id, data]) => ({ id, data })),
    fc.constantFrom(...storedIds(forServer)).map((id) => ({ id, data: null })),
  );
