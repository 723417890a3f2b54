import 'fake-indexeddb/auto';
import { createFirebaseApp } from '@platform/core/firebase';
import { setupServer } from 'msw/node';
import { CONTRACT_SCHEMA } from '../remote-config.contract.js';
import { remoteConfigErrors } from '../remote-config.errors.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createRemoteConfigServer } from './testing/remote-config-server.js';
import { createFirebaseRemoteConfig } from './index.js';

const loads = vi.hoisted(() => ({ sdk: 0, chunk: 0, chunkFailuresLeft: 0, updates: 0, updatesFailuresLeft: 0 }));

vi.mock('firebase/remote-config', async (importOriginal) => {
  loads.sdk += 1;
  return importOriginal();
});

// The implementation chunk, as the browser fetches it: it fails while `chunkFailuresLeft` lasts.
vi.mock('./firebase-remote-config.js', async (importOriginal) => {
  loads.chunk += 1;
  if (loads.chunkFailuresLeft > 0) {
    loads.chunkFailuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: firebase-remote-config.js');
  }
  return importOriginal();
});

// The realtime stream's chunk, likewise.
vi.mock('./config-updates.js', async (importOriginal) => {
  loads.updates += 1;
  if (loads.updatesFailuresLeft > 0) {
    loads.updatesFailuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: config-updates.js');
  }
  return importOriginal();
});

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('createFirebaseRemoteConfig', () => {
  it('answers with the defaults without loading anything, and a chunk that does not arrive is a failed fetch', async () => {
    const backend = createRemoteConfigServer();
    server.use(...backend.handlers);
    backend.publish({ title: 'Remote title' });
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'remote-config-lazy' });
    const getApp = vi.spyOn(app, 'getApp');

    const remoteConfig = createFirebaseRemoteConfig({ app, schema: CONTRACT_SCHEMA });
    expect(remoteConfig.getValue('title')).toEqual({ value: 'Kindling', source: 'default' });
    expect(remoteConfig.getStatus()).toEqual({ lastFetchStatus: 'no-fetch-yet' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads).toEqual({ sdk: 0, chunk: 0, chunkFailuresLeft: 0, updates: 0, updatesFailuresLeft: 0 });
    expect(getApp).not.toHaveBeenCalled();

    loads.chunkFailuresLeft = 1;
    const offline = await remoteConfig.fetchAndActivate();
    expect(offline).toMatchObject({
      status: 'failed',
      error: { code: 'remote-config/unavailable', message: remoteConfigErrors.messages['remote-config/unavailable'] },
    });
    expect(remoteConfig.getStatus()).toMatchObject({ lastFetchStatus: 'failure' });
    expect(remoteConfig.getValue('title')).toEqual({ value: 'Kindling', source: 'default' });

    await expect(remoteConfig.fetchAndActivate()).resolves.toEqual({ status: 'fetched', activated: true });
    expect(remoteConfig.getValue('title')).toEqual({ value: 'Remote title', source: 'remote' });
    expect(loads.sdk).toBe(1);
    await remoteConfig.dispose();
    await app.delete();
  });

  it('fetches without the realtime chunk, whose first listener loads it and hears a chunk that does not arrive', async () => {
    const backend = createRemoteConfigServer();
    server.use(...backend.handlers);
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'remote-config-lazy-updates' });
    const remoteConfig = createFirebaseRemoteConfig({ app, schema: CONTRACT_SCHEMA });
    await expect(remoteConfig.fetchAndActivate()).resolves.toMatchObject({ status: 'fetched' });
    expect(loads.updates).toBe(0);

    loads.updatesFailuresLeft = 1;
    const errors: unknown[] = [];
    remoteConfig.onConfigUpdate(
      () => undefined,
      (error) => errors.push(error),
    );
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toMatchObject({
      code: 'remote-config/unavailable',
      message: remoteConfigErrors.messages['remote-config/unavailable'],
    });

    const stop = remoteConfig.onConfigUpdate(() => undefined);
    await vi.waitFor(() => expect(backend.openStreams()).toBe(1));
    expect(loads.updates).toBe(2);
    stop();
    await remoteConfig.dispose();
    backend.close();
    await app.delete();
  });

  it('refuses calls after a dispose that came before any use, without starting the app', async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'remote-config-lazy-dispose' });
    const getApp = vi.spyOn(app, 'getApp');
    const remoteConfig = createFirebaseRemoteConfig({ app, schema: CONTRACT_SCHEMA });
    await remoteConfig.dispose();
    await expect(remoteConfig.fetch()).rejects.toMatchObject({ code: 'remote-config/disposed' });
    expect(getApp).not.toHaveBeenCalled();
    await app.delete();
  });

  it('throws remote-config/invalid-settings for a negative interval, naming it', () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'remote-config-lazy-settings' });
    expect(() =>
      createFirebaseRemoteConfig({ app, schema: CONTRACT_SCHEMA, settings: { minimumFetchIntervalMs: -1 } }),
    ).toThrow(
      expect.objectContaining({
        code: 'remote-config/invalid-settings',
        customData: { name: 'minimumFetchIntervalMs', value: -1, expected: 'milliseconds, 0 or more' },
      }),
    );
  });
});
