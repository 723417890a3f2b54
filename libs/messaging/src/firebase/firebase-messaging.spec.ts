import 'fake-indexeddb/auto';
import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import { setLogLevel } from 'firebase/app';
import { setupServer } from 'msw/node';
import { messagingErrors } from '../messaging.errors.js';
import { demoConfig } from './testing/demo-config.js';
import { createFcmServer, type FcmServer } from './testing/fcm-server.js';
import { toSdkPayload } from './testing/sdk-payload.js';
import { settle } from './testing/settle.js';
import { installPushStandIns, type PushStandIns } from './testing/push-stand-ins.js';
import { createFirebaseMessaging, type FirebaseMessagingDeps } from './index.js';

const VAPID_KEY = `B${'C'.repeat(86)}`;
const server = setupServer();
let browser: PushStandIns;
let fcm: FcmServer;
const opened: FirebaseAppHandle[] = [];

// Vitest transforms a module on its first import, which takes longer than settle() lets work run; a browser has the
// messages chunk in the same round as the implementation, so it is transformed up front.
beforeAll(() => import('./foreground-messages.js'));
beforeAll(() => {
  setLogLevel('silent');
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  browser = installPushStandIns();
  fcm = createFcmServer();
  server.use(...fcm.handlers);
});
afterEach(async () => {
  for (const app of opened.splice(0)) await app.delete();
  browser.uninstall();
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

let apps = 0;

/** A port on a Firebase app of its own: the SDK keeps one stored token per app id. */
function open(deps: Omit<FirebaseMessagingDeps, 'app'> = {}) {
  apps += 1;
  const app = createFirebaseApp(demoConfig(apps), { name: `messaging-spec-${apps}` });
  opened.push(app);
  return createFirebaseMessaging({ app, ...deps });
}

describe('createFirebaseMessaging on the real SDK', () => {
  it('returns blocked when the SDK itself finds the permission blocked (the person blocked it meanwhile), and sends nothing', async () => {
    browser.setPermission('granted');
    const own = browser.ownRegistration('/app-scope/');
    const port = open({
      // The person blocks notifications while the app's service worker is being registered.
      serviceWorker: async () => {
        browser.setPermission('blocked');
        return own;
      },
    });
    await expect(port.getToken()).resolves.toEqual({ status: 'blocked', code: 'messaging/permission-blocked' });
    expect(fcm.received()).toEqual([]);
  });

  it("maps the SDK's messaging/token-subscribe-failed, keeping the server's message for developers", async () => {
    browser.setPermission('granted');
    fcm.refuseNext('create');
    const port = open();
    await expect(port.getToken()).rejects.toMatchObject({
      code: 'messaging/token-subscribe-failed',
      message: messagingErrors.messages['messaging/token-subscribe-failed'],
      customData: {
        originalCode: 'messaging/token-subscribe-failed',
        originalMessage: expect.stringContaining('Request contains an invalid argument.'),
      },
    });
  });

  it('maps a service worker that cannot be registered to messaging/failed-service-worker-registration', async () => {
    browser.setPermission('granted');
    browser.failNextRegistration();
    const port = open();
    await expect(port.getToken()).rejects.toMatchObject({
      code: 'messaging/failed-service-worker-registration',
      customData: { originalCode: 'messaging/failed-service-worker-registration' },
    });
    expect(fcm.received()).toEqual([]);
  });

  it("registers /firebase-messaging-sw.js by default, and uses the app's own service worker when given", async () => {
    browser.setPermission('granted');
    await open().getToken();
    expect(browser.registeredScripts()).toEqual(['/firebase-messaging-sw.js']);

    const own = browser.ownRegistration('/app-scope/');
    const result = await open({ serviceWorker: async () => own }).getToken();
    expect(result.status).toBe('granted');
    expect(browser.registeredScripts()).toEqual(['/firebase-messaging-sw.js']);
  });

  it('sends the VAPID key with the subscription, and the refresh a week later updates the same registration', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2030, 0, 1) });
    browser.setPermission('granted');
    const port = open({ vapidKey: VAPID_KEY });
    const first = await port.getToken();
    if (first.status !== 'granted') throw new Error(first.status);
    vi.setSystemTime(Date.UTC(2030, 0, 8));
    const refreshed = await port.getToken();

    const [create, update] = fcm.received();
    expect(create).toMatchObject({
      kind: 'create',
      installationsAuth: expect.stringMatching(/^FIS fis-/),
      body: {
        web: { applicationPubKey: VAPID_KEY, endpoint: expect.stringMatching(/^https:\/\/fcm\.googleapis\.com\//) },
      },
    });
    expect(update).toMatchObject({ kind: 'update', token: first.token });
    expect(refreshed).toEqual({ status: 'granted', token: expect.not.stringMatching(first.token) });
    expect(fcm.received()).toHaveLength(2);
  });

  it("keeps hearing foreground messages through StrictMode's mount, unmount and mount, and on two ports of one app", async () => {
    browser.setPermission('granted');
    apps += 1;
    const app = createFirebaseApp(demoConfig(apps), { name: `messaging-spec-${apps}` });
    opened.push(app);
    const first = createFirebaseMessaging({ app });
    const second = createFirebaseMessaging({ app });
    await first.isSupported();
    const heard: string[] = [];
    first.onMessage(() => heard.push('unmounted'))();
    first.onMessage((message) => heard.push(`first ${message.messageId}`));
    await settle();
    first.onMessage(() => heard.push('unmounted'))();
    second.onMessage((message) => heard.push(`second ${message.messageId}`));
    await settle();
    browser.postToPage(toSdkPayload({ messageId: 'm-1', from: '1234' }));
    await settle();
    expect(heard.sort()).toEqual(['first m-1', 'second m-1']);
  });

  it('hears foreground messages on a listener added before the person allowed notifications, once a token is granted', async () => {
    browser.setPermission('default');
    const port = open();
    const heard: string[] = [];
    port.onMessage((message) => heard.push(message.messageId));
    await expect(port.getToken()).resolves.toEqual({ status: 'granted', token: expect.any(String) });
    await settle();
    browser.postToPage(toSdkPayload({ messageId: 'm-2', from: '1234' }));
    await settle();
    expect(heard).toEqual(['m-2']);
  });
});
