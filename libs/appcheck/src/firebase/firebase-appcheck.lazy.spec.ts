import 'fake-indexeddb/auto';
import { PlatformError } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { setupServer } from 'msw/node';
import { appcheckErrors } from '../appcheck.errors.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createExchangeServer } from './testing/exchange-server.js';
import { createFirebaseAppCheck } from './index.js';

const loads = vi.hoisted(() => ({ sdk: 0, chunk: 0, chunkFailuresLeft: 0 }));

vi.mock('firebase/app-check', async (importOriginal) => {
  loads.sdk += 1;
  return importOriginal();
});

// The implementation chunk, as the browser fetches it: it fails while `chunkFailuresLeft` lasts.
vi.mock('./firebase-appcheck.js', async (importOriginal) => {
  loads.chunk += 1;
  if (loads.chunkFailuresLeft > 0) {
    loads.chunkFailuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: firebase-appcheck.js');
  }
  return importOriginal();
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('createFirebaseAppCheck', () => {
  it('loads neither its implementation nor firebase/* until the first call, and retries a chunk that failed', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    server.use(...createExchangeServer().handlers);
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'appcheck-lazy' });
    const getApp = vi.spyOn(app, 'getApp');

    const appCheck = createFirebaseAppCheck({ app });
    const tokens: string[] = [];
    const stop = appCheck.onTokenChanged((token) => tokens.push(token.token));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads).toEqual({ sdk: 0, chunk: 0, chunkFailuresLeft: 0 });
    expect(getApp).not.toHaveBeenCalled();

    loads.chunkFailuresLeft = 1;
    const offline: unknown = await appCheck.activate({ provider: { kind: 'debug', token: 't' } }).catch((e) => e);
    expect(offline).toBeInstanceOf(PlatformError);
    expect(offline).toMatchObject({ code: 'appcheck/fetch-network-error' });
    expect(appcheckErrors.is(offline, 'appcheck/fetch-network-error')).toBe(true);
    expect(getApp).not.toHaveBeenCalled();

    await appCheck.activate({ provider: { kind: 'debug', token: 't' } });
    const { token } = await appCheck.getToken();
    expect(loads.sdk).toBe(1);
    await vi.waitFor(() => expect(tokens).toEqual([token]));
    stop();
    await appCheck.setAutoRefresh(false);
    await app.delete();
  });
});
