import 'fake-indexeddb/auto';
import { remoteConfigContract } from '../remote-config.contract.js';
import { advanceFakeTime, settleFakeTime } from './testing/fake-time.js';
import { listenForGoogle, openSdkPage } from './testing/sdk-page.js';

const server = listenForGoogle();

// Vitest transforms a module on its first import, which takes longer than settle() lets real time run; a browser has
// the realtime chunk in the same round as the implementation, so the stream's chunk is transformed up front.
beforeAll(() => import('./config-updates.js'));

remoteConfigContract('firebase', (settings) => {
  const page = openSdkPage(server);
  const { backend } = page;
  return {
    remoteConfig: page.open(settings),
    async reopen() {
      await page.reload();
      return page.open(settings);
    },
    backend: {
      publish: async (values) => backend.publish(values),
      failNextFetches: (failure, times) => backend.failNextFetches(failure, times),
      requests: () => backend.received().map((request) => request.at),
      now: () => Date.now(),
      advanceTime: advanceFakeTime,
      settle: () => settleFakeTime(),
    },
    dispose: () => page.close(),
  };
});
