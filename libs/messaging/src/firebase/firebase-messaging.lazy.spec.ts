import { PlatformError } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { messagingErrors } from '../messaging.errors.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseMessaging } from './index.js';

const loads = vi.hoisted(() => ({ sdk: 0, chunk: 0, chunkFailuresLeft: 0 }));

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

describe('createFirebaseMessaging', () => {
  it('loads neither its implementation nor firebase/messaging until the first call, and retries a chunk that failed', async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'messaging-lazy' });
    const getApp = vi.spyOn(app, 'getApp');

    const port = createFirebaseMessaging({ app });
    expect(port.currentConnection()).toEqual({ status: 'idle' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads).toEqual({ sdk: 0, chunk: 0, chunkFailuresLeft: 0 });
    expect(getApp).not.toHaveBeenCalled();

    loads.chunkFailuresLeft = 1;
    const offline: unknown = await port.connect().catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(PlatformError);
    expect(offline).toMatchObject({
      code: 'messaging/unavailable',
      message: messagingErrors.messages['messaging/unavailable'],
    });
    expect(messagingErrors.is(offline, 'messaging/unavailable')).toBe(true);
    expect(getApp).not.toHaveBeenCalled();

    await port.connect();
    expect(loads.sdk).toBe(1);
    expect(getApp).toHaveBeenCalledTimes(1);
    await port.dispose();
    await app.delete();
  });

  it('refuses calls after a dispose that came before any use, without starting the app', async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'messaging-lazy-dispose' });
    const getApp = vi.spyOn(app, 'getApp');
    const port = createFirebaseMessaging({ app });

    await port.dispose();
    await expect(port.connect()).rejects.toMatchObject({ code: 'messaging/disposed' });
    expect(getApp).not.toHaveBeenCalled();
    await app.delete();
  });
});
