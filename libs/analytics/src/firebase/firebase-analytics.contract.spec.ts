import 'fake-indexeddb/auto';
import { setupServer } from 'msw/node';
import { analyticsContract } from '../analytics.contract.js';
import { clearPage, configuredMeasurementIds, sentEvents } from './testing/data-layer.js';
import { createGoogleServer } from './testing/google-server.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

analyticsContract('firebase', async ({ options, supported = true }) => {
  vi.resetModules();
  clearPage();
  const google = createGoogleServer();
  server.use(...google.handlers);
  const indexedDb = globalThis.indexedDB;
  if (!supported) Reflect.deleteProperty(globalThis, 'indexedDB');

  const page = (await import('./testing/fresh-page.js')).openPage();
  const app = page.newApp();
  const port = page.createFirebaseAnalytics({ app, ...options });
  const started = () => google.requests().length > 0 || 'dataLayer' in window;

  return {
    port,
    sent: sentEvents,
    started,
    async settle() {
      // The SDK holds events until its config fetch and installation id arrive, then hands them to gtag.
      if (started()) await vi.waitFor(() => expect(configuredMeasurementIds()).not.toEqual([]));
      await new Promise((resolve) => setTimeout(resolve, 20));
    },
    deleteApp: () => app.delete(),
    async dispose() {
      await app.delete();
      server.resetHandlers();
      globalThis.indexedDB = indexedDb;
      clearPage();
    },
  };
});
