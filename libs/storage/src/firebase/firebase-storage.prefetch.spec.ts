import { createFirebaseApp } from '@platform/core/firebase';
import { createOfflineChunks } from '@platform/core/testing';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { injectStorageEmulator } from './testing/storage-emulator.js';
import { createFirebaseStorage } from './index.js';

// The uploads' chunk, as the browser fetches it.
const uploads = createOfflineChunks();
vi.mock('./storage-uploads.js', (importOriginal) => uploads.chunk('uploads')(importOriginal));

const emulator = injectStorageEmulator();

describe('createFirebaseStorage', () => {
  const idle: (() => void)[] = [];
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("fetches the uploads' chunk while the browser is idle once the implementation has loaded, so that a first upload needs no chunk from the network", async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'storage-prefetch' });
    const port = createFirebaseStorage({
      app,
      emulator: { host: emulator.host, port: emulator.port, mockUserToken: 'owner' },
    });
    try {
      await expect(port.getMetadata('prefetch/missing')).resolves.toBeNull();
      expect(uploads.fetched).toEqual([]);
      for (const task of idle.splice(0)) task();
      await expect.poll(() => uploads.fetched).toEqual(['uploads']);

      // Chunks can no longer be fetched; the SDK itself still reaches the emulator.
      uploads.offline = true;
      await expect(port.upload('prefetch/first', new Uint8Array([1, 2, 3])).result).resolves.toMatchObject({
        status: 'uploaded',
        metadata: { size: 3 },
      });
    } finally {
      await port.dispose();
      await app.delete();
    }
  });
});
