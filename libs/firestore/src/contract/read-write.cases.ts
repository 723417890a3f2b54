import { describe, expect, it } from 'vitest';
import { arrayRemove, arrayUnion, deleteField, increment, serverTimestamp } from '../model/field-values.js';
import { GeoPoint } from '../model/geo-point.js';
import { collection, doc } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { vector } from '../model/vector.js';
import { useHarness, type ContractCases } from './harness.js';

export const readWriteCases: ContractCases = (factory) => {
  describe('reads and writes', () => {
    const setup = useHarness(factory);

    it('reads back what it wrote, as plain data with its id and path, and null for a missing document', async (context) => {
      const { port, ns } = await setup(context);
      const notes = collection(ns('notes'));
      const ref = doc(notes, 'n1');
      const data = {
        title: 'hi',
        count: 2,
        done: false,
        tags: ['a', 'b'],
        meta: { nested: { deep: null } },
        when: new Timestamp(1_767_323_045, 6_000_000),
        micros: new Timestamp(1_767_323_045, 123_456_000),
        bytes: new Uint8Array([1, 2, 3]),
        where: new GeoPoint(51.5, -0.12),
        embedding: vector([0.25, -1, 3]),
        ref: doc(notes, 'other'),
        'dotted.name': 'kept whole',
      };
      await port.set(ref, data);
      expect(await port.get(ref)).toEqual({ id: 'n1', path: `${notes.path}/n1`, data });
      expect(await port.get(doc(notes, 'missing'))).toBeNull();
    });

    it('reads a Date back as a Timestamp, and keeps timestamps to the microsecond as the server does', async (context) => {
      const { port, ns } = await setup(context);
      const ref = doc(collection(ns('times')), 't');
      await port.set(ref, { date: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)), nanos: new Timestamp(10, 123_456_789) });
      const data = (await port.get(ref))?.data;
      expect(data?.['date']).toEqual(Timestamp.fromDate(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6))));
      expect(data?.['nanos']).toEqual(new Timestamp(10, 123_456_000));
    });

    it('merges with merge, writes only the named fields with mergeFields, and replaces without either', async (context) => {
      const { port, ns } = await setup(context);
      const ref = doc(collection(ns('docs')), 'd');
      await port.set(ref, { a: 1, map: { x: 1, y: 2 }, keep: true });
      await port.set(ref, { map: { x: 10 }, b: 2 }, { merge: true });
      expect((await port.get(ref))?.data).toEqual({ a: 1, map: { x: 10, y: 2 }, keep: true, b: 2 });
      await port.set(ref, { a: 100, b: 200, keep: false }, { mergeFields: ['a', 'keep'] });
      expect((await port.get(ref))?.data).toEqual({ a: 100, map: { x: 10, y: 2 }, keep: false, b: 2 });
      await port.set(ref, { only: 'this' });
      expect((await port.get(ref))?.data).toEqual({ only: 'this' });
    });

    it('updates dotted field paths of an existing document, and refuses a missing one with not-found', async (context) => {
      const { port, ns } = await setup(context);
      const docs = collection(ns('docs'));
      const ref = doc(docs, 'd');
      await port.set(ref, { address: { city: 'Oslo', zip: '0150' }, n: 1 });
      await port.update(ref, { 'address.city': 'Bergen', n: 2 });
      expect((await port.get(ref))?.data).toEqual({ address: { city: 'Bergen', zip: '0150' }, n: 2 });
      await expect(port.update(doc(docs, 'nope'), { n: 1 })).rejects.toMatchObject({ code: 'firestore/not-found' });
    });

    it('applies increment, arrayUnion, arrayRemove, deleteField and serverTimestamp', async (context) => {
      const { port, ns } = await setup(context);
      const ref = doc(collection(ns('docs')), 'd');
      await port.set(ref, { n: 1, x: 0.5, list: [1, 2], gone: 'x', at: serverTimestamp() });
      await port.update(ref, { n: increment(5), x: increment(0.25), list: arrayUnion(2, 3), gone: deleteField() });
      await port.update(ref, { list: arrayRemove(1), missing: increment(2) });
      const data = (await port.get(ref))?.data;
      expect(data).toMatchObject({ n: 6, x: 0.75, list: [2, 3], missing: 2 });
      expect(data && 'gone' in data).toBe(false);
      expect(data?.['at']).toBeInstanceOf(Timestamp);
    });

    it('applies field values in set with merge and inside a batch, as in update', async (context) => {
      const { port, ns } = await setup(context);
      const docs = collection(ns('docs'));
      const merged = doc(docs, 'merged');
      await port.set(merged, { n: 1, x: 1.5, list: ['a'], gone: true, keep: 'yes' });
      await port.set(
        merged,
        {
          n: increment(2),
          x: increment(-0.25),
          list: arrayUnion('b', 'a'),
          gone: deleteField(),
          at: serverTimestamp(),
        },
        { merge: true },
      );
      const data = (await port.get(merged))?.data;
      expect(data).toMatchObject({ n: 3, x: 1.25, list: ['a', 'b'], keep: 'yes' });
      expect(data && 'gone' in data).toBe(false);
      expect(data?.['at']).toBeInstanceOf(Timestamp);
      const batched = doc(docs, 'batched');
      await port
        .batch()
        .set(batched, { n: increment(4), list: arrayUnion(1, 2, 3), at: serverTimestamp() })
        .update(merged, { list: arrayRemove('a'), n: increment(1) })
        .commit();
      expect((await port.get(batched))?.data).toMatchObject({ n: 4, list: [1, 2, 3] });
      expect((await port.get(batched))?.data['at']).toBeInstanceOf(Timestamp);
      expect((await port.get(merged))?.data).toMatchObject({ n: 4, list: ['b'] });
    });

    it('deletes, and deleting a missing document succeeds', async (context) => {
      const { port, ns } = await setup(context);
      const docs = collection(ns('docs'));
      await port.set(doc(docs, 'd'), { a: 1 });
      await port.delete(doc(docs, 'd'));
      await port.delete(doc(docs, 'never'));
      expect(await port.get(doc(docs, 'd'))).toBeNull();
    });

    it('adds a document with a new 20-character id', async (context) => {
      const { port, ns } = await setup(context);
      const docs = collection(ns('docs'));
      const ref = await port.add(docs, { a: 1 });
      expect(ref.id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(ref.path).toBe(`${docs.path}/${ref.id}`);
      expect((await port.get(ref))?.data).toEqual({ a: 1 });
    });
  });
};
