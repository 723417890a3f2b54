import { createSubscriptionStore, dehydrate, dehydratedScript, hydrate, type DehydratedState } from '@platform/react';
import fc from 'fast-check';
import type { FirestoreValue, QuerySnapshot } from '../firestore.types.js';
import { GeoPoint } from '../model/geo-point.js';
import { docAt } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { VectorValue } from '../model/vector.js';
import { firestoreSerializers } from './serializers.js';

const double = fc.oneof(fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, Number.MIN_VALUE));

/** Every kind of value Firestore stores, over its whole range, nested in arrays and maps. */
const firestoreValue = fc.letrec<{ leaf: FirestoreValue; value: FirestoreValue }>((tie) => ({
  leaf: fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.maxSafeInteger(),
    double,
    fc.string({ unit: 'grapheme' }),
    fc
      .tuple(fc.integer({ min: -62_135_596_800, max: 253_402_300_799 }), fc.integer({ min: 0, max: 999_999_999 }))
      .map(([seconds, nanoseconds]) => new Timestamp(seconds, nanoseconds)),
    fc.uint8Array({ maxLength: 32 }),
    fc
      .tuple(fc.double({ min: -90, max: 90 }), fc.double({ min: -180, max: 180 }))
      .map(([lat, lng]) => new GeoPoint(lat, lng)),
    fc
      .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 3 })
      .map((ids) => docAt(ids.map((id, index) => `c${String(index)}/${id}`).join('/'))),
    fc.array(double, { minLength: 1, maxLength: 8 }).map((values) => new VectorValue(values)),
  ),
  value: fc.oneof(
    { depthSize: 'small' },
    tie('leaf'),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('$type', 'value', '__proto__')), tie('value'), {
      maxKeys: 4,
      noNullPrototype: true,
    }),
  ),
}));

/** A value with each vector opened up, since a vector's numbers are private to it and invisible to deep equality. */
const comparable = (value: unknown): unknown => {
  if (value instanceof VectorValue) return { vector: value.toArray() };
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const fields: Record<string, unknown> = {};
    for (const [key, nested] of Object.entries(value)) {
      Object.defineProperty(fields, key, {
        value: comparable(nested),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return fields;
  }
  return value;
};

describe('Firestore values from the server to the browser', () => {
  it('arrive unchanged, of every type, through dehydrate, the page and hydrate', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), firestoreValue.value, { noNullPrototype: true }),
        fc.boolean(),
        (data, fromCache) => {
          const doc = { id: 'n1', path: 'notes/n1', data };
          const snapshot: QuerySnapshot<unknown> = {
            docs: [doc],
            changes: [{ type: 'added', doc, oldIndex: -1, newIndex: 0 }],
            fromCache,
            hasPendingWrites: false,
          };
          const server = createSubscriptionStore();
          const serverPort = {};
          server.seed(serverPort, 'firestore:query', snapshot);
          const page = dehydratedScript(
            dehydrate(server, { scopes: { firestore: serverPort }, serializers: firestoreSerializers }),
          );

          const browser = createSubscriptionStore();
          const browserPort = {};
          hydrate(browser, JSON.parse(page) as DehydratedState, {
            scopes: { firestore: browserPort },
            serializers: firestoreSerializers,
          });
          const hydrated = browser.getSnapshot<QuerySnapshot<unknown>>(browserPort, 'firestore:query');
          expect(hydrated.status).toBe('success');
          if (hydrated.status !== 'success') return;
          expect(comparable(hydrated.data)).toStrictEqual(comparable(snapshot));
          for (const [field, value] of Object.entries(data)) {
            const back = (hydrated.data.docs[0]?.data as Record<string, unknown>)[field];
            if (value instanceof VectorValue) expect(back instanceof VectorValue && back.isEqual(value)).toBe(true);
          }
        },
      ),
    );
  });
});
