import 'fake-indexeddb/auto';
import { createFirebaseApp } from '@platform/core/firebase';
import { setLogLevel } from 'firebase/app';
import { setupServer } from 'msw/node';
import { CONTRACT_SCHEMA, remoteConfigContract } from '../remote-config.contract.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { advanceFakeTime, settleFakeTime, settleIo, withDueTimersRun } from './testing/fake-time.js';
import { createRemoteConfigServer } from './testing/remote-config-server.js';
import { createFirebaseRemoteConfig } from './index.js';

const server = setupServer();
beforeAll(() => {
  setLogLevel('silent');
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

let apps = 0;

remoteConfigContract('firebase', (settings) => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: Date.UTC(2030, 0, 1) });
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  const rc = createRemoteConfigServer();
  server.use(...rc.handlers);
  apps += 1;
  const name = `remote-config-contract-${apps}`;
  const app = createFirebaseApp(DEMO_CONFIG, { name });
  const handles = [app];
  // The SDK waits on zero-delay timers before each request; they run at once, as in a browser.
  const open = (handle = app) =>
    withDueTimersRun(createFirebaseRemoteConfig({ app: handle, schema: CONTRACT_SCHEMA, settings }));

  return {
    remoteConfig: open(),
    async reopen() {
      await handles.at(-1)?.delete();
      const reloaded = createFirebaseApp(DEMO_CONFIG, { name });
      handles.push(reloaded);
      return open(reloaded);
    },
    backend: {
      publish: async (values) => rc.publish(values),
      failNextFetches: (failure, times) => rc.failNextFetches(failure, times),
      requests: () => rc.received().map((request) => request.at),
      now: () => Date.now(),
      advanceTime: advanceFakeTime,
      settle: () => settleFakeTime(),
    },
    async dispose() {
      rc.close();
      await settleIo();
      for (const handle of handles) await handle.delete();
      server.resetHandlers();
      vi.restoreAllMocks();
      vi.useRealTimers();
    },
  };
});
