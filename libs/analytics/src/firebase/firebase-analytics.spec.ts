import 'fake-indexeddb/auto';
import { PROVIDER_CONSTANTS } from '@platform/core/constants';
import { setupServer } from 'msw/node';
import type { AnalyticsPort } from '../analytics.port.js';
import type { AnalyticsOptions } from '../analytics.types.js';
import { clearPage, configuredMeasurementIds, dataLayer, sentEvents } from './testing/data-layer.js';
import { LOCAL_MEASUREMENT_ID, SERVER_MEASUREMENT_ID } from './testing/demo-config.js';
import type { FirebaseAppHandle } from './testing/fresh-page.js';
import { createGoogleServer, type GoogleServer } from './testing/google-server.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let google: GoogleServer;
const apps: FirebaseAppHandle[] = [];

/** A new page (fresh SDK module state) with one app and the adapter on it. */
async function openAnalytics(options: AnalyticsOptions = {}): Promise<AnalyticsPort> {
  vi.resetModules();
  const page = (await import('./testing/fresh-page.js')).openPage();
  const app = page.newApp();
  apps.push(app);
  return page.createFirebaseAnalytics({ app, ...options });
}

const events = () => dataLayer().filter(([command]) => command === 'event');

beforeEach(() => {
  clearPage();
  google = createGoogleServer();
  server.use(...google.handlers);
});

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.splice(0).map((app) => app.delete()));
  server.resetHandlers();
  clearPage();
});

describe('createFirebaseAnalytics on the real SDK', () => {
  it('sends no request and puts nothing in dataLayer before consent, then starts with consent as gtag’s default', async () => {
    const analytics = await openAnalytics();
    await analytics.setUserId('user-1');
    await analytics.logEvent('screen_view', { firebase_screen: 'home' });
    await analytics.logEvent('select_content', { content_type: 'resource-card', content_id: 'docs' });
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(google.requests()).toEqual([]);
    expect('dataLayer' in window).toBe(false);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();

    await analytics.setConsent({ analytics_storage: 'granted' });
    await analytics.logEvent('select_content', { content_type: 'resource-card', content_id: 'docs' });
    await vi.waitFor(() => expect(events()).toHaveLength(1));

    expect(dataLayer()[0]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(events()[0]).toEqual([
      'event',
      'select_content',
      { content_type: 'resource-card', content_id: 'docs', send_to: SERVER_MEASUREMENT_ID },
    ]);
    expect(sentEvents()[0]?.userId).toBe('user-1');
    expect(
      google
        .requests()
        .map((request) => new URL(request.split(' ')[1] ?? '').hostname)
        .sort(),
    ).toEqual(['firebase.googleapis.com', 'firebaseinstallations.googleapis.com']);
  });

  it('falls back to the local measurement id when the web-config fetch fails, and keeps sending', async () => {
    google.failWebConfig({ status: 403 });
    const analytics = await openAnalytics({ initialConsent: { analytics_storage: 'granted' } });
    await expect(analytics.logEvent('login', { method: 'password' })).resolves.toEqual({ status: 'sent' });
    await vi.waitFor(() => expect(events()).toHaveLength(1));

    expect(configuredMeasurementIds()).toEqual([LOCAL_MEASUREMENT_ID]);
    expect(events()[0]).toEqual(['event', 'login', { method: 'password', send_to: LOCAL_MEASUREMENT_ID }]);
  });

  it('gives up on a throttled web-config fetch after 60 s by the clock, then uses the local measurement id', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    google.failWebConfig(...Array.from({ length: 10 }, () => ({ status: 503 })));
    const analytics = await openAnalytics({ initialConsent: { analytics_storage: 'granted' } });
    await analytics.logEvent('login');

    await vi.advanceTimersByTimeAsync(PROVIDER_CONSTANTS.analytics.configFetchTimeoutMs - 1);
    expect(configuredMeasurementIds()).toEqual([]);
    expect(events()).toEqual([]);
    // 503s back off 1 s, then 30 s (each ±50%), then 15 min: three requests fit in the minute.
    expect(google.requests().filter((request) => request.includes('webConfig'))).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(events()).toHaveLength(1));
    expect(configuredMeasurementIds()).toEqual([LOCAL_MEASUREMENT_ID]);
    expect(events()[0]).toEqual(['event', 'login', { send_to: LOCAL_MEASUREMENT_ID }]);
  });

  it('tells started measurement to stop collecting, as gtag’s ga-disable switch', async () => {
    const analytics = await openAnalytics({ initialConsent: { analytics_storage: 'granted' } });
    await analytics.logEvent('login');
    await vi.waitFor(() => expect(events()).toHaveLength(1));

    await analytics.setCollectionEnabled(false);
    await vi.waitFor(() => expect(Reflect.get(window, `ga-disable-${SERVER_MEASUREMENT_ID}`)).toBe(true));
    await analytics.setCollectionEnabled(true);
    await vi.waitFor(() => expect(Reflect.get(window, `ga-disable-${SERVER_MEASUREMENT_ID}`)).toBe(false));
  });

  it('rejects with analytics/already-initialized when the app already has Analytics with other settings', async () => {
    const analytics = await openAnalytics({ initialConsent: { analytics_storage: 'granted' } });
    const sdk = await import('firebase/analytics');
    const { loadFirebaseApp } = await import('./testing/fresh-page.js');
    const app = apps[0];
    if (!app) throw new Error('no app');
    sdk.initializeAnalytics(await loadFirebaseApp(app), { config: { send_page_view: true } });

    await expect(analytics.logEvent('login')).rejects.toMatchObject({
      name: 'PlatformError',
      code: 'analytics/already-initialized',
      customData: { originalCode: 'analytics/already-initialized' },
    });
    // The other instance finishes starting before the page is cleared.
    await vi.waitFor(() => expect(configuredMeasurementIds()).toEqual([SERVER_MEASUREMENT_ID]));
  });

  it.each([
    ['cookies are off', 'analytics/invalid-analytics-context'],
    ['IndexedDB is missing', 'analytics/indexeddb-unavailable'],
  ] as const)('names why Analytics cannot run when %s', async (situation, code) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const indexedDb = globalThis.indexedDB;
    if (situation === 'cookies are off') vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    else Reflect.deleteProperty(globalThis, 'indexedDB');
    try {
      const analytics = await openAnalytics({ initialConsent: { analytics_storage: 'granted' } });
      await expect(analytics.logEvent('login')).resolves.toEqual({ status: 'dropped', reason: 'unsupported' });
      expect(warn).toHaveBeenCalledOnce();
      expect(warn.mock.calls[0]?.[1]).toMatchObject({ code });
      expect(google.requests()).toEqual([]);
    } finally {
      globalThis.indexedDB = indexedDb;
      vi.restoreAllMocks();
    }
  });
});
