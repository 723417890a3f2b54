import { createFirebaseApp } from '@platform/core/firebase';
import { collection, doc, type FirestorePort } from '@platform/firestore';
import { createFirebaseFirestore } from '@platform/firestore/firebase';
import { createMemoryFirestore } from '@platform/firestore/memory';
import { useDocument } from '@platform/firestore/react';
import { DEMO_CONFIG } from '../demo-config.js';
import type { ScalingScenario, ScenarioFixture } from '../scenario.js';

const REF = doc(collection<{ readonly n: number }>('bench'), 'value');

/**
 * Readers of one Firestore document; a change writes the next number into it. Offline, the SDK's write promise waits
 * for a backend that never answers, so `write` only starts it: the readers hear the write from the cache at once.
 */
async function firestoreFixture(
  firestore: FirestorePort,
  write: (n: number) => Promise<void>,
  release: () => Promise<void>,
): Promise<ScenarioFixture> {
  let n = 0;
  await write(n);
  return {
    services: { firestore },
    listened: { port: firestore, method: 'onDocument' },
    useToken() {
      const resource = useDocument(REF);
      return resource.status === 'success' && resource.data.doc ? String(resource.data.doc.data.n) : undefined;
    },
    async change() {
      n += 1;
      await write(n);
      return String(n);
    },
    async dispose() {
      await firestore.dispose();
      await release();
    },
  };
}

const scenario: ScalingScenario = {
  name: 'firestore document',
  adapters: {
    memory() {
      const firestore = createMemoryFirestore();
      return firestoreFixture(
        firestore,
        (n) => firestore.set(REF, { n }),
        async () => undefined,
      );
    },
    // No Firestore server runs here: the real SDK's offline cache answers the listener.
    async firebase() {
      const app = createFirebaseApp(DEMO_CONFIG, { name: 'bench-firestore' });
      const firestore = createFirebaseFirestore({ app });
      await firestore.offline();
      const write = async (n: number) => void firestore.set(REF, { n }).catch(() => undefined);
      return firestoreFixture(firestore, write, () => app.delete());
    },
  },
};

export default scenario;
