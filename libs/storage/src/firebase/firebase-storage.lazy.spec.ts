import { injectStorageEmulator } from './testing/storage-emulator.js';
import { PlatformError } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { storageErrors } from '../storage.errors.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseStorage } from './index.js';

const loads = vi.hoisted(() => ({
  sdk: 0,
  sdkModules: new Set<unknown>(),
  chunk: 0,
  chunkFailuresLeft: 0,
  uploads: 0,
  uploadsFailuresLeft: 0,
}));

// Counted by module instance: concurrent imports may run this factory more than once, but share one SDK.
vi.mock('firebase/storage', async (importOriginal) => {
  const sdk = await importOriginal();
  loads.sdkModules.add(sdk);
  loads.sdk = loads.sdkModules.size;
  return sdk;
});

// The implementation chunk, as the browser fetches it: it fails while `chunkFailuresLeft` lasts.
vi.mock('./firebase-storage.js', async (importOriginal) => {
  loads.chunk += 1;
  if (loads.chunkFailuresLeft > 0) {
    loads.chunkFailuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: firebase-storage.js');
  }
  return importOriginal();
});

// The uploads' own chunk: it fails while `uploadsFailuresLeft` lasts.
vi.mock('./storage-uploads.js', async (importOriginal) => {
  loads.uploads += 1;
  if (loads.uploadsFailuresLeft > 0) {
    loads.uploadsFailuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: storage-uploads.js');
  }
  return importOriginal();
});

const emulator = injectStorageEmulator();
// As the emulator's admin, past storage.rules where the official emulator enforces them.
const connect = { host: emulator.host, port: emulator.port, mockUserToken: 'owner' };

describe('createFirebaseStorage', () => {
  it("loads neither its implementation nor firebase/storage until the first call, and retries a chunk that failed, the uploads' own too", async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'storage-lazy' });
    const getApp = vi.spyOn(app, 'getApp');

    const port = createFirebaseStorage({ app, emulator: connect });
    const heard: unknown[] = [];
    port.watchChanges((change) => heard.push(change));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads).toMatchObject({ sdk: 0, chunk: 0, uploads: 0 });
    expect(getApp).not.toHaveBeenCalled();

    loads.chunkFailuresLeft = 1;
    const offline: unknown = await port.getMetadata('a/b').catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(PlatformError);
    expect(offline).toMatchObject({
      code: 'storage/unavailable',
      message: storageErrors.messages['storage/unavailable'],
    });
    expect(getApp).not.toHaveBeenCalled();
    expect(loads.uploads).toBe(0);

    loads.chunkFailuresLeft = 1;
    loads.uploadsFailuresLeft = 1;
    const task = port.upload('lazy/offline', new Uint8Array(1));
    const errors: unknown[] = [];
    task.subscribe(
      () => undefined,
      (error) => errors.push(error),
    );
    await expect(task.result).rejects.toMatchObject({ code: 'storage/unavailable' });
    expect(errors).toMatchObject([{ code: 'storage/unavailable' }]);
    expect(task.progress().state).toBe('error');

    await expect(port.getMetadata('lazy/missing')).resolves.toBeNull();
    await expect(port.getMetadata('lazy/offline')).resolves.toBeNull();
    expect(loads.sdk).toBe(1);

    // The implementation is there now; the uploads' own chunk fails alone, and is retried.
    loads.uploadsFailuresLeft = 1;
    await expect(port.upload('lazy/uploads-offline', new Uint8Array(1)).result).rejects.toMatchObject({
      code: 'storage/unavailable',
      message: storageErrors.messages['storage/unavailable'],
    });
    await expect(port.getMetadata('lazy/uploads-offline')).resolves.toBeNull();
    await port.upload('lazy/one', new Uint8Array([1])).result;
    expect(heard).toMatchObject([{ kind: 'uploaded', ref: { path: 'lazy/one' } }]);
    await port.dispose();
    await app.delete();
  });

  it('hands out an upload task at once, before the chunk arrives, and applies a pause asked for meanwhile', async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'storage-lazy-upload' });
    const port = createFirebaseStorage({ app, emulator: connect });
    const task = port.upload('lazy/paused.bin', new Uint8Array(1024 * 1024));
    expect(task.progress()).toEqual({ bytesTransferred: 0, totalBytes: 0, state: 'running' });
    expect(task.pause()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(task.progress()).toMatchObject({ state: 'paused' });
    await expect(port.getMetadata('lazy/paused.bin')).resolves.toBeNull();
    expect(task.resume()).toBe(true);
    await expect(task.result).resolves.toMatchObject({ status: 'uploaded', metadata: { size: 1024 * 1024 } });
    await port.dispose();
    await app.delete();
  });

  it('cancels an upload asked to cancel before the chunk arrives, and stores nothing', async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'storage-lazy-cancel' });
    const port = createFirebaseStorage({ app, emulator: connect });
    const task = port.upload('lazy/canceled', new Uint8Array(10));
    expect(task.cancel()).toBe(true);
    await expect(task.result).resolves.toEqual({ status: 'canceled' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(port.getMetadata('lazy/canceled')).resolves.toBeNull();
    await app.delete();
  });

  it('refuses calls after a dispose that came before any use, without starting the app', async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'storage-lazy-dispose' });
    const getApp = vi.spyOn(app, 'getApp');
    const port = createFirebaseStorage({ app });

    await port.dispose();
    await expect(port.getMetadata('a/b')).rejects.toMatchObject({ code: 'storage/disposed' });
    await expect(port.upload('a/b', new Uint8Array(1)).result).rejects.toMatchObject({ code: 'storage/disposed' });
    expect(getApp).not.toHaveBeenCalled();
    await app.delete();
  });
});
