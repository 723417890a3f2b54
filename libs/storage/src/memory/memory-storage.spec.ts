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

  it('reports an empty upload only when it is stored', async () => {
    const port = createMemoryStorage({ chunkMs: 0 });
    const task = port.upload('a/empty', new Uint8Array(0));
    const seen: UploadProgress[] = [];
    task.subscribe((progress) => seen.push(progress));
    await expect(task.result).resolves.toMatchObject({ status: 'uploaded', metadata: { size: 0 } });
    expect(seen).toEqual([{ bytesTransferred: 0, totalBytes: 0, state: 'success' }]);
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

// Where firebase-tools' Storage emulator departs from Cloud Storage, the memory adapter follows Cloud Storage; these
// cases cannot run on the emulator, so they pin the memory adapter alone, each with the emulator's departure.
describe('createMemoryStorage, where it follows Cloud Storage and the emulator does not', () => {
  const names = async (port: ReturnType<typeof createMemoryStorage>, prefix: string, maxResults: number) => {
    const pages: string[][] = [];
    let pageToken: string | undefined;
    do {
      const page = await port.list(prefix, { maxResults, ...(pageToken === undefined ? {} : { pageToken }) });
      pages.push([...page.prefixes.map((ref) => `${ref.path}/`), ...page.items.map((ref) => ref.path)].sort());
      pageToken = page.nextPageToken;
    } while (pageToken !== undefined);
    return pages;
  };
  const store = async (port: ReturnType<typeof createMemoryStorage>, paths: string[]) => {
    for (const path of paths) await port.upload(path, new Uint8Array([1])).result;
  };

  it('orders names by their UTF-8 bytes (the emulator orders them by UTF-16 code units)', async () => {
    const port = createMemoryStorage({ chunkMs: 0 });
    await store(port, ['o/\u{1f600}', 'o/\ue000', 'o/z', 'o/\u{1f600}x/1', 'o/\ue000x/1']);
    const all = await port.listAll('o');
    expect(all.items.map((ref) => ref.name)).toEqual(['z', '\ue000', '\u{1f600}']);
    expect(all.prefixes.map((ref) => ref.name)).toEqual(['\ue000x', '\u{1f600}x']);
  });

  it('counts prefixes and items together in a page, each listed once, in name order (the emulator counts items only and repeats every prefix on each page)', async () => {
    const port = createMemoryStorage({ chunkMs: 0 });
    await store(port, ['p/a', 'p/a-/1', 'p/a./1', 'p/a/1', 'p/a.b', 'p/b']);
    await expect(names(port, 'p', 2)).resolves.toEqual([
      ['p/a', 'p/a-/'],
      ['p/a./', 'p/a.b'],
      ['p/a/', 'p/b'],
    ]);
  });

  it('continues after the name a page token carries (the emulator restarts the listing at a token it did not issue)', async () => {
    const port = createMemoryStorage({ chunkMs: 0 });
    await store(port, ['q/a', 'q/b', 'q/c']);
    const page = await port.list('q', { pageToken: 'q/a' });
    expect(page.items.map((ref) => ref.path)).toEqual(['q/b', 'q/c']);
  });

  it('keeps "." and ".." segments as names of their own (the emulator resolves them, so a/./b is a/b)', async () => {
    const port = createMemoryStorage({ chunkMs: 0 });
    await store(port, ['s/a/./b', 's/a/../b', 's/a/b']);
    const all = await port.listAll('s/a');
    // `../` sorts before `./`, as `.` comes before `/`.
    expect(all.prefixes.map((ref) => ref.path)).toEqual(['s/a/..', 's/a/.']);
    expect(all.items.map((ref) => ref.path)).toEqual(['s/a/b']);
    await expect(port.listAll(all.prefixes[1] as { path: string })).resolves.toMatchObject({
      items: [{ path: 's/a/./b' }],
    });
  });

  it('keeps % in a name as it is (the emulator decodes names twice, and a bare % fails its handler)', async () => {
    const port = createMemoryStorage({ chunkMs: 0 });
    await store(port, ['pct/a%41b', 'pct/aAb', 'pct/100%']);
    const all = await port.listAll('pct');
    expect(all.items.map((ref) => ref.name)).toEqual(['100%', 'a%41b', 'aAb']);
    await expect(port.getMetadata('pct/100%')).resolves.toMatchObject({ name: '100%' });
  });
});
