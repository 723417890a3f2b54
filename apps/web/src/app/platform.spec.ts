import { docAt } from '@platform/firestore';
import { getApps } from 'firebase/app';
import type { AppCheckPort } from '@platform/appcheck';
import type { PlatformSettings } from '@platform/core';
import { DEMO_FIREBASE_CONFIG } from '@platform/core/testing';
import { collection, doc } from '@platform/firestore';
import { createDevAnalytics } from './dev-analytics';
import { createFirebaseServices } from './firebase-services';
import { createMemoryServices } from './memory-services';
import { createPlatform } from './platform';

const appCheckOff = { recaptcha: 'enterprise', debug: false } as const;

const emulatorSettings: Extract<PlatformSettings, { driver: 'emulator' }> = {
  driver: 'emulator',
  firebase: DEMO_FIREBASE_CONFIG,
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
    const platform = createPlatform(settings, createFirebaseServices(settings, { analytics: createDevAnalytics() }));
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

  it('holds every service but App Check back from the Firebase app until App Check is active', async () => {
    const driver = createFirebaseServices(emulatorSettings, { analytics: createDevAnalytics() });
    let activated = () => undefined as void;
    // reCAPTCHA cannot run here: an App Check whose activation the test settles stands in for it.
    const appcheck = {
      ...driver.services.appcheck,
      activate: () => new Promise<void>((resolve) => (activated = resolve)),
    } as AppCheckPort;
    const settings = {
      driver: 'firebase',
      firebase: emulatorSettings.firebase,
      appCheck: { ...appCheckOff, siteKey: '6Lc-key', recaptcha: 'v3' },
    } as const;
    const platform = createPlatform(settings, { ...driver, services: { ...driver.services, appcheck } });
    const ready = platform.services.auth.ready();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getApps().map((app) => app.name)).not.toContain('[DEFAULT]');

    activated();
    await expect(ready).resolves.toEqual({ status: 'signed-out', user: null });
    expect(getApps().map((app) => app.name)).toContain('[DEFAULT]');
    await platform.dispose();
  });

  it('releases every service on dispose', async () => {
    const settings = { driver: 'memory', projectId: 'demo-platform', appCheck: appCheckOff } as const;
    const { services, dispose } = createPlatform(settings, createMemoryServices(settings));
    await dispose();
    const notes = collection('notes');
    const refusals = await Promise.all([
      services.storage.getMetadata('a').catch((error: unknown) => error),
      services.firestore.get(doc(notes, 'a')).catch((error: unknown) => error),
      services.rtdb?.read('a').catch((error: unknown) => error),
      services.installations.getId().catch((error: unknown) => error),
      services['remote-config'].activate().catch((error: unknown) => error),
      services.messaging.isSupported().catch((error: unknown) => error),
      services.analytics.isSupported().catch((error: unknown) => error),
    ]);
    expect(refusals.map((error) => (error as { code?: string }).code)).toEqual([
      'storage/disposed',
      'firestore/disposed',
      'rtdb/disposed',
      'installations/disposed',
      'remote-config/disposed',
      'messaging/disposed',
      'analytics/disposed',
    ]);
  });
});
