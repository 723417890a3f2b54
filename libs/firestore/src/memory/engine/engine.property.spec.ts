import fc from 'fast-check';
import { documentArb, operand } from '../../differential/testing/arbitraries.js';
import type { FirestoreValue } from '../../firestore.types.js';
import { docChanges } from './doc-changes.js';
import { compareDocs } from './evaluate-query.js';
import type { StoredDoc } from './filter.js';
import { compareValues } from './value-order.js';

const value: fc.Arbitrary<FirestoreValue> = fc.oneof(
  operand,
  fc.constant(null),
  fc.constant(Number.NaN),
  fc.array(operand, { maxLength: 2 }),
  fc.dictionary(fc.constantFrom('a', 'b'), operand, { maxKeys: 2 }),
);
const settings = { seed: 11, numRuns: 300 };

describe('value order', () => {
  it('is a total order: antisymmetric and transitive, across every type', () => {
    fc.assert(
      fc.property(value, value, value, (a, b, c) => {
        expect(Math.sign(compareValues(a, b))).toBe(-Math.sign(compareValues(b, a)) || 0);
        if (compareValues(a, b) <= 0 && compareValues(b, c) <= 0) expect(compareValues(a, c)).toBeLessThanOrEqual(0);
      }),
      settings,
    );
  });
});

describe('document changes', () => {
  const order = [
    { field: 'n', direction: 'asc' as const },
    { field: '__name__', direction: 'asc' as const },
  ];
  const docs = fc
    .uniqueArray(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.integer({ min: 0, max: 3 }), documentArb), {
      selector: ([id]) => id,
      maxLength: 5,
    })
    .map((entries) =>
      entries.map(([id, n, data]): StoredDoc => ({ path: `c/${id}`, data: { ...data, n } })).sort(compareDocs(order)),
    );

  it('replayed in order, with their indexes, turn the old result into the new one', () => {
    fc.assert(
      fc.property(docs, docs, (before, after) => {
        const current = before.map((doc) => doc.path);
        for (const change of docChanges(before, after, order)) {
          if (change.oldIndex >= 0) {
            expect(current[change.oldIndex]).toBe(change.doc.path);
            current.splice(change.oldIndex, 1);
          }
          if (change.newIndex >= 0) current.splice(change.newIndex, 0, change.doc.path);
        }
        expect(current).toEqual(after.map((doc) => doc.path));
      }),
      settings,
    );
  });
});
