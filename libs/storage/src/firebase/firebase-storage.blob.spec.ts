import { injectStorageEmulator } from './testing/storage-emulator.js';
import { createFirebaseApp } from '@platform/core/firebase';
import * as sdk from 'firebase/storage';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseStorage } from './index.js';

const replaceDuringDownload = vi.hoisted(() => ({ times: 0 }));

// The object is replaced, with another content type, while its bytes are on the way.
vi.mock('firebase/storage', async (importOriginal) => {
  const original = await importOriginal<typeof import('firebase/storage')>();
  return {
    ...original,
    async getBytes(ref: sdk.StorageReference, maxBytes?: number) {
      const bytes = await original.getBytes(ref, maxBytes);
      if (replaceDuringDownload.times > 0) {
        replaceDuringDownload.times -= 1;
        await original.uploadBytes(ref, new TextEncoder().encode('{"v":2}'), { contentType: 'application/json' });
      }
      return bytes;
    },
  };
});

const emulator = injectStorageEmulator();

describe('getBlob on the Storage emulator', () => {
  it('returns bytes with the content type of their own generation when the file is replaced meanwhile', async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'storage-blob-generation' });
    const port = createFirebaseStorage({
      app,
      emulator: { host: emulator.host, port: emulator.port, mockUserToken: 'owner' },
    });
    await port.upload('blob/replaced', new TextEncoder().encode('v1'), { contentType: 'text/plain' }).result;
    replaceDuringDownload.times = 1;

    const blob = await port.getBlob('blob/replaced');
    expect({ type: blob.type, text: await blob.text() }).toEqual({ type: 'application/json', text: '{"v":2}' });

    replaceDuringDownload.times = 3;
    await expect(port.getBlob('blob/replaced')).rejects.toMatchObject({ code: 'storage/retry-limit-exceeded' });
    await port.dispose();
    await app.delete();
  });
});
