import { PlatformError } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { analyticsErrors } from '../analytics.errors.js';
import { demoConfig } from './testing/demo-config.js';
import { createFirebaseAnalytics } from './index.js';

const loads = vi.hoisted(() => ({ sdk: 0, chunk: 0, chunkFailuresLeft: 0 }));

vi.mock('firebase/analytics', async (importOriginal) => {
  loads.sdk += 1;
  return importOriginal();
});

// The implementation chunk, as the browser fetches it: it fails while `chunkFailuresLeft` lasts.
vi.mock('./firebase-analytics.js', async (importOriginal) => {
  loads.chunk += 1;
  if (loads.chunkFailuresLeft > 0) {
    loads.chunkFailuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: firebase-analytics.js');
  }
  return importOriginal();
});

describe('createFirebaseAnalytics', () => {
  it('loads neither its implementation nor firebase/analytics while consent keeps events out', async () => {
    const app = createFirebaseApp(demoConfig(), { name: 'analytics-lazy-declined' });
    const getApp = vi.spyOn(app, 'getApp');

    const analytics = createFirebaseAnalytics({ app });
    const heard: unknown[] = [];
    analytics.watchConsent((consent) => heard.push(consent));
    await analytics.setConsent({ analytics_storage: 'denied', ad_storage: 'denied' });
    await expect(analytics.logEvent('login')).resolves.toEqual({ status: 'dropped', reason: 'consent-denied' });
    await analytics.setConsent({ analytics_storage: 'granted' });
    await analytics.setConsent({ analytics_storage: 'denied' });
    await expect(analytics.logEvent('sign_up')).resolves.toEqual({ status: 'dropped', reason: 'consent-denied' });
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(loads).toEqual({ sdk: 0, chunk: 0, chunkFailuresLeft: 0 });
    expect(getApp).not.toHaveBeenCalled();
    expect(heard).toHaveLength(3);
    await app.delete();
  });

  it('keeps user settings without loading firebase/analytics while consent is denied', async () => {
    const app = createFirebaseApp(demoConfig(), { name: 'analytics-lazy-settings' });
    const analytics = createFirebaseAnalytics({ app });

    await analytics.setUserId('u-1');
    await analytics.setUserProperties({ plan: 'pro' });
    await analytics.setDefaultEventParameters({ screen: 'home' });
    await analytics.setCollectionEnabled(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads).toEqual({ sdk: 0, chunk: 0, chunkFailuresLeft: 0 });
    await analytics.dispose();
    await app.delete();
  });

  it('rejects with analytics/unavailable when the chunk does not arrive, and loads it on the next call', async () => {
    const app = createFirebaseApp(demoConfig(), { name: 'analytics-lazy-offline' });
    const analytics = createFirebaseAnalytics({ app });

    loads.chunkFailuresLeft = 1;
    const offline: unknown = await analytics.isSupported().catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(PlatformError);
    expect(offline).toMatchObject({
      code: 'analytics/unavailable',
      message: analyticsErrors.messages['analytics/unavailable'],
    });

    // jsdom has no IndexedDB: the SDK says Analytics can't run here, which is an answer, not an error.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(analytics.isSupported()).resolves.toBe(false);
    expect(loads.sdk).toBe(1);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    await analytics.dispose();
    await app.delete();
  });
});
