import { createFirebaseApp } from '@platform/core/firebase';
import { createOfflineChunks } from '@platform/core/testing';
import { docAt } from '../model/refs.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseFirestore } from './index.js';

// The parts' chunks, as the browser fetches them.
const parts = createOfflineChunks();
vi.mock('./queries.js', (importOriginal) => parts.chunk('queries')(importOriginal));
vi.mock('./listeners.js', (importOriginal) => parts.chunk('listeners')(importOriginal));
vi.mock('./writes.js', (importOriginal) => parts.chunk('writes')(importOriginal));

describe('createFirebaseFirestore', () => {
  it('fetches its other parts while the browser is idle once the implementation has loaded, so that a first write made offline is kept', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'firestore-prefetch' });
    const port = createFirebaseFirestore({ app, emulator: { host: '127.0.0.1', port: 9 } });
    try {
      // The network switch loads the implementation alone; offline, the SDK keeps writes on the device.
      await port.offline();
      expect(parts.fetched).toEqual([]);
      for (const task of idle.splice(0)) task();
      await expect.poll(() => parts.fetched).toEqual(expect.arrayContaining(['queries', 'listeners', 'writes']));

      parts.offline = true;
      const ref = docAt<{ text: string }>('notes/first');
      const texts: unknown[] = [];
      const errors: unknown[] = [];
      port.onDocument(
        ref,
        (snapshot) => texts.push(snapshot.doc?.data.text),
        (error) => errors.push(error),
      );
      port.set(ref, { text: 'written offline' }).catch((error: unknown) => errors.push(error));
      await expect.poll(() => texts).toContain('written offline');
      expect(errors).toEqual([]);
    } finally {
      parts.offline = false;
      vi.unstubAllGlobals();
      await port.dispose();
      await app.delete();
    }
  });
});
