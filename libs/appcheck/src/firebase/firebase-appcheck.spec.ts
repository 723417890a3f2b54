import 'fake-indexeddb/auto';
import type { PlatformError } from '@platform/core';
import { setupServer } from 'msw/node';
import type { AppCheckPort } from '../appcheck.port.js';
import { createExchangeServer, type ExchangeServer } from './testing/exchange-server.js';
import type { FirebaseAppHandle } from './testing/fresh-page.js';
import { DEMO_CONFIG as config } from './testing/demo-config.js';
import { installRecaptchaStub, type RecaptchaStub } from './testing/recaptcha-stub.js';
import { createFirebaseAppCheck } from './index.js';

const server = setupServer();
const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${request.url}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let exchange: ExchangeServer;
let recaptcha: RecaptchaStub;
let logged: string[];
const handles: FirebaseAppHandle[] = [];

/** A fresh SDK module instance (fresh debug mode and throttling), as on a new page. */
async function freshPage() {
  vi.resetModules();
  const { sdk, newApp } = (await import('./testing/fresh-page.js')).openPage();
  return {
    sdk,
    newApp() {
      const handle = newApp();
      handles.push(handle);
      return handle;
    },
  };
}

async function rejection(work: Promise<unknown>): Promise<PlatformError> {
  const error: unknown = await work.then(
    () => expect.unreachable('expected a rejection'),
    (failure: unknown) => failure,
  );
  // The current page's PlatformError: after `vi.resetModules()` the adapter loads a fresh @platform/core.
  const page = await import('./testing/fresh-page.js');
  expect(error).toBeInstanceOf(page.PlatformError);
  return error as PlatformError;
}

beforeEach(() => {
  requests.length = 0;
  logged = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
  });
  exchange = createExchangeServer();
  server.use(...exchange.handlers);
  recaptcha = installRecaptchaStub();
});

afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.delete()));
  recaptcha.uninstall();
  server.resetHandlers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(globalThis, 'FIREBASE_APPCHECK_DEBUG_TOKEN');
});

describe('createFirebaseAppCheck', () => {
  it('touches neither the app nor the network until activation', async () => {
    const app: FirebaseAppHandle = { name: 'untouched', getApp: vi.fn(), delete: vi.fn() };
    const appCheck = createFirebaseAppCheck({ app });
    const stop = appCheck.onTokenChanged(() => undefined);
    await rejection(appCheck.getToken());
    stop();
    expect(app.getApp).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('exchanges the debug token it sets as FIREBASE_APPCHECK_DEBUG_TOKEN before the SDK reads it', async () => {
    const { newApp } = await freshPage();
    const appCheck = createFirebaseAppCheck({ app: newApp() });
    await appCheck.activate({ provider: { kind: 'debug', token: 'registered-debug-token' } });
    const askedAt = Date.now();
    const token = await appCheck.getToken();
    const answeredAt = Date.now();

    expect(Reflect.get(globalThis, 'FIREBASE_APPCHECK_DEBUG_TOKEN')).toBe('registered-debug-token');
    const [received] = exchange.received();
    expect(received).toMatchObject({
      kind: 'debug',
      projectId: 'demo-appcheck',
      appId: config.appId,
      apiKey: 'demo-api-key',
      body: { debug_token: 'registered-debug-token' },
    });
    expect(requests).toEqual([
      `POST https://content-firebaseappcheck.googleapis.com/v1/projects/demo-appcheck/apps/${config.appId}:exchangeDebugToken?key=demo-api-key`,
    ]);
    // The token's exp claim counts whole seconds from the moment of the exchange.
    expect(token.expiresAt).toBeGreaterThanOrEqual((Math.floor(askedAt / 1000) + exchange.ttlSeconds) * 1000);
    expect(token.expiresAt).toBeLessThanOrEqual(answeredAt + exchange.ttlSeconds * 1000);
    await vi.waitFor(() => expect(logged).toContain('Firebase App Check debug token: registered-debug-token'));
  });

  it('lets the SDK mint a debug token, keeps it in IndexedDB and reuses it on the next page', async () => {
    const first = await freshPage();
    const appCheck = createFirebaseAppCheck({ app: first.newApp() });
    await appCheck.activate({ provider: { kind: 'debug' } });
    await appCheck.getToken();
    expect(Reflect.get(globalThis, 'FIREBASE_APPCHECK_DEBUG_TOKEN')).toBe(true);
    const minted = exchange.received()[0]?.attestation;
    expect(minted).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const second = await freshPage();
    const again = createFirebaseAppCheck({ app: second.newApp() });
    await again.activate({ provider: { kind: 'debug' } });
    await again.getToken();
    expect(exchange.received().map((e) => e.attestation)).toEqual([minted, minted]);
  });

  it('refuses to switch debug mode after the first activation on the page', async () => {
    const { newApp } = await freshPage();
    const first = createFirebaseAppCheck({ app: newApp() });
    await first.activate({ provider: { kind: 'debug', token: 'token-a' } });

    const recaptchaApp = createFirebaseAppCheck({ app: newApp() });
    const switched = await rejection(
      recaptchaApp.activate({ provider: { kind: 'recaptcha-enterprise', siteKey: 'site' } }),
    );
    expect(switched).toMatchObject({
      code: 'appcheck/debug-mode-locked',
      customData: { debugMode: true, requestedDebugMode: false },
    });
    expect(switched.message).not.toContain('token-a');

    const otherToken = createFirebaseAppCheck({ app: newApp() });
    await expect(otherToken.activate({ provider: { kind: 'debug', token: 'token-b' } })).rejects.toMatchObject({
      code: 'appcheck/debug-mode-locked',
    });

    const sameMode = createFirebaseAppCheck({ app: newApp() });
    await sameMode.activate({ provider: { kind: 'debug', token: 'token-a' } });
    await expect(sameMode.getToken()).resolves.toMatchObject({ token: expect.any(String) });
    expect(exchange.received().map((e) => e.attestation)).toEqual(['token-a']);
  });

  it('refuses debug mode on a page that started without it', async () => {
    Reflect.set(globalThis, 'FIREBASE_APPCHECK_DEBUG_TOKEN', 'left-over-token');
    const { newApp } = await freshPage();
    const custom = createFirebaseAppCheck({ app: newApp() });
    await custom.activate({
      provider: { kind: 'custom', getToken: async () => ({ token: 'custom', expireTimeMillis: Date.now() + 60_000 }) },
    });
    expect(Reflect.has(globalThis, 'FIREBASE_APPCHECK_DEBUG_TOKEN')).toBe(false);
    await expect(custom.getToken()).resolves.toMatchObject({ token: 'custom' });

    const debug = createFirebaseAppCheck({ app: newApp() });
    await expect(debug.activate({ provider: { kind: 'debug' } })).rejects.toMatchObject({
      code: 'appcheck/debug-mode-locked',
      customData: { debugMode: false, requestedDebugMode: true },
    });
    expect(requests).toEqual([]);
  });

  it('refuses a second port on an app that already has App Check', async () => {
    const { newApp } = await freshPage();
    const app = newApp();
    await createFirebaseAppCheck({ app }).activate({ provider: { kind: 'debug', token: 't' } });
    await expect(
      createFirebaseAppCheck({ app }).activate({ provider: { kind: 'debug', token: 't' } }),
    ).rejects.toMatchObject({
      code: 'appcheck/already-initialized',
      customData: { appName: app.name },
    });
  });

  it.each([
    ['recaptcha-enterprise', 'enterprise', 'recaptcha_enterprise_token'],
    ['recaptcha-v3', 'v3', 'recaptcha_v3_token'],
  ] as const)('sends the %s token from grecaptcha in the exchange body', async (kind, flavour, field) => {
    const { newApp } = await freshPage();
    const appCheck = createFirebaseAppCheck({ app: newApp() });
    await appCheck.activate({ provider: { kind, siteKey: 'the-site-key' } });
    await appCheck.getToken();
    await appCheck.getToken({ limitedUse: true });

    const executions = recaptcha.executions();
    expect(executions.map((e) => [e.flavour, e.siteKey])).toEqual([
      [flavour, 'the-site-key'],
      [flavour, 'the-site-key'],
    ]);
    expect(exchange.received().map((e) => e.body)).toEqual([
      { [field]: executions[0]?.token },
      { [field]: executions[1]?.token, limited_use: true },
    ]);
  });

  it('serves custom-provider tokens without any HTTP request', async () => {
    const { newApp } = await freshPage();
    const appCheck = createFirebaseAppCheck({ app: newApp() });
    const expireTimeMillis = Date.now() + 10 * 60_000;
    await appCheck.activate({
      provider: { kind: 'custom', getToken: async () => ({ token: 'from-my-backend', expireTimeMillis }) },
    });
    await expect(appCheck.getToken()).resolves.toEqual({ token: 'from-my-backend', expiresAt: expireTimeMillis });
    await expect(appCheck.getToken({ forceRefresh: true })).resolves.toEqual({
      token: 'from-my-backend',
      expiresAt: expireTimeMillis,
    });
    expect(requests).toEqual([]);
  });

  it('rejects a custom token without a usable expiry as appcheck/custom-provider-error', async () => {
    const { newApp } = await freshPage();
    const appCheck = createFirebaseAppCheck({ app: newApp() });
    await appCheck.activate({
      provider: { kind: 'custom', getToken: async () => ({ token: 'x', expireTimeMillis: Number.NaN }) },
    });
    await expect(appCheck.getToken()).rejects.toMatchObject({ code: 'appcheck/custom-provider-error' });
  });

  it('keeps the SDK code, the HTTP status and the wait on a throttling error', async () => {
    const { newApp } = await freshPage();
    const appCheck = createFirebaseAppCheck({ app: newApp() });
    await appCheck.activate({ provider: { kind: 'recaptcha-enterprise', siteKey: 'site' } });
    exchange.failNext({ kind: 'http-status', status: 403 });

    const initial = await rejection(appCheck.getToken());
    expect(initial).toMatchObject({
      code: 'appcheck/initial-throttle',
      customData: {
        originalCode: 'appCheck/initial-throttle',
        httpStatus: 403,
        retryAfterMs: 24 * 60 * 60 * 1000,
        time: '01d:00m:00s',
      },
    });
    expect(initial.message).toContain('Try again in 24 h.');
    expect(initial.message).not.toContain('HTTP');
    expect(initial.cause).toMatchObject({ name: 'FirebaseError', code: 'appCheck/initial-throttle' });

    const throttled = await rejection(appCheck.getToken());
    expect(throttled).toMatchObject({
      code: 'appcheck/throttled',
      customData: { originalCode: 'appCheck/throttled', httpStatus: 403 },
    });
    expect(exchange.received()).toHaveLength(1);
  });

  it('keeps the HTTP status of a debug exchange that fails', async () => {
    const { newApp } = await freshPage();
    const appCheck = createFirebaseAppCheck({ app: newApp() });
    await appCheck.activate({ provider: { kind: 'debug', token: 't' } });
    exchange.failNext({ kind: 'http-status', status: 401 });
    const error = await rejection(appCheck.getToken());
    expect(error).toMatchObject({
      code: 'appcheck/fetch-status-error',
      customData: { originalCode: 'appCheck/fetch-status-error', httpStatus: 401 },
    });
    expect(error.message).not.toContain('HTTP');
  });

  it('tells listeners about tokens that other Firebase services fetched through the SDK', async () => {
    const { sdk, newApp } = await freshPage();
    const handle = newApp();
    const appCheck = createFirebaseAppCheck({ app: handle });
    await appCheck.activate({ provider: { kind: 'recaptcha-enterprise', siteKey: 'site' } });
    const seen: string[] = [];
    appCheck.onTokenChanged((token) => seen.push(token.token));

    const { loadFirebaseApp } = await import('./testing/fresh-page.js');
    const sameInstance = sdk.initializeAppCheck(await loadFirebaseApp(handle), {
      provider: new sdk.ReCaptchaEnterpriseProvider('site'),
      isTokenAutoRefreshEnabled: false,
    });
    const { token } = await sdk.getToken(sameInstance, true);
    await vi.waitFor(() => expect(seen).toEqual([token]));
    await expect(appCheck.getToken()).resolves.toMatchObject({ token });
    expect(exchange.received()).toHaveLength(1);
  });

  it('turns a token result that carries an error into a typed rejection', async () => {
    vi.resetModules();
    vi.doMock('firebase/app-check', async (importOriginal) => {
      const actual = await importOriginal<typeof import('firebase/app-check')>();
      return {
        ...actual,
        getToken: async () => ({
          token: 'eyJlcnJvciI6IlVOS05PV05fRVJST1IifQ==',
          error: { code: 'appCheck/fetch-network-error', message: 'offline' },
        }),
      };
    });
    try {
      const handle = (await import('./testing/fresh-page.js')).openPage().newApp();
      handles.push(handle);
      const appCheck = createFirebaseAppCheck({ app: handle });
      await appCheck.activate({ provider: { kind: 'debug', token: 't' } });
      await expect(appCheck.getToken()).rejects.toMatchObject({ code: 'appcheck/fetch-network-error' });
    } finally {
      vi.doUnmock('firebase/app-check');
    }
  });

  it('maps a deleted app to appcheck/app-deleted, and lets activation be tried again after a failure', async () => {
    const { newApp } = await freshPage();
    const handle = newApp();
    await handle.delete();
    const appCheck = createFirebaseAppCheck({ app: handle });
    await expect(appCheck.activate({ provider: { kind: 'debug', token: 't' } })).rejects.toMatchObject({
      code: 'appcheck/app-deleted',
      customData: { originalCode: 'core/app-deleted' },
    });
    await expect(appCheck.getToken()).rejects.toMatchObject({ code: 'appcheck/not-activated' });
    await expect(appCheck.activate({ provider: { kind: 'debug', token: 't' } })).rejects.toMatchObject({
      code: 'appcheck/app-deleted',
    });
  });

  it('reports getToken during a failing activation as appcheck/not-activated with the cause', async () => {
    const { newApp } = await freshPage();
    const handle = newApp();
    await handle.delete();
    const appCheck: AppCheckPort = createFirebaseAppCheck({ app: handle });
    const activation = appCheck.activate({ provider: { kind: 'debug', token: 't' } }).catch(() => undefined);
    const error = await rejection(appCheck.getToken());
    await activation;
    expect(error.code).toBe('appcheck/not-activated');
    expect(error.cause).toMatchObject({ code: 'appcheck/app-deleted' });
  });
});
