import 'fake-indexeddb/auto';
import { createFirebaseApp } from '@platform/core/firebase';
import { setLogLevel } from 'firebase/app';
import { setupServer } from 'msw/node';
import { installationsContract } from '../installations.contract.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { advanceFakeTime, settleIo } from './testing/fake-time.js';
import { createInstallationsServer } from './testing/installations-server.js';
import { openOtherTab } from './testing/other-tab.js';
import { createFirebaseInstallations } from './index.js';

const server = setupServer();
beforeAll(() => {
  setLogLevel('silent');
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

let apps = 0;

installationsContract('firebase', () => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: Date.UTC(2030, 0, 1) });
  const fis = createInstallationsServer();
  server.use(...fis.handlers);
  apps += 1;
  const name = `installations-contract-${apps}`;
  const app = createFirebaseApp(DEMO_CONFIG, { name });
  const handles = [app];
  const tab = openOtherTab(name, DEMO_CONFIG.appId);
  const installations = createFirebaseInstallations({ app });

  return {
    installations,
    async reopen() {
      await handles.at(-1)?.delete();
      const reloaded = createFirebaseApp(DEMO_CONFIG, { name });
      handles.push(reloaded);
      return createFirebaseInstallations({ app: reloaded });
    },
    deleteApp: () => app.delete(),
    backend: {
      tokenLifetimeMs: fis.ttlSeconds * 1000,
      requests: () => fis.received().map(({ kind, fid }) => ({ kind, fid })),
      refuseNext: (status) => fis.refuseNext(status),
      forget: (fid) => fis.forget(fid),
      startRegistrationElsewhere: (fid) => tab.startRegistration(fid),
      finishRegistrationElsewhere: (fid) => tab.finishRegistration(fid, fis.adopt(fid), fis.ttlSeconds * 1000),
      now: () => Date.now(),
      advanceTime: advanceFakeTime,
      settle: () => settleIo(),
    },
    async dispose() {
      await settleIo();
      for (const handle of handles) await handle.delete();
      server.resetHandlers();
      vi.useRealTimers();
    },
  };
});
