import { createManualClock } from '@platform/core';
import type { DocumentSnapshot } from '../firestore.types.js';
import { serverTimestamp } from '../model/field-values.js';
import { collection, doc } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { createMemoryFirestore } from './memory-firestore.js';

const notes = collection('notes');

describe('createMemoryFirestore', () => {
  it('holds a write pending for latencyMs on its clock: listeners see it at once, the call resolves after', async () => {
    const clock = createManualClock();
    const port = createMemoryFirestore({ clock, latencyMs: 100 });
    const heard: DocumentSnapshot<unknown>[] = [];
    port.onDocument(doc(notes, 'a'), (snapshot) => heard.push(snapshot));
    await Promise.resolve();
    let confirmed = false;
    const written = port.set(doc(notes, 'a'), { n: 1 }).then(() => {
      confirmed = true;
    });
    await Promise.resolve();
    expect(heard.at(-1)).toMatchObject({ doc: { data: { n: 1 } }, hasPendingWrites: true });

    await clock.advanceAsync(99);
    expect(confirmed).toBe(false);
    await clock.advanceAsync(1);
    await written;
    expect(heard.at(-1)).toMatchObject({ doc: { data: { n: 1 } }, hasPendingWrites: false });
    expect(heard).toHaveLength(3);
  });

  it("stamps a server timestamp with its clock's time", async () => {
    const clock = createManualClock();
    clock.advance(1_700_000_000_000);
    const port = createMemoryFirestore({ clock });
    const writing = port.set(doc(notes, 'a'), { at: serverTimestamp() });
    await clock.runAllAsync();
    await writing;
    expect((await port.get(doc(notes, 'a')))?.data).toEqual({ at: Timestamp.fromMillis(1_700_000_000_000) });
  });

  it('fails the next call with an injected code, then works again', async () => {
    const port = createMemoryFirestore();
    port.control.failNext('firestore/permission-denied');
    await expect(port.get(doc(notes, 'a'))).rejects.toMatchObject({
      code: 'firestore/permission-denied',
      customData: { injected: true },
    });
    expect(await port.get(doc(notes, 'a'))).toBeNull();
  });

  it('drops undefined fields when asked to, as the SDK option does', async () => {
    const port = createMemoryFirestore({ ignoreUndefinedProperties: true });
    await port.set(doc(notes, 'a'), { n: 1, gone: undefined } as never);
    expect((await port.get(doc(notes, 'a')))?.data).toEqual({ n: 1 });
  });

  it('gives up a transaction that keeps meeting contention after 5 attempts, with firestore/aborted', async () => {
    const port = createMemoryFirestore();
    const ref = doc(notes, 'c');
    await port.set(ref, { n: 0 });
    let attempts = 0;
    await expect(
      port.runTransaction(async (transaction) => {
        attempts += 1;
        await transaction.get(ref);
        await port.set(ref, { n: attempts });
        transaction.set(ref, { n: -1 });
      }),
    ).rejects.toMatchObject({ code: 'firestore/aborted' });
    expect(attempts).toBe(5);
    expect((await port.get(ref))?.data).toEqual({ n: 5 });
  });
});
