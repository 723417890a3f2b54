import { z } from 'zod';
import { serverTimestamp } from '../model/field-values.js';
import { query, where } from '../model/query.js';
import { collection, doc } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { fire, offlineFirebase } from './testing/offline-sdk.js';

/**
 * The Firebase adapter on the real SDK with its network disabled: writes land in the SDK's cache at once (their
 * promises wait for a backend that never answers), and reads come from it. This runs, here, what needs no server.
 */
const port = offlineFirebase('firestore-offline');
let cases = 0;
const fresh = () => `offline${String((cases += 1))}`;

const Note = z.object({
  title: z.string().min(1),
  stars: z.number().default(0),
  at: z.instanceof(Timestamp).optional(),
});

describe('the Firebase adapter offline', () => {
  it('writes and reads through a Standard Schema codec by way of withConverter', async () => {
    const notes = collection(fresh(), Note);
    fire(port.set(doc(notes, 'a'), { title: 'hello', at: serverTimestamp() }));
    const read = await port.get(doc(notes, 'a'));
    expect(read).toMatchObject({ id: 'a', data: { title: 'hello', stars: 0 } });
    expect(read?.data.at).toBeInstanceOf(Timestamp);
  });

  it('refuses a stored document the codec does not accept, with the validator issues', async () => {
    const name = fresh();
    fire(port.set(doc(collection(name), 'x'), { title: 7 }));
    await expect(port.getDocs(query(collection(name, Note), where('title', '==', 7)))).rejects.toMatchObject({
      code: 'firestore/invalid-document',
      customData: { path: `${name}/x`, issues: [expect.objectContaining({ path: ['title'] })] },
    });
  });

  it('refuses bad data before the SDK sees it: nothing reaches the cache', async () => {
    const docs = collection(fresh());
    await expect(port.set(doc(docs, 'd'), { a: undefined } as never)).rejects.toMatchObject({
      code: 'firestore/invalid-data',
    });
    await expect(port.set(doc(collection(docs.path, Note), 'e'), { title: '' })).rejects.toMatchObject({
      code: 'firestore/invalid-document',
    });
    expect(await port.getDocs(docs)).toEqual([]);
  });

  it('reports a local write from the cache, with pending writes', async () => {
    const ref = doc(collection(fresh()), 'd');
    const heard: unknown[] = [];
    const stop = port.onDocument(ref, (snapshot) => heard.push(snapshot));
    fire(port.set(ref, { n: 1 }));
    await expect
      .poll(() => heard.at(-1))
      .toMatchObject({ doc: { data: { n: 1 } }, fromCache: true, hasPendingWrites: true });
    stop();
  });

  it('closes a listener that hears a document the codec refuses, and reports invalid-document', async () => {
    const name = fresh();
    const errors: unknown[] = [];
    port.onDocument(
      doc(collection(name, Note), 'x'),
      () => undefined,
      (error) => errors.push(error),
    );
    fire(port.set(doc(collection(name), 'x'), { title: 7 }));
    await expect.poll(() => errors).toEqual([expect.objectContaining({ code: 'firestore/invalid-document' })]);
  });
});
