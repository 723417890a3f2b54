import { getApps, initializeApp } from 'firebase/app';
import { appSdk } from './app-sdk.js';
import { getExistingFirebaseApp } from './existing-app.js';
import { createFirebaseApp, type FirebaseAppSdk } from './firebase-app.js';
import { loadFirebaseApp } from './load-firebase-app.js';

const config = {
  apiKey: 'demo-api-key',
  authDomain: '127.0.0.1',
  projectId: 'demo-lifecycle',
  storageBucket: 'demo-lifecycle.appspot.com',
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:0000000000000000',
};

describe('createFirebaseApp', () => {
  it('initializes nothing until the app is asked for, then shares the app it initialized', async () => {
    const handle = createFirebaseApp(config, { name: 'lazy' });
    expect(getApps().map((a) => a.name)).not.toContain('lazy');

    const app = await handle.getApp(appSdk);
    expect(app.name).toBe('lazy');
    expect(app.options.projectId).toBe('demo-lifecycle');
    expect(await handle.getApp(appSdk)).toBe(app);
    await expect(loadFirebaseApp(handle)).resolves.toBe(app);
    await handle.delete();
  });

  it('initializes the app with the SDK of its first caller, and deletes it with that SDK', async () => {
    const first: FirebaseAppSdk = { initializeApp: vi.fn(appSdk.initializeApp), deleteApp: vi.fn(appSdk.deleteApp) };
    const later: FirebaseAppSdk = { initializeApp: vi.fn(appSdk.initializeApp), deleteApp: vi.fn(appSdk.deleteApp) };
    const handle = createFirebaseApp(config, { name: 'first-sdk' });
    const app = await handle.getApp(first);
    expect(await handle.getApp(later)).toBe(app);
    await handle.delete();
    expect(first.initializeApp).toHaveBeenCalledTimes(1);
    expect(first.deleteApp).toHaveBeenCalledWith(app);
    expect(later.initializeApp).not.toHaveBeenCalled();
    expect(later.deleteApp).not.toHaveBeenCalled();
  });

  it('deletes an app never asked for without touching an SDK', async () => {
    const handle = createFirebaseApp(config, { name: 'never-asked' });
    await handle.delete();
    const sdk: FirebaseAppSdk = { initializeApp: vi.fn(appSdk.initializeApp), deleteApp: vi.fn(appSdk.deleteApp) };
    await expect(handle.getApp(sdk)).rejects.toMatchObject({ code: 'core/app-deleted' });
    expect(sdk.initializeApp).not.toHaveBeenCalled();
  });

  it('deletes the app, and later use fails with core/app-deleted', async () => {
    const handle = createFirebaseApp(config, { name: 'to-delete' });
    await handle.getApp(appSdk);
    await handle.delete();

    expect(getApps().map((a) => a.name)).not.toContain('to-delete');
    await expect(handle.getApp(appSdk)).rejects.toMatchObject({
      code: 'core/app-deleted',
      customData: { appName: 'to-delete' },
    });
    await expect(handle.delete()).resolves.toBeUndefined();
  });

  it('resolves two concurrent deletes only once the app is deleted', async () => {
    const handle = createFirebaseApp(config, { name: 'deleted-twice' });
    await handle.getApp(appSdk);
    const deleted: string[] = [];
    const deletes = [handle.delete(), handle.delete()].map((deletion, i) =>
      deletion.then(() => deleted.push(`${i}:${getApps().some((a) => a.name === 'deleted-twice') ? 'alive' : 'gone'}`)),
    );
    await Promise.all(deletes);
    expect(deleted.sort()).toEqual(['0:gone', '1:gone']);
  });

  it('deletes an app whose loading is still under way, for every caller', async () => {
    const handle = createFirebaseApp(config, { name: 'deleted-while-loading' });
    const loading = handle.getApp(appSdk);
    await Promise.all([handle.delete(), handle.delete()]);
    await loading;
    expect(getApps().map((a) => a.name)).not.toContain('deleted-while-loading');
  });

  it('maps the SDK missing-app error to core/no-app', async () => {
    await expect(getExistingFirebaseApp('never-created')).rejects.toMatchObject({
      code: 'core/no-app',
      customData: { originalCode: 'app/no-app' },
    });
  });

  it('maps the SDK duplicate-app error to core/duplicate-app and can try again', async () => {
    const existing = initializeApp(config, 'taken');
    const handle = createFirebaseApp({ ...config, projectId: 'demo-other' }, { name: 'taken' });
    await expect(handle.getApp(appSdk)).rejects.toMatchObject({
      code: 'core/duplicate-app',
      customData: { originalCode: 'app/duplicate-app' },
    });
    await (await import('firebase/app')).deleteApp(existing);
    await expect(handle.getApp(appSdk)).resolves.toMatchObject({ name: 'taken' });
    await handle.delete();
  });

  it('maps the SDK deleted-app error to core/app-deleted', async () => {
    const { deleteApp } = await import('firebase/app');
    const handle = createFirebaseApp(config, { name: 'deleted-under-us' });
    const app = await handle.getApp(appSdk);
    await deleteApp(app);
    let thrown: unknown;
    try {
      void app.options;
    } catch (error) {
      thrown = error;
    }
    const { mapAppError } = await import('./app-errors.js');
    expect(mapAppError(thrown)).toMatchObject({
      code: 'core/app-deleted',
      customData: { originalCode: 'app/app-deleted' },
    });
  });
});
