import { createManualClock } from '@platform/core';
import { storageErrors } from '../storage.errors.js';
import type { UploadProgress } from '../storage.types.js';
import { createMemoryStorage } from './memory-storage.js';

const KIB = 1024;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createMemoryStorage', () => {
  it('advances an upload one chunk per interval of its clock, and stores it with the last chunk', async () => {
    const clock = createManualClock(Date.UTC(2030, 0, 1));
    const port = createMemoryStorage({ clock, chunkBytes: 100 * KIB, chunkMs: 50 });
    const task = port.upload('users/u1/file.bin', new Uint8Array(250 * KIB));
    const seen: UploadProgress[] = [];
    task.subscribe((progress) => seen.push(progress));
    await flush();
    expect(task.progress()).toEqual({ bytesTransferred: 0, totalBytes: 250 * KIB, state: 'running' });

    await clock.advanceAsync(49);
    expect(task.progress().bytesTransferred).toBe(0);
    await clock.advanceAsync(1);
    expect(task.progress().bytesTransferred).toBe(100 * KIB);
    await clock.advanceAsync(50);
    expect(task.progress().bytesTransferred).toBe(200 * KIB);
    await expect(port.getMetadata('users/u1/file.bin')).resolves.toBeNull();
    await clock.advanceAsync(50);

    await expect(task.result).resolves.toMatchObject({
      status: 'uploaded',
      metadata: { size: 250 * KIB, timeCreated: '2030-01-01T00:00:00.150Z' },
    });
    expect(seen.map((progress) => [progress.bytesTransferred, progress.state])).toEqual([
      [0, 'running'],
      [100 * KIB, 'running'],
      [200 * KIB, 'running'],
      [250 * KIB, 'success'],
    ]);
  });

  it('transfers nothing while paused, and continues from where it was on resume', async () => {
    const clock = createManualClock();
    const port = createMemoryStorage({ clock, chunkBytes: 10, chunkMs: 10 });
    const task = port.upload('a/b', new Uint8Array(30));
    await flush();
    await clock.advanceAsync(10);
    expect(task.pause()).toBe(true);
    await clock.advanceAsync(1_000);
    expect(task.progress()).toEqual({ bytesTransferred: 10, totalBytes: 30, state: 'paused' });
    expect(task.resume()).toBe(true);
    await clock.advanceAsync(10);
    expect(task.progress()).toEqual({ bytesTransferred: 20, totalBytes: 30, state: 'running' });
    await clock.advanceAsync(10);
    await expect(task.result).resolves.toMatchObject({ status: 'uploaded' });
  });

  it('stays paused when paused before its data was read', async () => {
    const clock = createManualClock();
    const port = createMemoryStorage({ clock, chunkBytes: 10, chunkMs: 10 });
    const task = port.upload('a/b', new Blob(['0123456789']));
    task.pause();
    await flush();
    await clock.advanceAsync(100);
    expect(task.progress()).toEqual({ bytesTransferred: 0, totalBytes: 10, state: 'paused' });
    task.resume();
    await clock.advanceAsync(10);
    await expect(task.result).resolves.toMatchObject({ status: 'uploaded', metadata: { size: 10 } });
  });

  it('gives object URLs the browser can show, the same one until the object changes, revoking the old one', async () => {
    const port = createMemoryStorage({ chunkMs: 0 });
    await port.upload('a/pic.png', new Uint8Array([1, 2, 3]), { contentType: 'image/png' }).result;
    const first = await port.getDownloadUrl('a/pic.png');
    expect(first).toMatch(/^blob:/u);
    await expect(port.getDownloadUrl('a/pic.png')).resolves.toBe(first);
    const blob = await fetch(first as string).then((response) => response.blob());
    expect(blob.type).toBe('image/png');

    await port.upload('a/pic.png', new Uint8Array([4]), { contentType: 'image/png' }).result;
    const second = await port.getDownloadUrl('a/pic.png');
    expect(second).not.toBe(first);
    await expect(fetch(first as string)).rejects.toThrow();
    await port.dispose();
    await expect(fetch(second as string)).rejects.toThrow();
  });

  it.each(Object.keys(storageErrors.messages) as (keyof typeof storageErrors.messages)[])(
    'fails the next call with an injected %s, then recovers',
    async (code) => {
      const port = createMemoryStorage({ chunkMs: 0 });
      port.control.failNext(code);
      await expect(port.getMetadata('a/b')).rejects.toMatchObject({
        name: 'PlatformError',
        code,
        message: storageErrors.messages[code],
        customData: { operation: 'getMetadata', injected: true },
      });
      await expect(port.getMetadata('a/b')).resolves.toBeNull();
    },
  );

  it('fails an upload with an injected error through its result and its listeners', async () => {
    const port = createMemoryStorage({ chunkMs: 0 });
    port.control.failNext('storage/quota-exceeded');
    const task = port.upload('a/b', new Uint8Array(1));
    const errors: unknown[] = [];
    task.subscribe(
      () => undefined,
      (error) => errors.push(error),
    );
    await expect(task.result).rejects.toMatchObject({ code: 'storage/quota-exceeded' });
    expect(errors).toEqual([expect.objectContaining({ code: 'storage/quota-exceeded' })]);
    expect(task.progress().state).toBe('error');
  });
});
