import type { KeyValueStorage } from '@platform/core';
import { storageErrors } from '../storage.errors.js';
import { createMemoryStorage } from './memory-storage.js';

/** A storage like `sessionStorage`, which can be made full. */
function tabStorage(): KeyValueStorage & { readonly entries: Map<string, string>; full: boolean } {
  const entries = new Map<string, string>();
  return {
    entries,
    full: false,
    getItem: (key) => entries.get(key) ?? null,
    setItem(key, value) {
      if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      entries.set(key, value);
    },
    removeItem: (key) => void entries.delete(key),
  };
}

const AVATAR = 'users/u1/avatar';
const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256);

describe('memory Storage kept in storage', () => {
  it('gives a new adapter on the same storage the bytes, metadata and listing back, and forgets a delete', async () => {
    const storage = tabStorage();
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
    const storage = tabStorage();
    const port = createMemoryStorage({ storage, chunkMs: 1 });
    await port.upload(AVATAR, bytes).result;
    storage.full = true;

    const failed = await port.upload(AVATAR, new Uint8Array([1, 2, 3])).result.catch((error: unknown) => error);
    expect(storageErrors.is(failed, 'storage/quota-exceeded')).toBe(true);
    expect(failed).toMatchObject({ customData: { reason: 'storage-full' } });
    await expect(port.getBytes(AVATAR)).resolves.toEqual(bytes);
    await expect(port.delete(AVATAR)).rejects.toMatchObject({ code: 'storage/quota-exceeded' });
    await expect(createMemoryStorage({ storage }).getBytes(AVATAR)).resolves.toEqual(bytes);
  });

  it('leaves out an object it cannot read, reports storage/invalid-format, and keeps the rest', async () => {
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    try {
      const storage = tabStorage();
      await createMemoryStorage({ storage, chunkMs: 1 }).upload(AVATAR, bytes).result;
      const kept = JSON.parse(storage.entries.get('platform.storage.memory') ?? '') as {
        entries: Record<string, { bytes: string; metadata: Record<string, unknown> }>;
      };
      const good = kept.entries[`demo-platform.appspot.com/${AVATAR}`];
      kept.entries['demo-platform.appspot.com/users/u1/short'] = { bytes: 'AAAA', metadata: { ...good?.metadata } };
      kept.entries['demo-platform.appspot.com/users/u1/garbled'] = { bytes: '***', metadata: {} };
      storage.entries.set('platform.storage.memory', JSON.stringify(kept));

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

      storage.entries.set('platform.storage.memory', '{broken');
      await expect(createMemoryStorage({ storage }).listAll('users/u1')).resolves.toMatchObject({ items: [] });
      expect(reported).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
