import type { StandardSchemaV1 } from '@standard-schema/spec';
import { describe, expect, it } from 'vitest';
import type { CodecPair } from '../model/codec.js';
import { serverTimestamp } from '../model/field-values.js';
import { query, where } from '../model/query.js';
import { collection, doc } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { expectFirestoreError, useHarness, type ContractCases } from './harness.js';
import { NoteSchema as Note } from './note-schema.js';

interface Temperature {
  readonly celsius: number;
}
const fahrenheit: CodecPair<Temperature> = {
  toStore: (value) => ({ f: (value.celsius as number) * 1.8 + 32 }),
  fromStore: (data) => ({ celsius: ((data['f'] as number) - 32) / 1.8 }),
};

export const codecCases: ContractCases = (factory) => {
  describe('typed collections', () => {
    const setup = useHarness(factory);

    it('checks writes with a Standard Schema validator and reads its output, defaults included', async (context) => {
      const { port, ns } = await setup(context);
      const notes = collection(ns('notes'), Note);
      await port.set(doc(notes, 'a'), { title: 'hello', stars: 1, at: serverTimestamp() });
      const read = await port.get(doc(notes, 'a'));
      expect(read?.data.title).toBe('hello');
      expect(read?.data.at).toBeInstanceOf(Timestamp);
      const raw = collection(ns('notes'));
      await port.set(doc(raw, 'b'), { title: 'no stars' });
      expect((await port.get(doc(notes, 'b')))?.data).toEqual({ title: 'no stars', stars: 0 });
    });

    it('refuses a document that fails the schema with its issues, and writes nothing', async (context) => {
      const { port, ns } = await setup(context);
      const notes = collection(ns('notes'), Note);
      const error = await expectFirestoreError(
        () => port.set(doc(notes, 'bad'), { title: '', stars: 1.5 }),
        'firestore/invalid-document',
      );
      const issues = error.customData['issues'] as StandardSchemaV1.Issue[];
      expect(issues.map((issue) => issue.path?.join('.')).sort()).toEqual(['stars', 'title']);
      expect(await port.get(doc(collection(ns('notes')), 'bad'))).toBeNull();
    });

    it('refuses a stored document the schema does not accept, on get and in a query', async (context) => {
      const { port, ns } = await setup(context);
      await port.set(doc(collection(ns('notes')), 'x'), { title: 42 });
      const notes = collection(ns('notes'), Note);
      await expectFirestoreError(() => port.get(doc(notes, 'x')), 'firestore/invalid-document');
      await expectFirestoreError(
        () => port.getDocs(query(notes, where('title', '==', 42))),
        'firestore/invalid-document',
      );
    });

    it('fails a listener, with invalid-document, when a document it hears is one the schema refuses', async (context) => {
      const { port, ns } = await setup(context);
      const raw = collection(ns('notes'));
      const errors: unknown[] = [];
      const heard: unknown[] = [];
      port.onQuery(
        collection(ns('notes'), Note),
        (snapshot) => heard.push(snapshot),
        (error) => errors.push(error),
      );
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      await port.set(doc(raw, 'bad'), { title: 42 });
      await expect.poll(() => errors).toEqual([expect.objectContaining({ code: 'firestore/invalid-document' })]);
      const after = heard.length;
      await port.set(doc(raw, 'good'), { title: 'fine' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard.length).toBe(after);
    });

    it('converts both ways with a toStore/fromStore pair', async (context) => {
      const { port, ns } = await setup(context);
      const temps = collection(ns('temps'), fahrenheit);
      await port.set(doc(temps, 't'), { celsius: 100 });
      expect((await port.get(doc(collection(ns('temps')), 't')))?.data).toEqual({ f: 212 });
      expect((await port.get(doc(temps, 't')))?.data.celsius).toBeCloseTo(100);
    });
  });
};
