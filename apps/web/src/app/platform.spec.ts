import { docAt } from '@platform/firestore';
import { getApps } from 'firebase/app';
import type { PlatformSettings } from '@platform/core';
import { createDevAnalytics } from './dev-analytics';
import { createFirebaseServices } from './firebase-services';
import { createMemoryServices } from './memory-services';
import { createPlatform } from './platform';

const appCheckOff = { recaptcha: 'enterprise', debug: false } as const;

const emulatorSettings: Extract<PlatformSettings, { driver: 'emulator' }> = {
  driver: 'emulator',
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: '127.0.0.1',
    projectId: 'demo-platform',
    storageBucket: 'demo-platform.appspot.com',
    messagingSenderId: '000000000000',
    appId: '1:000000000000:web:0000000000000000',
  },
  emulators: { host: '127.0.0.1', ports: { auth: 9, firestore: 8080, database: 9000, storage: 9199 } },
  appCheck: appCheckOff,
};

describe('createPlatform', () => {
  it('runs auth and App Check in memory under the memory driver, with the debug provider', async () => {
    const settings = { driver: 'memory', projectId: 'demo-platform', appCheck: appCheckOff } as const;
    const platform = createPlatform(settings, createMemoryServices(settings));
    await expect(platform.services.auth.ready()).resolves.toEqual({ status: 'signed-out', user: null });
    expect(platform.appCheckProvider).toEqual({ kind: 'debug' });
    await platform.appCheckActivation;
    await expect(platform.services.appcheck.getToken()).resolves.toMatchObject({ token: expect.any(String) });
    await platform.dispose();
  });

  it("keeps the memory driver's session, documents and files together in the tab's sessionStorage", async () => {
    window.sessionStorage.clear();
    const settings = { driver: 'memory', projectId: 'demo-platform', appCheck: appCheckOff } as const;
    const before = createPlatform(settings, createMemoryServices(settings));
    const { user } = await before.services.auth.signInAnonymously();
    await before.services.firestore.set(docAt(`users/${user.uid}/notes/n1`), { text: 'Water the plants' });
    await before.services.storage.upload(`users/${user.uid}/avatar`, new Uint8Array([1, 2, 3])).result;
    await before.dispose();

    const after = createPlatform(settings, createMemoryServices(settings));
    await expect(after.services.auth.ready()).resolves.toMatchObject({ status: 'signed-in', user: { uid: user.uid } });
    await expect(after.services.firestore.get(docAt(`users/${user.uid}/notes/n1`))).resolves.toMatchObject({
      data: { text: 'Water the plants' },
    });
    await expect(after.services.storage.getBytes(`users/${user.uid}/avatar`)).resolves.toEqual(
      new Uint8Array([1, 2, 3]),
    );
    expect(after.persistenceNotice).toContain('in this browser tab only');
    await after.dispose();

    window.sessionStorage.clear();
    const fresh = createPlatform(settings, createMemoryServices(settings));
    await expect(fresh.services.auth.ready()).resolves.toEqual({ status: 'signed-out', user: null });
    await expect(fresh.services.firestore.get(docAt(`users/${user.uid}/notes/n1`))).resolves.toBeNull();
    await fresh.dispose();
  });

  it('creates the Firebase app for the emulator driver without App Check, and deletes it on dispose', async () => {
    const settings = { ...emulatorSettings, appCheck: { ...appCheckOff, debugToken: 'registered-debug-token' } };
    const platform = createPlatform(settings, createFirebaseServices(settings, createDevAnalytics()));
    expect(platform.appCheckProvider).toBeNull();
    await expect(platform.appCheckActivation).resolves.toBeUndefined();
    expect(platform.services.auth.currentState()).toEqual({ status: 'unknown', user: undefined });
    await expect(platform.services.auth.ready()).resolves.toEqual({ status: 'signed-out', user: null });
    await platform.dispose();
    expect(getApps().map((app) => app.name)).not.toContain('[DEFAULT]');
  });

  it('leaves App Check off under the firebase driver without a site key, and uses reCAPTCHA with one', async () => {
    const firebase = { ...emulatorSettings.firebase, projectId: 'kindling-app' };
    const settings = { driver: 'firebase', firebase, appCheck: appCheckOff } as const;
    const off = createPlatform(settings, createFirebaseServices(settings));
    expect(off.appCheckProvider).toBeNull();
    await expect(off.appCheckActivation).resolves.toBeUndefined();
    await off.dispose();

    const { selectAppCheckProvider } = await import('./appcheck-provider');
    expect(
      selectAppCheckProvider({
        driver: 'firebase',
        firebase,
        appCheck: { ...appCheckOff, siteKey: '6Lc-key', recaptcha: 'v3' },
      }),
    ).toEqual({
      kind: 'recaptcha-v3',
      siteKey: '6Lc-key',
    });
  });
});
