import 'fake-indexeddb/auto';
import { PlatformError } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { setLogLevel } from 'firebase/app';
import { setupServer } from 'msw/node';
import { messagingErrors } from '../messaging.errors.js';
import { demoConfig } from './testing/demo-config.js';
import { createFcmServer } from './testing/fcm-server.js';
import { installPushStandIns, type PushStandIns } from './testing/push-stand-ins.js';
import { createFirebaseMessaging } from './index.js';

const loads = vi.hoisted(() => ({ sdk: 0, chunk: 0, chunkFailuresLeft: 0, messages: 0 }));

vi.mock('firebase/messaging', async (importOriginal) => {
  loads.sdk += 1;
  return importOriginal();
});

// The implementation chunk, as the browser fetches it: it fails while `chunkFailuresLeft` lasts.
vi.mock('./firebase-messaging.js', async (importOriginal) => {
  loads.chunk += 1;
  if (loads.chunkFailuresLeft > 0) {
    loads.chunkFailuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: firebase-messaging.js');
  }
  return importOriginal();
});

// The foreground messages' chunk: counted, to show that a token does not fetch it.
vi.mock('./foreground-messages.js', async (importOriginal) => {
  loads.messages += 1;
  return importOriginal();
});

const server = setupServer();
let browser: PushStandIns;
beforeAll(() => {
  setLogLevel('silent');
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  browser = installPushStandIns();
});
afterEach(() => browser.uninstall());
afterAll(() => server.close());

describe('createFirebaseMessaging', () => {
  it('answers blocked, dismissed and unsupported from the facade, without loading firebase/messaging', async () => {
    const app = createFirebaseApp(demoConfig(1), { name: 'messaging-lazy-outcomes' });
    const getApp = vi.spyOn(app, 'getApp');
    const port = createFirebaseMessaging({ app });
    const heard: unknown[] = [];
    port.onMessage((message) => heard.push(message));

    browser.setPermission('blocked');
    await expect(port.getToken()).resolves.toEqual({ status: 'blocked', code: 'messaging/permission-blocked' });
    browser.setPermission('default');
    browser.answerPromptWith('default');
    await expect(port.getToken()).resolves.toEqual({ status: 'dismissed', code: 'messaging/permission-default' });
    expect(browser.prompts()).toBe(1);
    browser.uninstall();
    await expect(port.isSupported()).resolves.toBe(false);
    await expect(port.getToken()).resolves.toEqual({ status: 'unsupported', code: 'messaging/unsupported-browser' });
    await expect(port.deleteToken()).resolves.toBeUndefined();

    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads).toEqual({ sdk: 0, chunk: 0, chunkFailuresLeft: 0, messages: 0 });
    expect(getApp).not.toHaveBeenCalled();
    await app.delete();
  });

  it('loads the chunk once a token is allowed, rejects with messaging/unavailable when it does not arrive, and retries', async () => {
    server.use(...createFcmServer().handlers);
    const app = createFirebaseApp(demoConfig(2), { name: 'messaging-lazy-load' });
    const port = createFirebaseMessaging({ app });
    const tokens: (string | null)[] = [];
    port.onTokenChange((token) => tokens.push(token));
    browser.setPermission('granted');

    loads.chunkFailuresLeft = 1;
    const offline: unknown = await port.getToken().catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(PlatformError);
    expect(offline).toMatchObject({
      code: 'messaging/unavailable',
      message: messagingErrors.messages['messaging/unavailable'],
    });
    expect(loads.sdk).toBe(0);

    const result = await port.getToken();
    expect(result).toEqual({ status: 'granted', token: expect.any(String) });
    expect(loads.sdk).toBe(1);
    // The listener added before the chunk arrived hears the token.
    expect(tokens).toEqual([port.currentToken()]);
    // Nobody listens for messages, so their chunk is not fetched.
    expect(loads.messages).toBe(0);
    port.onMessage(() => undefined);
    await vi.waitFor(() => expect(loads.messages).toBe(1));
    await port.dispose();
    await app.delete();
    server.resetHandlers();
  });

  it('refuses calls after a dispose that came before any use, without starting the app', async () => {
    const app = createFirebaseApp(demoConfig(3), { name: 'messaging-lazy-dispose' });
    const getApp = vi.spyOn(app, 'getApp');
    const port = createFirebaseMessaging({ app });
    browser.setPermission('granted');

    await port.dispose();
    await expect(port.getToken()).rejects.toMatchObject({ code: 'messaging/disposed' });
    await expect(port.isSupported()).rejects.toMatchObject({ code: 'messaging/disposed' });
    expect(getApp).not.toHaveBeenCalled();
    await app.delete();
  });
});
