import { docAt, type DocumentSnapshot } from '@platform/firestore';
import { firestoreEmulator, openFirestore } from './support/firestore-server.js';
import { useScenario } from './support/scenario.js';
import { waitUntil } from './support/wait.js';

const emulator = firestoreEmulator();
const STALL_MS = 60_000;

const scenario = useScenario();

// A real 60 s of silence: the stall costs no CPU, and this file runs beside the others, so it adds about a minute to
// the fault suite's own wall time and little to `npm test`, where Nx runs other projects meanwhile.
describe('Firestore on the emulator, through a stalled connection', () => {
  it(
    'a listener whose connection stalls for 60 s hears what changed meanwhile once it flows again, without being remounted',
    async (context) => {
      if ('unavailable' in emulator) return context.skip(emulator.unavailable);
      const proxy = await scenario.proxy(emulator);
      const listening = openFirestore(proxy);
      const writing = openFirestore(emulator);
      scenario.release(listening.close);
      scenario.release(writing.close);
      const ref = docAt<{ version: number }>(`faults/stall-${String(Date.now())}/docs/watched`);
      await writing.port.set(ref, { version: 1 });

      const heard: DocumentSnapshot<{ version: number }>[] = [];
      const errors: unknown[] = [];
      const unsubscribe = listening.port.onDocument(
        ref,
        (snapshot) => heard.push(snapshot),
        (error) => errors.push(error),
      );
      scenario.stopFirst(unsubscribe);
      await waitUntil('the listener hears the server', () => heard.at(-1)?.doc?.data.version === 1);

      proxy.stall({ forMs: STALL_MS });
      const heardBeforeStall = heard.length;
      for (let version = 2; version <= 5; version += 1) await writing.port.set(ref, { version });
      await proxy.restored();
      // Nothing flowed while the link was silent.
      expect(heard.slice(heardBeforeStall).some((snapshot) => (snapshot.doc?.data.version ?? 0) > 1)).toBe(false);

      await waitUntil('the listener hears the last version', () => heard.at(-1)?.doc?.data.version === 5, 30_000);
      expect(heard.at(-1)).toMatchObject({ fromCache: false, hasPendingWrites: false });
      // Versions only move forward: nothing replayed out of order.
      const versions = heard.map((snapshot) => snapshot.doc?.data.version ?? 0);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      expect(errors).toEqual([]);
    },
    STALL_MS + 60_000,
  );
});
