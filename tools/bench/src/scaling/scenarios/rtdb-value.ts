import { createFirebaseApp } from '@platform/core/firebase';
import type { RtdbPort } from '@platform/rtdb';
import { createFirebaseRtdb } from '@platform/rtdb/firebase';
import { createMemoryRtdb } from '@platform/rtdb/memory';
import { useValue } from '@platform/rtdb/react';
import { DEMO_CONFIG } from '../demo-config.js';
import type { ScalingScenario, ScenarioFixture } from '../scenario.js';

const PATH = 'bench/value';

/** Readers of one Realtime Database value; a change writes the next number there. */
async function rtdbFixture(rtdb: RtdbPort, release: () => Promise<void>): Promise<ScenarioFixture> {
  let value = 0;
  await rtdb.set(PATH, value);
  return {
    services: { rtdb },
    listened: { port: rtdb, method: 'onValue' },
    useToken() {
      const resource = useValue(PATH);
      return resource.status === 'success' ? String(resource.data.value) : undefined;
    },
    async change() {
      value += 1;
      await rtdb.set(PATH, value);
      return String(value);
    },
    async dispose() {
      await rtdb.dispose();
      await release();
    },
  };
}

const scenario: ScalingScenario = {
  name: 'rtdb value',
  adapters: {
    memory: () => rtdbFixture(createMemoryRtdb(), async () => undefined),
    async firebase(backends) {
      const server = await backends.firebaseServer();
      const app = createFirebaseApp({ ...DEMO_CONFIG, databaseURL: server.databaseURL }, { name: 'bench-rtdb' });
      const rtdb = createFirebaseRtdb({ app, emulator: { host: server.host, port: server.port } });
      return rtdbFixture(rtdb, () => app.delete());
    },
  },
};

export default scenario;
