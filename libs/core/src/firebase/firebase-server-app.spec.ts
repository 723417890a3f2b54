import { getApps } from 'firebase/app';
import { appSdk } from './app-sdk.js';
import { createFirebaseServerApp } from './firebase-server-app.js';

const config = {
  apiKey: 'demo-api-key',
  authDomain: '127.0.0.1',
  projectId: 'demo-server-app',
  storageBucket: 'demo-server-app.appspot.com',
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:0000000000000000',
};

/** An unsigned token of the shape the SDK checks locally: a user id and a lifetime ahead. */
const idToken = (uid: string) => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: uid, user_id: uid, iat: now, exp: now + 3600 })}.`;
};

describe('createFirebaseServerApp', () => {
  it('initializes nothing until asked, then a server app carrying the request user token', async () => {
    const before = getApps().length;
    const token = idToken('ada');
    const handle = createFirebaseServerApp(config, { authIdToken: token });
    expect(getApps()).toHaveLength(before);
    const app = await handle.getApp(appSdk);
    expect(app.settings.authIdToken).toBe(token);
    expect(app.options.projectId).toBe('demo-server-app');
    expect(await handle.getApp(appSdk)).toBe(app);
    await handle.delete();
  });

  it('gives each request an app of its own: two users never share one', async () => {
    const ada = createFirebaseServerApp(config, { authIdToken: idToken('ada') });
    const bob = createFirebaseServerApp(config, { authIdToken: idToken('bob') });
    const [adaApp, bobApp] = await Promise.all([ada.getApp(appSdk), bob.getApp(appSdk)]);
    expect(adaApp).not.toBe(bobApp);
    expect(adaApp.settings.authIdToken).not.toBe(bobApp.settings.authIdToken);
    await Promise.all([ada.delete(), bob.delete()]);
  });

  it('is deleted once, and later use fails with core/app-deleted', async () => {
    const handle = createFirebaseServerApp(config);
    await handle.getApp(appSdk);
    await Promise.all([handle.delete(), handle.delete()]);
    await expect(handle.getApp(appSdk)).rejects.toMatchObject({ code: 'core/app-deleted' });
  });
});
