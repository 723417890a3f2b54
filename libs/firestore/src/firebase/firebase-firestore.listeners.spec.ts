import { createFirebaseApp, loadFirebaseApp } from '@platform/core/firebase';
import { getFirestore, terminate } from 'firebase/firestore';
import { collection, doc } from '../model/refs.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseFirestore } from './index.js';

describe('listeners of the Firebase adapter', () => {
  it('tell onError, rather than staying loading, when the SDK refuses to listen on a terminated client', async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'firestore-listeners-terminated' });
    const port = createFirebaseFirestore({ app });
    await port.offline();
    await terminate(getFirestore(await loadFirebaseApp(app)));

    const heard: unknown[] = [];
    port.onDocument(
      doc(collection('notes'), 'a'),
      (snapshot) => heard.push(snapshot),
      (error) => heard.push(error),
    );
    await expect.poll(() => heard).toMatchObject([{ code: expect.stringMatching(/^firestore\//) }]);
    await port.dispose();
    await app.delete();
  });
});
