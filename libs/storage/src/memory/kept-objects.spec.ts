import { createMapStorage } from '@platform/core';
import { storageErrors } from '../storage.errors.js';
import { createMemoryStorage } from './memory-storage.js';

const AVATAR = 'users/u1/avatar';
const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256);

describe('memory Storage kept in storage', () => {
  it('gives a new adapter on the same storage the bytes, metadata and listing back, and forgets a delete', async () => {
    const storage = createMapStorage();
    const before = createMemoryStorage({ storage, chunkMs: 1 });
    await before.upload(AVATAR, bytes, { contentType: 'image/png', customMetadata: { by: 'u1' } }).result;
    await before.upload('users/u1/other.txt', new TextEncoder().encode('hello'), { cacheControl: 'no-cache' }).result;
    await before.updateMetadata(AVATAR, { customMetadata: { by: 'ada' } });

    const after = createMemoryStorage({ storage });
    await expect(after.getBytes(AVATAR)).resolves.toEqual(bytes);
    await expect(after.getMetadata(AVATAR)).resolves.toEqual(await before.getMetadata(AVATAR));
    await expect(after.getMetadata('users/u1/other.txt')).resolves.toEqual(
      await before.getMetadata('users/u1/other.txt'),
    );
    await expect(after.getDownloadUrl(AVATAR)).resolves.toEqual(expect.any(String));
    expect((await after.listAll('users/u1')).items.map((item) => item.name)).toEqual(['avatar', 'other.txt']);

    await after.delete(AVATAR);
    await expect(createMemoryStorage({ storage }).getMetadata(AVATAR)).resolves.toBeNull();
  });

  it('fails an upload the full storage cannot keep with storage/quota-exceeded, and keeps what was there', async () => {
    const storage = createMapStorage({ maxChars: 150_000 });
    const port = createMemoryStorage({ storage, chunkMs: 1 });
    await port.upload(AVATAR, bytes).result;

    const failed = await port.upload('users/u1/second', bytes).result.catch((error: unknown) => error);
    expect(storageErrors.is(failed, 'storage/quota-exceeded')).toBe(true);
    expect(failed).toMatchObject({ customData: { reason: 'storage-full' } });
    await expect(port.getBytes(AVATAR)).resolves.toEqual(bytes);
    await expect(port.getMetadata('users/u1/second')).resolves.toBeNull();
    await expect(createMemoryStorage({ storage }).getBytes(AVATAR)).resolves.toEqual(bytes);
  });

  it('leaves out an object it cannot read, reports storage/invalid-format, and keeps the rest', async () => {
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    try {
      const storage = createMapStorage();
      await createMemoryStorage({ storage, chunkMs: 1 }).upload(AVATAR, bytes).result;
      const kept = JSON.parse(storage.getItem('platform.storage.memory') ?? '') as {
        entries: Record<string, { bytes: string; metadata: Record<string, unknown> }>;
      };
      const good = kept.entries[`demo-platform.appspot.com/${AVATAR}`];
      kept.entries['demo-platform.appspot.com/users/u1/short'] = { bytes: 'AAAA', metadata: { ...good?.metadata } };
      kept.entries['demo-platform.appspot.com/users/u1/garbled'] = { bytes: '***', metadata: {} };
      storage.setItem('platform.storage.memory', JSON.stringify(kept));

      const port = createMemoryStorage({ storage });
      expect((await port.listAll('users/u1')).items.map((item) => item.name)).toEqual(['avatar']);
      expect(reported).toEqual([
        expect.objectContaining({
          code: 'storage/invalid-format',
          customData: expect.objectContaining({
            objects: ['demo-platform.appspot.com/users/u1/short', 'demo-platform.appspot.com/users/u1/garbled'],
          }),
        }),
      ]);

      storage.setItem('platform.storage.memory', '{broken');
      await expect(createMemoryStorage({ storage }).listAll('users/u1')).resolves.toMatchObject({ items: [] });
      expect(reported).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
