import { isPlatformError, type PlatformError } from '@platform/core';
import fc from 'fast-check';
import { md5 as md5Digest } from '@noble/hashes/legacy.js';
import { afterEach, describe, expect, it } from 'vitest';
import { storageErrors, type StorageErrorCode } from './storage.errors.js';
import type { StoragePort } from './storage.port.js';
import type { StorageChange, StorageTarget, UploadProgress, UploadTask } from './storage.types.js';

/** A fresh adapter under test, with the control over its backend that the contract needs. */
export interface StorageContractHarness {
  /** A new adapter that nothing has called yet, on an empty backend. */
  readonly port: StoragePort;
  /** The bucket a plain path refers to. */
  readonly defaultBucket: string;
  /** Makes the adapter's Firebase app unusable, as deleting it does. */
  deleteApp(): Promise<void>;
  /** Releases the adapter and its backend after each test. */
  dispose?(): Promise<void>;
}

/** Builds a {@link StorageContractHarness}; called before every test. */
export type StorageContractFactory = () => Promise<StorageContractHarness> | StorageContractHarness;

/** The size of the large upload: over 5 MB, so that it goes in several resumable chunks. */
export const LARGE_UPLOAD_BYTES = 6 * 1024 * 1024;

async function expectStorageError(work: Promise<unknown>, code: StorageErrorCode): Promise<PlatformError> {
  const outcome = await work.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isPlatformError(outcome)) throw new Error(`Expected a rejection with ${code}, got ${String(outcome)}.`);
  expect(outcome.code).toBe(code);
  expect(outcome.message).toBe(storageErrors.messages[code]);
  return outcome;
}

const text = (value: string) => new TextEncoder().encode(value);
const md5 = (bytes: Uint8Array) => btoa(String.fromCharCode(...md5Digest(bytes)));
const patterned = (size: number) => Uint8Array.from({ length: size }, (_, index) => (index * 31 + 7) % 251);

/** Records every progress a task reports. */
function record(task: UploadTask) {
  const seen: UploadProgress[] = [task.progress()];
  const errors: PlatformError<StorageErrorCode>[] = [];
  task.subscribe(
    (progress) => seen.push(progress),
    (error) => errors.push(error),
  );
  return { seen, errors };
}

async function uploaded(task: UploadTask) {
  const outcome = await task.result;
  if (outcome.status !== 'uploaded') throw new Error(`Expected the upload to finish, but it was ${outcome.status}.`);
  return outcome.metadata;
}

/** Paths the port must refuse before anything is sent. */
export const INVALID_PATHS: readonly string[] = [
  '',
  '/',
  'a'.repeat(1025),
  'é'.repeat(513),
  'a//b',
  'a#b',
  'a[b',
  'a]b',
  'a*b',
  'a?b',
  'a\nb',
  'a\u0000b',
  'a\u007fb',
  // Lone surrogates: not text, so not a name (the SDK would throw URIError while encoding it).
  'a\ud800b',
  'a/\udc00',
  '\ud83d',
  // Cloud Storage forbids these two as object names.
  '.',
  '..',
  '/./',
];

/**
 * The behavioural specification of {@link StoragePort}. Every adapter runs it:
 * `storageContract('memory', factory)` defines the suite `storage contract [memory]`.
 */
export function storageContract(adapterName: string, factory: StorageContractFactory): void {
  describe(`storage contract [${adapterName}]`, () => {
    let harness: StorageContractHarness | undefined;
    const setup = async (): Promise<StorageContractHarness> => {
      harness = await factory();
      return harness;
    };
    afterEach(async () => {
      await harness?.port.dispose();
      await harness?.dispose?.();
      harness = undefined;
    });

    describe('uploads', () => {
      it('stores bytes with their size, md5, content type and custom metadata', async () => {
        const { port, defaultBucket } = await setup();
        const bytes = text('hello, storage');
        const metadata = await uploaded(
          port.upload('users/u1/notes.txt', bytes, {
            contentType: 'text/plain',
            cacheControl: 'public, max-age=60',
            customMetadata: { owner: 'u1' },
          }),
        );
        expect(metadata).toMatchObject({
          bucket: defaultBucket,
          path: 'users/u1/notes.txt',
          name: 'notes.txt',
          size: bytes.byteLength,
          md5Hash: md5(bytes),
          contentType: 'text/plain',
          cacheControl: 'public, max-age=60',
          customMetadata: { owner: 'u1' },
        });
        expect(await port.getMetadata('users/u1/notes.txt')).toMatchObject({ md5Hash: md5(bytes), size: 14 });
        await expect(port.getBytes('users/u1/notes.txt')).resolves.toEqual(bytes);
      });

      it('stores a Blob (or File) with its own type, unless a content type is given', async () => {
        const { port } = await setup();
        const blob = new Blob(['<svg/>'], { type: 'image/svg+xml' });
        await expect(uploaded(port.upload('a/blob.svg', blob))).resolves.toMatchObject({
          contentType: 'image/svg+xml',
        });
        await expect(uploaded(port.upload('a/typed', blob, { contentType: 'text/plain' }))).resolves.toMatchObject({
          contentType: 'text/plain',
          size: 6,
        });
        await expect(port.getBytes('a/blob.svg')).resolves.toEqual(text('<svg/>'));
      });

      it('stores application/octet-stream as the content type of data that names none', async () => {
        const { port } = await setup();
        const sources = {
          'd/bytes': text('b'),
          'd/buffer': text('b').buffer,
          'd/raw': { text: 'b' },
          'd/base64': { text: 'Yg==', format: 'base64' as const },
          'd/blob': new Blob(['b']),
        };
        for (const [path, data] of Object.entries(sources)) {
          await expect(uploaded(port.upload(path, data))).resolves.toMatchObject({
            contentType: 'application/octet-stream',
          });
          await expect(port.getMetadata(path)).resolves.toMatchObject({ contentType: 'application/octet-stream' });
        }
        const blob = await port.getBlob('d/bytes');
        expect(blob.type).toBe('application/octet-stream');
        await expect(uploaded(port.upload('d/empty-type', text('b'), { contentType: '' }))).resolves.toMatchObject({
          contentType: 'application/octet-stream',
        });
      });

      it('stores custom values as text: a value that is not a string as its JSON', async () => {
        const { port } = await setup();
        // Callers outside TypeScript (or with `any`) pass numbers, booleans, null and objects; the backend keeps text.
        const customMetadata = { s: 'text', n: 1, yes: true, gone: null, object: { b: 1 }, left: undefined } as never;
        const stored = { s: 'text', n: '1', yes: 'true', gone: 'null', object: '{"b":1}' };
        await expect(uploaded(port.upload('c/values', text('v'), { customMetadata }))).resolves.toMatchObject({
          customMetadata: stored,
        });
        const metadata = await port.getMetadata('c/values');
        expect(metadata?.customMetadata).toEqual(stored);
        const updated = await port.updateMetadata('c/values', { customMetadata: { n: 2, s: null } as never });
        expect(updated.customMetadata).toEqual({ n: '2', yes: 'true', gone: 'null', object: '{"b":1}' });
      });

      it('takes firebaseStorageDownloadTokens as the download token, never as a custom key', async () => {
        const { port } = await setup();
        const metadata = await uploaded(
          port.upload('t/token', text('t'), {
            customMetadata: { firebaseStorageDownloadTokens: 'a-token-of-my-own', k: 'v' },
          }),
        );
        expect(metadata.customMetadata).toEqual({ k: 'v' });
        await expect(port.getMetadata('t/token')).resolves.toMatchObject({ customMetadata: { k: 'v' } });
        await expect(port.getDownloadUrl('t/token')).resolves.toEqual(expect.any(String));
        const updated = await port.updateMetadata('t/token', {
          customMetadata: { firebaseStorageDownloadTokens: 'another-token', k2: 'v2' },
        });
        expect(updated.customMetadata).toEqual({ k: 'v', k2: 'v2' });
      });

      it('stores an ArrayBuffer', async () => {
        const { port } = await setup();
        const bytes = patterned(300);
        await uploaded(port.upload('a/buffer', bytes.slice().buffer));
        await expect(port.getBytes('a/buffer')).resolves.toEqual(bytes);
      });

      it('decodes strings as raw, base64, base64url and data URLs', async () => {
        const { port } = await setup();
        const bytes = Uint8Array.from([0xfb, 0xff, 0xbf, 0x68, 0x69]);
        const base64 = btoa(String.fromCharCode(...bytes));
        await uploaded(port.upload('s/raw', { text: 'héllo' }));
        await uploaded(port.upload('s/base64', { text: base64, format: 'base64' }));
        await uploaded(
          port.upload('s/base64url', { text: base64.replace(/\+/gu, '-').replace(/\//gu, '_'), format: 'base64url' }),
        );
        const dataUrl = await uploaded(
          port.upload('s/data', { text: `data:image/png;base64,${base64}`, format: 'data_url' }),
        );
        expect(dataUrl.contentType).toBe('image/png');
        await expect(port.getBytes('s/raw')).resolves.toEqual(text('héllo'));
        for (const path of ['s/base64', 's/base64url', 's/data'])
          await expect(port.getBytes(path)).resolves.toEqual(bytes);
      });

      it('refuses a string that is not in its format with storage/invalid-format, once the path is valid', async () => {
        const { port } = await setup();
        const malformed = [
          { text: 'not base64!', format: 'base64' as const },
          { text: 'plain', format: 'data_url' as const },
          { text: 'data:,100%', format: 'data_url' as const },
        ];
        for (const data of malformed) {
          await expectStorageError(port.upload('s/bad', data).result, 'storage/invalid-format');
          // The path is checked first, on every adapter.
          await expectStorageError(port.upload('s//bad', data).result, 'storage/invalid-path');
        }
        await expect(port.getMetadata('s/bad')).resolves.toBeNull();
      });

      it(`reports the progress of a ${LARGE_UPLOAD_BYTES}-byte resumable upload in several steps`, async () => {
        const { port } = await setup();
        const bytes = patterned(LARGE_UPLOAD_BYTES);
        const task = port.upload('big/file.bin', bytes);
        const { seen, errors } = record(task);
        const metadata = await uploaded(task);
        expect(metadata).toMatchObject({ size: LARGE_UPLOAD_BYTES, md5Hash: md5(bytes) });
        const partial = seen.filter((p) => p.bytesTransferred > 0 && p.bytesTransferred < LARGE_UPLOAD_BYTES);
        console.log(
          `storage contract [${adapterName}]: ${LARGE_UPLOAD_BYTES}-byte upload, ${seen.length} progress values: ${seen
            .map((p) => `${p.bytesTransferred}/${p.totalBytes} ${p.state}`)
            .join(', ')}`,
        );
        expect(partial.length).toBeGreaterThan(1);
        const transferred = seen.map((progress) => progress.bytesTransferred);
        expect(transferred).toEqual([...transferred].sort((a, b) => a - b));
        expect(seen.at(-1)).toEqual({
          bytesTransferred: LARGE_UPLOAD_BYTES,
          totalBytes: LARGE_UPLOAD_BYTES,
          state: 'success',
        });
        expect(errors).toEqual([]);
        expect(task.pause()).toBe(false);
        expect(task.cancel()).toBe(false);
      });

      it('pauses and resumes a large upload', async () => {
        const { port } = await setup();
        const bytes = patterned(LARGE_UPLOAD_BYTES);
        const task = port.upload('big/paused.bin', bytes);
        await expect.poll(() => task.progress().bytesTransferred, { timeout: 10_000, interval: 1 }).toBeGreaterThan(0);
        expect(task.pause()).toBe(true);
        expect(task.progress().state).toBe('paused');
        expect(task.pause()).toBe(false);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const whilePaused = task.progress();
        expect(whilePaused.state).toBe('paused');
        expect(whilePaused.bytesTransferred).toBeLessThan(LARGE_UPLOAD_BYTES);
        await expect(port.getMetadata('big/paused.bin')).resolves.toBeNull();
        expect(task.resume()).toBe(true);
        expect(task.progress().state).toBe('running');
        await expect(uploaded(task)).resolves.toMatchObject({ size: LARGE_UPLOAD_BYTES, md5Hash: md5(bytes) });
      });

      it('cancels an upload, running or paused, and stores nothing', async () => {
        const { port } = await setup();
        const running = port.upload('big/canceled.bin', patterned(LARGE_UPLOAD_BYTES));
        await expect
          .poll(() => running.progress().bytesTransferred, { timeout: 10_000, interval: 1 })
          .toBeGreaterThan(0);
        expect(running.cancel()).toBe(true);
        await expect(running.result).resolves.toEqual({ status: 'canceled' });
        expect(running.progress().state).toBe('canceled');
        expect(running.resume()).toBe(false);

        const paused = port.upload('big/paused-then-canceled.bin', patterned(LARGE_UPLOAD_BYTES));
        expect(paused.pause()).toBe(true);
        expect(paused.cancel()).toBe(true);
        await expect(paused.result).resolves.toEqual({ status: 'canceled' });
        await expect(port.getMetadata('big/canceled.bin')).resolves.toBeNull();
        await expect(port.getMetadata('big/paused-then-canceled.bin')).resolves.toBeNull();
      });

      it('replaces an object uploaded to the same path, with a new generation', async () => {
        const { port } = await setup();
        const first = await uploaded(port.upload('a/same', text('one')));
        const second = await uploaded(port.upload('a/same', text('two!')));
        expect(second.generation).not.toBe(first.generation);
        await expect(port.getBytes('a/same')).resolves.toEqual(text('two!'));
      });
    });

    describe('downloads', () => {
      it('gives a download URL that serves the bytes, and null for a missing object', async () => {
        const { port } = await setup();
        await uploaded(port.upload('users/u1/avatar.png', patterned(1000), { contentType: 'image/png' }));
        const url = await port.getDownloadUrl('users/u1/avatar.png');
        expect(url).toEqual(expect.any(String));
        const response = await fetch(url as string);
        expect(new Uint8Array(await response.arrayBuffer())).toEqual(patterned(1000));
        await expect(port.getDownloadUrl('users/u1/missing.png')).resolves.toBeNull();
      });

      it('keeps the download URL when only the metadata changes, and gives a new one for a new upload', async () => {
        const { port } = await setup();
        await uploaded(port.upload('u/kept', text('one'), { contentType: 'text/plain' }));
        const first = await port.getDownloadUrl('u/kept');
        await port.updateMetadata('u/kept', { contentType: 'text/markdown', customMetadata: { k: 'v' } });
        await expect(port.getDownloadUrl('u/kept')).resolves.toBe(first);
        await uploaded(port.upload('u/kept', text('two')));
        const second = await port.getDownloadUrl('u/kept');
        expect(second).not.toBe(first);
        expect(new TextDecoder().decode(await (await fetch(second as string)).arrayBuffer())).toBe('two');
      });

      it('downloads bytes up to the caller’s maximum and refuses a larger object', async () => {
        const { port } = await setup();
        await uploaded(port.upload('a/ten', patterned(10)));
        await expect(port.getBytes('a/ten', { maxBytes: 10 })).resolves.toEqual(patterned(10));
        const tooLarge = await expectStorageError(
          port.getBytes('a/ten', { maxBytes: 9 }),
          'storage/download-too-large',
        );
        expect(tooLarge.customData).toMatchObject({ maxBytes: 9 });
        await expectStorageError(port.getBlob('a/ten', { maxBytes: 0 }), 'storage/download-too-large');
        await expectStorageError(port.getBytes('a/ten', { maxBytes: -1 }), 'storage/invalid-argument');
        await expectStorageError(port.getBytes('a/ten', { maxBytes: 1.5 }), 'storage/invalid-argument');
      });

      it('downloads a Blob with the object’s content type', async () => {
        const { port } = await setup();
        await uploaded(port.upload('a/page.html', { text: '<p>hi</p>' }, { contentType: 'text/html' }));
        const blob = await port.getBlob('a/page.html');
        expect(blob.type).toBe('text/html');
        expect(await blob.text()).toBe('<p>hi</p>');
      });

      it('rejects downloads of a missing object with storage/object-not-found', async () => {
        const { port } = await setup();
        await expectStorageError(port.getBytes('nothing/here'), 'storage/object-not-found');
        await expectStorageError(port.getBlob('nothing/here'), 'storage/object-not-found');
      });
    });

    describe('metadata', () => {
      it('is null for a missing object', async () => {
        const { port } = await setup();
        await expect(port.getMetadata('nothing/here')).resolves.toBeNull();
      });

      it('updates the content type, cache control and custom metadata, removing what is set to null', async () => {
        const { port } = await setup();
        await uploaded(
          port.upload('a/doc', text('doc'), {
            contentType: 'text/plain',
            cacheControl: 'no-cache',
            customMetadata: { keep: '1', drop: '2' },
          }),
        );
        const updated = await port.updateMetadata('a/doc', {
          contentType: 'text/markdown',
          cacheControl: null,
          customMetadata: { drop: null, added: '3' },
        });
        expect(updated).toMatchObject({ contentType: 'text/markdown', customMetadata: { keep: '1', added: '3' } });
        expect(updated.cacheControl).toBeUndefined();
        expect(updated.customMetadata).not.toHaveProperty('drop');
        await expect(port.getMetadata('a/doc')).resolves.toMatchObject({
          contentType: 'text/markdown',
          customMetadata: { keep: '1', added: '3' },
          size: 3,
        });
        await expectStorageError(
          port.updateMetadata('nothing/here', { contentType: 'text/plain' }),
          'storage/object-not-found',
        );
      });

      it('removes every custom key when customMetadata is null, and keeps the other fields', async () => {
        const { port } = await setup();
        await uploaded(
          port.upload('a/custom', text('c'), { contentType: 'text/plain', customMetadata: { one: '1', two: '2' } }),
        );
        const updated = await port.updateMetadata('a/custom', { customMetadata: null });
        expect(updated).toMatchObject({ customMetadata: {}, contentType: 'text/plain', size: 1 });
        await expect(port.getMetadata('a/custom')).resolves.toMatchObject({ customMetadata: {} });
      });

      it('refuses a content type or cache control that is not a string of printable ASCII with storage/invalid-argument', async () => {
        const { port } = await setup();
        await uploaded(port.upload('a/typed', text('t')));
        // A large upload sends its content type as a header, which cannot carry it.
        await expectStorageError(
          port.upload('a/large', patterned(300 * 1024), { contentType: 'text/😀' }).result,
          'storage/invalid-argument',
        );
        await expectStorageError(
          port.updateMetadata('a/typed', { cacheControl: 'max-age=1\n' }),
          'storage/invalid-argument',
        );
        await expect(port.getMetadata('a/large')).resolves.toBeNull();
        await expectStorageError(
          port.updateMetadata('a/typed', { contentType: 42 } as never),
          'storage/invalid-argument',
        );
        // Checked before the object is looked for.
        await expectStorageError(
          port.updateMetadata('a/missing', { contentType: 42 } as never),
          'storage/invalid-argument',
        );
        await expectStorageError(
          port.upload('a/typed', text('t'), { cacheControl: {} } as never).result,
          'storage/invalid-argument',
        );
        await expectStorageError(
          port.updateMetadata('a/typed', { customMetadata: { big: 1n } } as never),
          'storage/invalid-argument',
        );
      });
    });

    describe('listing', () => {
      const seed = async (port: StoragePort) => {
        for (const path of [
          'list/a.txt',
          'list/b.txt',
          'list/c.txt',
          'list/sub/d.txt',
          'list/sub/deeper/e.txt',
          'list/z/f.txt',
          'other.txt',
        ])
          await uploaded(port.upload(path, text(path)));
      };

      it('lists the prefixes and items directly under a prefix', async () => {
        const { port, defaultBucket } = await setup();
        await seed(port);
        const all = await port.listAll('list');
        expect(all.items.map((item) => item.path)).toEqual(['list/a.txt', 'list/b.txt', 'list/c.txt']);
        expect(all.prefixes.map((prefix) => prefix.path)).toEqual(['list/sub', 'list/z']);
        expect(all.items[0]).toEqual({ bucket: defaultBucket, path: 'list/a.txt', name: 'a.txt' });
        const root = await port.listAll('');
        expect(root.items.map((item) => item.path)).toEqual(['other.txt']);
        expect(root.prefixes.map((prefix) => prefix.path)).toEqual(['list']);
        await expect(port.listAll('list/empty')).resolves.toEqual({ prefixes: [], items: [] });
      });

      it('lists an object and a folder of the same name apart, folders in the order of their names with their /', async () => {
        const { port, defaultBucket } = await setup();
        for (const path of ['l/dup', 'l/dup/x', 'l/a', 'l/a.b', 'l/a/x', 'l/a-/x', 'l/a./x', 'l/b'])
          await uploaded(port.upload(path, text(path)));
        const all = await port.listAll('l');
        expect(all.items.map((item) => item.path)).toEqual(['l/a', 'l/a.b', 'l/b', 'l/dup']);
        // Cloud Storage names a folder with its trailing slash: `a-/` < `a./` < `a/`.
        expect(all.prefixes.map((prefix) => prefix.path)).toEqual(['l/a-', 'l/a.', 'l/a', 'l/dup']);
        expect(all.prefixes.at(-1)).toEqual({ bucket: defaultBucket, path: 'l/dup', name: 'dup' });
        await expect(port.listAll('l/dup')).resolves.toMatchObject({ items: [{ path: 'l/dup/x' }] });
      });

      it('pages through a listing with maxResults and page tokens', async () => {
        const { port } = await setup();
        await seed(port);
        const items: string[] = [];
        const prefixes: string[] = [];
        let pageToken: string | undefined;
        let pages = 0;
        do {
          const page = await port.list('list', { maxResults: 2, ...(pageToken ? { pageToken } : {}) });
          // Cloud Storage counts prefixes and items together; the emulator pages items alone and repeats the prefixes.
          expect(page.items.length).toBeLessThanOrEqual(2);
          items.push(...page.items.map((item) => item.path));
          prefixes.push(...page.prefixes.map((prefix) => prefix.path));
          pageToken = page.nextPageToken;
          pages += 1;
        } while (pageToken && pages < 10);
        expect(pages).toBeGreaterThan(1);
        expect(items.sort()).toEqual(['list/a.txt', 'list/b.txt', 'list/c.txt']);
        expect([...new Set(prefixes)].sort()).toEqual(['list/sub', 'list/z']);
      });

      it('refuses maxResults outside 1 to 1,000 with storage/invalid-argument', async () => {
        const { port } = await setup();
        for (const maxResults of [0, 1001, 2.5])
          await expectStorageError(port.list('list', { maxResults }), 'storage/invalid-argument');
      });
    });

    describe('delete and changes', () => {
      it('deletes an object, and refuses to delete a missing one', async () => {
        const { port } = await setup();
        await uploaded(port.upload('a/gone', text('x')));
        await port.delete('a/gone');
        await expect(port.getMetadata('a/gone')).resolves.toBeNull();
        await expect(port.getDownloadUrl('a/gone')).resolves.toBeNull();
        await expectStorageError(port.delete('a/gone'), 'storage/object-not-found');
      });

      it('tells watchers about uploads, metadata updates and deletes made through the port', async () => {
        const { port, defaultBucket } = await setup();
        const heard: StorageChange[] = [];
        const stop = port.watchChanges((change) => heard.push(change));
        await uploaded(port.upload('w/one', text('1')));
        await port.updateMetadata('w/one', { customMetadata: { k: 'v' } });
        await port.delete('w/one');
        const ref = { bucket: defaultBucket, path: 'w/one', name: 'one' };
        expect(heard).toEqual([
          { ref, kind: 'uploaded' },
          { ref, kind: 'updated' },
          { ref, kind: 'deleted' },
        ]);
        stop();
        await uploaded(port.upload('w/two', text('2')));
        expect(heard).toHaveLength(3);
      });
    });

    describe('paths and buckets', () => {
      it('addresses the same object by path, with or without slashes at the ends, and by gs:// URL', async () => {
        const { port, defaultBucket } = await setup();
        await uploaded(port.upload('/p/q.txt', text('q')));
        for (const target of [
          'p/q.txt',
          'p/q.txt/',
          `gs://${defaultBucket}/p/q.txt`,
          { path: 'p/q.txt', bucket: defaultBucket },
        ])
          await expect(port.getMetadata(target)).resolves.toMatchObject({ path: 'p/q.txt', bucket: defaultBucket });
      });

      it('keeps another bucket’s objects apart', async () => {
        const { port } = await setup();
        const other: StorageTarget = { path: 'x/in-other', bucket: 'other-bucket' };
        await expect(uploaded(port.upload(other, text('o')))).resolves.toMatchObject({ bucket: 'other-bucket' });
        await expect(port.getMetadata('gs://other-bucket/x/in-other')).resolves.toMatchObject({
          bucket: 'other-bucket',
        });
        await expect(port.getMetadata('x/in-other')).resolves.toBeNull();
        await expect(port.listAll({ path: 'x', bucket: 'other-bucket' })).resolves.toMatchObject({
          items: [{ bucket: 'other-bucket', path: 'x/in-other', name: 'in-other' }],
        });
      });

      it('refuses an invalid path with storage/invalid-path in every operation, before anything is sent', async () => {
        const { port } = await setup();
        for (const path of INVALID_PATHS) {
          const error = await expectStorageError(port.getMetadata(path), 'storage/invalid-path');
          expect(error.customData).toMatchObject({ reason: expect.any(String) });
          await expectStorageError(port.upload(path, text('x')).result, 'storage/invalid-path');
          await expectStorageError(port.getDownloadUrl(path), 'storage/invalid-path');
          await expectStorageError(port.getBytes(path), 'storage/invalid-path');
          await expectStorageError(port.delete(path), 'storage/invalid-path');
          await expectStorageError(port.updateMetadata(path, {}), 'storage/invalid-path');
        }
        await expectStorageError(port.list('a//b'), 'storage/invalid-path');
        await expectStorageError(port.getMetadata('gs://'), 'storage/invalid-path');
        await expectStorageError(port.getMetadata({ path: 'a', bucket: 'no spaces' }), 'storage/invalid-path');
        await expectStorageError(port.getMetadata('gs://b\ud800/a'), 'storage/invalid-path');
        await expectStorageError(port.getMetadata(null as never), 'storage/invalid-path');
      });

      it('refuses any path with a forbidden character, wherever it is', async () => {
        const { port } = await setup();
        await fc.assert(
          fc.asyncProperty(
            fc.string({ maxLength: 20 }),
            fc.constantFrom('#', '[', ']', '*', '?', '\u0000', '\u001f', '\u007f', '//'),
            fc.string({ maxLength: 20 }),
            async (before, forbidden, after) => {
              await expectStorageError(port.getMetadata(`x${before}${forbidden}${after}x`), 'storage/invalid-path');
            },
          ),
          { numRuns: 50 },
        );
      });
    });

    describe('lifecycle', () => {
      it('rejects with storage/app-deleted once the app is deleted', async () => {
        const subject = await setup();
        await subject.deleteApp();
        await expectStorageError(subject.port.getMetadata('a/b'), 'storage/app-deleted');
        await expectStorageError(subject.port.upload('a/b', text('x')).result, 'storage/app-deleted');
      });

      it('rejects every call with storage/disposed after dispose, and cancels running uploads', async () => {
        const { port } = await setup();
        const running = port.upload('big/disposed.bin', patterned(LARGE_UPLOAD_BYTES));
        await expect
          .poll(() => running.progress().bytesTransferred, { timeout: 10_000, interval: 1 })
          .toBeGreaterThan(0);
        await port.dispose();
        await expect(running.result).resolves.toEqual({ status: 'canceled' });
        await expectStorageError(port.getMetadata('a/b'), 'storage/disposed');
        await expectStorageError(port.upload('a/b', text('x')).result, 'storage/disposed');
        await expectStorageError(port.listAll(''), 'storage/disposed');
      });
    });
  });
}
