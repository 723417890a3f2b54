import 'fake-indexeddb/auto';
import { setupServer } from 'msw/node';
import { runAppCheckContract } from '../appcheck.contract.js';
import { createExchangeServer } from './testing/exchange-server.js';
import { installRecaptchaStub } from './testing/recaptcha-stub.js';
import { createFirebaseAppCheck } from './index.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

runAppCheckContract('firebase', async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  vi.resetModules();
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const exchange = createExchangeServer();
  server.use(...exchange.handlers);
  const recaptcha = installRecaptchaStub();

  const page = (await import('./testing/fresh-page.js')).openPage();
  const app = page.newApp();
  const appCheck = createFirebaseAppCheck({ app });

  return {
    appCheck,
    backend: {
      ttlMs: exchange.ttlSeconds * 1000,
      exchanges: () =>
        exchange.received().map(({ kind, limitedUse, attestation }) => ({ kind, limitedUse, attestation })),
      failNextExchange: (failure) => exchange.failNext(failure),
      failNextAttestation: () => recaptcha.failNextExecution(),
      now: () => Date.now(),
      advanceTime: (ms) => vi.advanceTimersByTimeAsync(ms).then(() => undefined),
      settle: () => new Promise<void>((resolve) => setTimeout(resolve, 50)),
    },
    async dispose() {
      await appCheck.setAutoRefresh(false).catch(() => undefined);
      await app.delete();
      recaptcha.uninstall();
      server.resetHandlers();
      quiet.mockRestore();
      vi.useRealTimers();
    },
  };
});
