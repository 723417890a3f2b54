import { createCostMeter } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { meterFirestore } from '../cost/meter-firestore.js';
import type { QuerySnapshot } from '../firestore.types.js';
import { orderBy, query } from '../model/query.js';
import { collection, doc } from '../model/refs.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { emulatorProject, firestoreEmulator, loadRules, OPEN_RULES } from './testing/emulator.js';
import { createFirebaseFirestore } from './index.js';

const emulator = firestoreEmulator();
const projectId = emulatorProject(DEMO_CONFIG.projectId);

beforeAll(async () => {
  if (emulator) await loadRules(emulator, projectId, OPEN_RULES);
});

/**
 * The server-rendering guide's figures (docs/server-rendering.md, "Reads per page view"): what the server's read and
 * the browser's listener bill, by the meter, for a page listing 3 notes. The server reads through `getQuerySnapshot`
 * (what `prefetchQuery` calls) and the browser listens through `onQuery` with its bundle (what `useQuery` does after
 * hydration).
 */
describe('reads per server-rendered page view, on the Cloud Firestore emulator', () => {
  let apps = 0;
  const open = () => {
    apps += 1;
    const app = createFirebaseApp({ ...DEMO_CONFIG, projectId }, { name: `ssr-cost-${String(apps)}` });
    const meter = createCostMeter();
    const port = meterFirestore(createFirebaseFirestore({ app, ...(emulator ? { emulator } : {}) }), meter);
    const release = async () => {
      await port.dispose();
      await app.delete();
    };
    return { meter, port, release };
  };

  it.skipIf(!emulator)(`server 3, browser 0 with the bundle and 3 without, then 1 per change`, async () => {
    const notes = collection(`ssr-cost-${String(Date.now())}`);
    const server = open();
    for (const n of [1, 2, 3]) await server.port.set(doc(notes, `n${String(n)}`), { n });
    server.meter.reset();
    const page = query(notes, orderBy('n'));
    const read = await server.port.getQuerySnapshot(page);
    expect(read.resumeFrom).toBeDefined();
    expect(server.meter.total().reads).toBe(3);

    const listen = (resumeFrom: string | undefined) => {
      const browser = open();
      const heard: QuerySnapshot<unknown>[] = [];
      const stop = browser.port.onQuery(
        page,
        (snapshot) => heard.push(snapshot),
        undefined,
        resumeFrom ? { resumeFrom } : {},
      );
      const synced = () => heard.some((snapshot) => !snapshot.fromCache && snapshot.docs.length === 3);
      return { ...browser, heard, synced, stop };
    };
    const resumed = listen(read.resumeFrom);
    const fresh = listen(undefined);
    await expect.poll(() => resumed.synced() && fresh.synced()).toBe(true);
    expect(resumed.meter.total().reads).toBe(0);
    expect(fresh.meter.total().reads).toBe(3);

    await server.port.set(doc(notes, 'n2'), { n: 2, edited: true });
    const edited = (heard: QuerySnapshot<unknown>[]) =>
      heard.some((snapshot) => !snapshot.fromCache && JSON.stringify(snapshot.docs[1]?.data).includes('edited'));
    await expect.poll(() => edited(resumed.heard) && edited(fresh.heard)).toBe(true);
    expect([resumed.meter.total().reads, fresh.meter.total().reads]).toEqual([1, 4]);

    for (const side of [resumed, fresh]) {
      side.stop();
      await side.release();
    }
    await server.release();
  });
});
