import { Timestamp } from '../model/timestamp.js';
import { vector } from '../model/vector.js';
import { createMapStorage } from '@platform/core';
import fc from 'fast-check';
import { documentsArb } from '../differential/testing/arbitraries.js';
import { firestoreErrors } from '../firestore.errors.js';
import type { DocumentData, QuerySnapshot } from '../firestore.types.js';
import { serverTimestamp } from '../model/field-values.js';
import { GeoPoint } from '../model/geo-point.js';
import { orderBy, query } from '../model/query.js';
import { collection, doc, docAt } from '../model/refs.js';
import { createMemoryFirestore } from './memory-firestore.js';

const things = collection('things');

/** Every value type, and the numbers and field names JSON cannot hold as they are. */
const EVERY_TYPE: DocumentData = {
  nothing: null,
  yes: true,
  text: 'émoji 😀',
  int: 42,
  double: 0.1,
  nan: Number.NaN,
  inf: Number.POSITIVE_INFINITY,
  negInf: Number.NEGATIVE_INFINITY,
  negZero: -0,
  big: Number.MAX_SAFE_INTEGER,
  when: new Timestamp(1_795_608_000, 123_456_000),
  embedding: vector([0.5, -0, 3]),
  bytes: new Uint8Array([0, 1, 254, 255]),
  where: new GeoPoint(51.5, -0.12),
  ref: docAt('users/ada'),
  list: [1, 'two', null, { three: 3 }],
  map: { '@': 'map', v: 'not a tag', nested: { deeper: [new Timestamp(0, 0)] } },
};

/** Compares as Firestore does, down to -0 and NaN. */
const sameValues = (actual: unknown, expected: unknown) => expect(actual).toStrictEqual(expected);

describe('memory Firestore kept in storage', () => {
  it('gives a new adapter on the same storage and key every value type back, without loss', async () => {
    const storage = createMapStorage();
    const before = createMemoryFirestore({ storage });
    const data = Object.fromEntries(Object.entries(EVERY_TYPE)) as DocumentData;
    await before.set(doc(things, 'all'), data);

    const after = createMemoryFirestore({ storage });
    const read = await after.get(doc(things, 'all'));
    sameValues(read?.data, data);
    expect(Object.is((read?.data as DocumentData)['negZero'], -0)).toBe(true);
    expect(Object.getPrototypeOf(read?.data)).toBe(Object.prototype);
    await expect(createMemoryFirestore({ storage, storageKey: 'another' }).get(doc(things, 'all'))).resolves.toBeNull();
  });

  it('round-trips any documents the differential test writes, and their query order', async () => {
    await fc.assert(
      fc.asyncProperty(documentsArb(true), async (docs) => {
        const storage = createMapStorage();
        const before = createMemoryFirestore({ storage });
        for (const [id, data] of docs) await before.set(doc(things, id), data);
        const after = createMemoryFirestore({ storage });
        for (const field of ['a', 'b']) {
          const sorted = query(things, orderBy(field));
          sameValues(await after.getDocs(sorted), await before.getDocs(sorted));
        }
        for (const [id] of docs) sameValues(await after.get(doc(things, id)), await before.get(doc(things, id)));
      }),
      { numRuns: 100 },
    );
  });

  it('keeps updates, server timestamps and deletes, and a new adapter lists what the last one showed', async () => {
    const storage = createMapStorage();
    const before = createMemoryFirestore({ storage });
    const first = await before.add(things, { text: 'first', at: serverTimestamp() });
    await before.add(things, { text: 'second', at: serverTimestamp() });
    await before.update(first, { text: 'first, edited' });
    const gone = await before.add(things, { text: 'gone', at: serverTimestamp() });
    await before.delete(gone);

    const after = createMemoryFirestore({ storage });
    const heard: QuerySnapshot<DocumentData>[] = [];
    after.onQuery(query(things, orderBy('text')), (snapshot) => heard.push(snapshot));
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]?.docs.map((d) => d.data['text'])).toEqual(['first, edited', 'second']);
    expect(heard[0]?.docs.every((d) => d.data['at'] instanceof Timestamp)).toBe(true);
    expect(heard[0]).toMatchObject({ fromCache: false, hasPendingWrites: false });
  });

  it('refuses a write the full storage cannot keep, with a typed error, and changes nothing', async () => {
    const storage = createMapStorage({ maxChars: 300 });
    const port = createMemoryFirestore({ storage });
    await port.set(doc(things, 'kept'), { n: 1 });

    const refused = await port.set(doc(things, 'new'), { text: 'x'.repeat(300) }).catch((error: unknown) => error);
    expect(firestoreErrors.is(refused, 'firestore/resource-exhausted')).toBe(true);
    expect(refused).toMatchObject({ customData: { reason: 'storage-full', key: 'platform.firestore.memory' } });
    await expect(port.get(doc(things, 'new'))).resolves.toBeNull();
    await expect(port.get(doc(things, 'kept'))).resolves.toMatchObject({ data: { n: 1 } });
    await expect(createMemoryFirestore({ storage }).get(doc(things, 'kept'))).resolves.toMatchObject({
      data: { n: 1 },
    });
  });

  describe('with corrupt data kept', () => {
    const reported: unknown[] = [];
    beforeEach(() => {
      reported.length = 0;
      vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    });
    afterEach(() => vi.unstubAllGlobals());

    it.each([
      ['text that is not JSON', '{"version":1,"docs":'],
      ['another format version', JSON.stringify({ version: 99, entries: {} })],
      ['JSON of another shape', JSON.stringify([1, 2, 3])],
    ])('starts empty on %s, reports firestore/data-loss, and works on', async (_, raw) => {
      const storage = createMapStorage();
      storage.setItem('platform.firestore.memory', raw);
      const port = createMemoryFirestore({ storage });
      await expect(port.getDocs(things)).resolves.toEqual([]);
      expect(reported).toHaveLength(1);
      expect(firestoreErrors.is(reported[0], 'firestore/data-loss')).toBe(true);

      await port.set(doc(things, 'a'), { n: 1 });
      await expect(createMemoryFirestore({ storage }).get(doc(things, 'a'))).resolves.toMatchObject({ data: { n: 1 } });
    });

    it('leaves out only the documents it cannot read, naming them', async () => {
      const storage = createMapStorage();
      await createMemoryFirestore({ storage }).set(doc(things, 'good'), { n: 1 });
      const kept = JSON.parse(storage.getItem('platform.firestore.memory') ?? '') as {
        entries: Record<string, unknown>;
      };
      kept.entries['things/bad-type'] = { n: { '@': 'regex', v: 'a+' } };
      kept.entries['things/bad-bytes'] = { n: { '@': 'bytes', v: '***' } };
      kept.entries['things/bad-ref'] = { n: { '@': 'reference', v: 'odd/path/count' } };
      storage.setItem('platform.firestore.memory', JSON.stringify(kept));

      const port = createMemoryFirestore({ storage });
      expect((await port.getDocs(things)).map((d) => d.id)).toEqual(['good']);
      expect(reported).toHaveLength(1);
      expect(reported[0]).toMatchObject({
        code: 'firestore/data-loss',
        customData: { paths: ['things/bad-type', 'things/bad-bytes', 'things/bad-ref'] },
      });
    });
  });
});
