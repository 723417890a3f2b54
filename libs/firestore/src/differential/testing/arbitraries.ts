import fc from 'fast-check';
import type { DocumentData, FirestoreValue } from '../../firestore.types.js';
import { GeoPoint } from '../../model/geo-point.js';
import {
  and,
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

/**
 * Generators for the differential test: documents of mixed types with missing fields, nested maps and arrays, and
 * queries the backend accepts. What the SDK's offline engine answers differently from the backend is left out here
 * (see the library README): null and NaN as `in`, `not-in`, `array-contains(-any)` operands, NaN under a range
 * filter (NaN lives only in field `n`, which no range filter reads), and -0.
 */

const strings = fc.constantFrom('', 'a', 'ab', 'b', 'B', 'é', 'z', '\u{ff5a}', '\u{1f600}');
const numbers = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom(0.5, -1.5, 2.25, 1e9));
const dates = fc.constantFrom(new Date(0), new Date(1_000), new Date(Date.UTC(2026, 0, 1)));
const bytes = fc.constantFrom(new Uint8Array([]), new Uint8Array([0]), new Uint8Array([1, 2]), new Uint8Array([255]));
const geo = fc.constantFrom(new GeoPoint(0, 0), new GeoPoint(10, -5), new GeoPoint(10, 5));
const refs = fc.constantFrom(docAt('r/a'), docAt('r/b'), docAt('r/a/s/x'));

/** A scalar that every operator may take as its operand. */
export const operand: fc.Arbitrary<FirestoreValue> = fc.oneof(
  { arbitrary: numbers, weight: 4 },
  { arbitrary: strings, weight: 3 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: dates, weight: 1 },
  { arbitrary: bytes, weight: 1 },
  { arbitrary: geo, weight: 1 },
  { arbitrary: refs, weight: 1 },
);

const scalar: fc.Arbitrary<FirestoreValue> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: operand, weight: 6 },
);
const array = fc.array(scalar, { maxLength: 3 });
const map = fc.record({ x: scalar, y: scalar }, { requiredKeys: [] });
const value: fc.Arbitrary<FirestoreValue> = fc.oneof(
  { arbitrary: scalar, weight: 6 },
  { arbitrary: array, weight: 2 },
  { arbitrary: map, weight: 1 },
);

/** A document: any of `a`, `b` (any value), `m` (a map with `x`), `n` (numbers, NaN among them) may be missing. */
export const documentArb: fc.Arbitrary<DocumentData> = fc.record(
  {
    a: value,
    b: value,
    m: fc.record({ x: scalar }, { requiredKeys: [] }),
    n: fc.oneof(numbers, fc.constant(Number.NaN), fc.constant(null)),
  },
  { requiredKeys: [] },
);

/** Documents by id. */
export const documentsArb = fc.uniqueArray(
  fc.tuple(fc.constantFrom('d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8', 'd9'), documentArb),
  {
    minLength: 0,
    maxLength: 10,
    selector: ([id]) => id,
  },
);

const fields = fc.constantFrom('a', 'b', 'm.x', 'n');
const rangeFields = fc.constantFrom('a', 'b', 'm.x');
const list = fc.array(operand, { minLength: 1, maxLength: 4 });

type Where = ReturnType<typeof where>;

const fieldFilter: fc.Arbitrary<Where> = fc.oneof(
  fc
    .tuple(fields, fc.constantFrom<WhereOp>('==', '!='), fc.oneof(operand, fc.constant(null)))
    .map(([f, op, v]) => where(f, op, v)),
  fc.tuple(rangeFields, fc.constantFrom<WhereOp>('<', '<=', '>', '>='), operand).map(([f, op, v]) => where(f, op, v)),
  fc.tuple(fields, operand).map(([f, v]) => where(f, 'array-contains', v)),
  fc
    .tuple(fields, fc.constantFrom<WhereOp>('in', 'not-in', 'array-contains-any'), list)
    .map(([f, op, v]) => where(f, op, v)),
);

const filter: fc.Arbitrary<QueryConstraint> = fc.oneof(
  { arbitrary: fieldFilter, weight: 5 },
  { arbitrary: fc.array(fieldFilter, { minLength: 2, maxLength: 3 }).map((filters) => or(...filters)), weight: 1 },
  {
    arbitrary: fc
      .tuple(fieldFilter, fc.array(fieldFilter, { minLength: 1, maxLength: 2 }))
      .map(([first, rest]) => or(first, and(...rest))),
    weight: 1,
  },
);

/** The constraints of a query: filters, orderings, a limit and cursors, any of which may be absent. */
export const constraintsArb: fc.Arbitrary<QueryConstraint[]> = fc
  .record({
    filters: fc.array(filter, { maxLength: 2 }),
    order: fc.uniqueArray(fc.tuple(fields, fc.constantFrom<'asc' | 'desc'>('asc', 'desc')), {
      maxLength: 2,
      selector: ([field]) => field,
    }),
    limit: fc.option(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.boolean()), { nil: undefined }),
    start: fc.option(fc.tuple(fc.boolean(), fc.array(operand, { minLength: 1, maxLength: 2 })), { nil: undefined }),
    end: fc.option(fc.tuple(fc.boolean(), fc.array(operand, { minLength: 1, maxLength: 2 })), { nil: undefined }),
  })
  .map(({ filters, order, limit: size, start, end }) => {
    const constraints: QueryConstraint[] = [
      ...filters,
      ...order.map(([field, direction]) => orderBy(field, direction)),
    ];
    if (size) constraints.push(size[1] && order.length > 0 ? limitToLast(size[0]) : limit(size[0]));
    const bounded = (values: FirestoreValue[]) => values.slice(0, order.length);
    if (start && order.length > 0) constraints.push((start[0] ? startAt : startAfter)(...bounded(start[1])));
    if (end && order.length > 0) constraints.push((end[0] ? endAt : endBefore)(...bounded(end[1])));
    return constraints;
  });

/** A write of the listener part: a set of one of the documents' ids (new or not), or its deletion. */
export const mutationArb = fc.oneof(
  fc.tuple(fc.constantFrom('d0', 'd1', 'd2', 'd3', 'd4', 'd5'), documentArb).map(([id, data]) => ({ id, data })),
  fc.constantFrom('d0', 'd1', 'd2', 'd3').map((id) => ({ id, data: null })),
);
