import 'fake-indexeddb/auto';
import { PlatformError } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { setupServer } from 'msw/node';
import { installationsErrors } from '../installations.errors.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { settleIo } from './testing/fake-time.js';
import { createInstallationsServer } from './testing/installations-server.js';
import { createFirebaseInstallations } from './index.js';

const loads = vi.hoisted(() => ({ sdk: 0, chunk: 0, chunkFailuresLeft: 0 }));

vi.mock('firebase/installations', async (importOriginal) => {
  loads.sdk += 1;
  return importOriginal();
});

// The implementation chunk, as the browser fetches it: it fails while `chunkFailuresLeft` lasts.
vi.mock('./firebase-installations.js', async (importOriginal) => {
  loads.chunk += 1;
  if (loads.chunkFailuresLeft > 0) {
    loads.chunkFailuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: firebase-installations.js');
  }
  return importOriginal();
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('createFirebaseInstallations', () => {
  it('loads neither its implementation nor firebase/installations until the first call, and retries a chunk that failed', async () => {
    server.use(...createInstallationsServer().handlers);
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'installations-lazy' });
    const getApp = vi.spyOn(app, 'getApp');

    const port = createFirebaseInstallations({ app });
    const heard: string[] = [];
    const stop = port.onIdChange((id) => heard.push(id));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads).toEqual({ sdk: 0, chunk: 0, chunkFailuresLeft: 0 });
    expect(getApp).not.toHaveBeenCalled();

    loads.chunkFailuresLeft = 1;
    const offline: unknown = await port.getId().catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(PlatformError);
    expect(offline).toMatchObject({
      code: 'installations/unavailable',
      message: installationsErrors.messages['installations/unavailable'],
    });
    expect(installationsErrors.is(offline, 'installations/unavailable')).toBe(true);
    expect(getApp).not.toHaveBeenCalled();

    const id = await port.getId();
    expect(loads.sdk).toBe(1);
    await settleIo();
    // The listener added before the chunk arrived hears the first id.
    expect(heard).toEqual([id]);
    stop();
    await port.dispose();
    await app.delete();
  });

  it('refuses calls after a dispose that came before any use, without starting the app', async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'installations-lazy-dispose' });
    const getApp = vi.spyOn(app, 'getApp');
    const port = createFirebaseInstallations({ app });

    await port.dispose();
    await expect(port.getId()).rejects.toMatchObject({ code: 'installations/disposed' });
    expect(getApp).not.toHaveBeenCalled();
    await app.delete();
  });
});
