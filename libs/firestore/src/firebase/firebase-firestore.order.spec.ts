import { createFirebaseApp } from '@platform/core/firebase';
import { collection, doc } from '../model/refs.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseFirestore } from './index.js';

// The writes' chunk, as the browser fetches it: it arrives only once `arrive` is called.
const writes = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});

vi.mock('./writes.js', async (importOriginal) => {
  await writes.arrived;
  return importOriginal();
});

describe('the Firebase adapter, while its parts arrive', () => {
  it("hands calls to their parts in the order they were made, even when a later call's chunk arrives first", async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'firestore-call-order' });
    const port = createFirebaseFirestore({ app });
    await port.offline();
    const ref = doc(collection('ordered'), 'a');

    // Offline, the write lands in the cache at once, and its promise waits for the backend.
    void port.set(ref, { title: 'first' }).catch(() => undefined);
    const read = port.get(ref);
    await new Promise((resolve) => setTimeout(resolve, 20));
    writes.arrive();
    await expect(read).resolves.toMatchObject({ id: 'a', data: { title: 'first' } });
    await port.dispose();
    await app.delete();
  });
});
