import fc from 'fast-check';
import type { RtdbBound, RtdbOrderBy, RtdbQuery } from '../../rtdb.types.js';

/** Keys that exercise the key order: 32-bit integers (with a leading zero and a sign), and strings. */
const keyArb = fc.constantFrom('a', 'b', 'c', 'd', 'Z', '1', '2', '10', '007', '-3');

const primitiveArb = fc.oneof(
  fc.boolean(),
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.5, -1.5),
  fc.constantFrom('x', 'y', 'Z', '10', ''),
);

/** A child's value: a primitive, or an object with a child `n` (sometimes nested, sometimes missing). */
const valueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: primitiveArb },
  {
    weight: 2,
    arbitrary: fc.record(
      { n: fc.oneof(primitiveArb, fc.record({ m: primitiveArb })), o: primitiveArb },
      { requiredKeys: [] },
    ),
  },
);

/** A priority: none, a number or a string. */
const priorityArb = fc.option(fc.oneof(fc.integer({ min: -2, max: 2 }), fc.constantFrom('p', 'q', '1')), {
  nil: undefined,
});

/** A value in the database's export format: with its priority as `.priority` (and a primitive as `.value`). */
function withPriority(value: unknown, priority: string | number | undefined): unknown {
  if (priority === undefined || value === null) return value;
  if (typeof value === 'object' && value !== null) {
    return Object.keys(value).length === 0 ? value : { ...value, '.priority': priority };
  }
  return { '.value': value, '.priority': priority };
}

/** Plain JSON, as an app writes it (fast-check builds some objects without a prototype). */
const plain = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** A dataset: children by key, some with priorities. */
export const datasetArb = fc
  .dictionary(keyArb, fc.tuple(valueArb, priorityArb), { maxKeys: 8 })
  .map((children) =>
    plain(
      Object.fromEntries(
        Object.entries(children).map(([key, [value, priority]]) => [key, withPriority(value, priority)]),
      ),
    ),
  );

const orderByArb: fc.Arbitrary<RtdbOrderBy | undefined> = fc.constantFrom(
  undefined,
  { by: 'priority' } as const,
  { by: 'key' } as const,
  { by: 'value' } as const,
  { by: 'child', path: 'n' } as const,
  { by: 'child', path: 'n/m' } as const,
);

function boundArb(orderBy: RtdbOrderBy | undefined): fc.Arbitrary<RtdbBound> {
  const strings = fc.constantFrom('a', 'b', '1', '10', 'x', 'p', 'Z', '007');
  if (orderBy?.by === 'key') return fc.record({ value: strings });
  const numbers = fc.integer({ min: -3, max: 3 });
  const value =
    orderBy === undefined || orderBy.by === 'priority'
      ? fc.oneof(fc.constant(null), numbers, strings)
      : fc.oneof(fc.constant(null), fc.boolean(), numbers, strings);
  return fc.record({ value, key: keyArb }, { requiredKeys: ['value'] });
}

const windowArb = (orderBy: RtdbOrderBy | undefined): fc.Arbitrary<RtdbQuery> => {
  const bound = boundArb(orderBy);
  const limit = fc.integer({ min: 1, max: 4 });
  return fc.oneof(
    fc.record({ startAt: bound, endAt: bound, limitToFirst: limit }, { requiredKeys: [] }),
    fc.record({ startAfter: bound, endBefore: bound, limitToLast: limit }, { requiredKeys: [] }),
    fc.record({ startAt: bound, endBefore: bound, limitToLast: limit }, { requiredKeys: [] }),
    fc.record({ startAfter: bound, endAt: bound, limitToFirst: limit }, { requiredKeys: [] }),
    fc.record({ equalTo: bound, limitToFirst: limit }, { requiredKeys: ['equalTo'] }),
  );
};

/** A query: every order, every bound with and without a key, and limits (`undefined` members dropped). */
export const queryArb: fc.Arbitrary<RtdbQuery> = orderByArb.chain((orderBy) =>
  windowArb(orderBy).map((window) => plain({ ...(orderBy ? { orderBy } : {}), ...window } as RtdbQuery)),
);

/** One write to a child of the list (or deeper), as a port call. */
export type Write =
  | { readonly kind: 'set'; readonly key: string; readonly value: unknown; readonly priority?: string | number }
  | { readonly kind: 'deep'; readonly key: string; readonly value: unknown }
  | { readonly kind: 'remove'; readonly key: string }
  | { readonly kind: 'update'; readonly values: Record<string, unknown> };

export const writeArb: fc.Arbitrary<Write> = fc
  .oneof<fc.Arbitrary<Write>[]>(
    fc.record({ kind: fc.constant('set' as const), key: keyArb, value: valueArb, priority: priorityArb }),
    fc.record({ kind: fc.constant('deep' as const), key: keyArb, value: fc.oneof(fc.constant(null), primitiveArb) }),
    fc.record({ kind: fc.constant('remove' as const), key: keyArb }),
    fc.record({
      kind: fc.constant('update' as const),
      values: fc.dictionary(keyArb, fc.oneof(fc.constant(null), valueArb), { minKeys: 1, maxKeys: 3 }),
    }),
  )
  .map(plain);
