import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import type * as Sdk from 'firebase/storage';
import { storageErrors, type StorageErrorCode } from '../storage.errors.js';
import type { StoragePort } from '../storage.port.js';
import { LARGE_UPLOAD_BYTES } from '../storage.contract.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { injectStorageEmulator } from './testing/storage-emulator.js';
import { startStallingProxy, type StallingProxy } from './testing/stalling-proxy.js';
import { createFirebaseStorage } from './index.js';

type Fault = 'throws' | 'rejects' | 'never settles' | 'answers without metadata';

// The real SDK, with one function at a time made to fail the ways an SDK can: throwing at once, rejecting with an
// error that is not its own, or never settling (as when it throws inside its own promise chain).
const armed = vi.hoisted(() => ({ name: undefined as string | undefined, fault: undefined as Fault | undefined }));

vi.mock('firebase/storage', async (importOriginal) => {
  const real = await importOriginal<typeof Sdk>();
  const failing = <F extends (...args: never[]) => unknown>(name: string, work: F): F =>
    ((...args: Parameters<F>) => {
      if (armed.name !== name) return work(...args);
      if (armed.fault === 'throws') throw new URIError('URI malformed');
      if (armed.fault === 'rejects') return Promise.reject(new TypeError('fetch failed'));
      // What the emulator answers for the object `.`: a body with none of an object's fields.
      if (armed.fault === 'answers without metadata') return Promise.resolve({ type: 'file' });
      return new Promise(() => undefined);
    }) as F;
  const uploadBytesResumable: typeof real.uploadBytesResumable = (ref, data, metadata) => {
    if (armed.name !== 'uploadBytesResumable') return real.uploadBytesResumable(ref, data, metadata);
    if (armed.fault === 'throws') throw new URIError('URI malformed');
    const task = real.uploadBytesResumable(ref, data, metadata);
    // Stopped behind the adapter's back: it reports nothing more and never settles.
    if (armed.fault === 'never settles') task.pause();
    if (armed.fault !== 'rejects') return task;
    task.cancel();
    // Its ending is an error that is not the SDK's own.
    return Object.assign(Object.create(task) as Sdk.UploadTask, {
      then: (onDone: never, onError: (error: unknown) => unknown) =>
        task.then(onDone, () => onError(new URIError('URI malformed'))),
    });
  };
  return {
    ...real,
    getDownloadURL: failing('getDownloadURL', real.getDownloadURL),
    getBytes: failing('getBytes', real.getBytes),
    getMetadata: failing('getMetadata', real.getMetadata),
    updateMetadata: failing('updateMetadata', real.updateMetadata),
    list: failing('list', real.list),
    listAll: failing('listAll', real.listAll),
    deleteObject: failing('deleteObject', real.deleteObject),
    uploadBytesResumable,
  };
});

const STALL_TIMEOUT_MS = 300;
// Long enough that each chunk of a large upload arrives within it on a busy machine.
const UPLOAD_STALL_TIMEOUT_MS = 1_500;
const emulator = injectStorageEmulator();
const text = (value: string) => new TextEncoder().encode(value);

/** Rejects with `code` and its catalogue message, and with `customData` holding at least `data`. */
const expectStorageError = (work: Promise<unknown>, code: StorageErrorCode, data: Record<string, unknown>) =>
  expect(work).rejects.toMatchObject({
    name: 'PlatformError',
    code,
    message: storageErrors.messages[code],
    customData: data,
  });

/** Every port call that asks Storage something, and the SDK function it goes through. */
const CALLS: readonly [string, string, (port: StoragePort) => Promise<unknown>][] = [
  ['getDownloadUrl', 'getDownloadURL', (port) => port.getDownloadUrl('s/object')],
  ['getBytes', 'getBytes', (port) => port.getBytes('s/object')],
  ['getBlob', 'getBytes', (port) => port.getBlob('s/object')],
  ['getMetadata', 'getMetadata', (port) => port.getMetadata('s/object')],
  ['updateMetadata', 'updateMetadata', (port) => port.updateMetadata('s/object', { customMetadata: { k: 'v' } })],
  ['list', 'list', (port) => port.list('s', { maxResults: 10 })],
  ['listAll', 'listAll', (port) => port.listAll('s')],
  ['delete', 'deleteObject', (port) => port.delete('s/object')],
];

describe('createFirebaseStorage settles every call', () => {
  let app: FirebaseAppHandle | undefined;
  let proxy: StallingProxy | undefined;
  let apps = 0;
  const open = (target: { host: string; port: number } = emulator, stallTimeoutMs = STALL_TIMEOUT_MS) => {
    apps += 1;
    app = createFirebaseApp(DEMO_CONFIG, { name: `storage-settles-${apps}` });
    return createFirebaseStorage({
      app,
      emulator: { host: target.host, port: target.port, mockUserToken: 'owner' },
      stallTimeoutMs,
    });
  };
  /** The port under test, after an object was stored straight on the emulator, on an app of its own. */
  const seeded = async (target?: { host: string; port: number }) => {
    const seeder = createFirebaseApp(DEMO_CONFIG, { name: `storage-settles-seed-${apps}` });
    const direct = createFirebaseStorage({ app: seeder, emulator: { ...emulator, mockUserToken: 'owner' } });
    await direct.upload('s/object', text('bytes')).result;
    await seeder.delete();
    return open(target);
  };
  beforeEach(async () => {
    await fetch(`${emulator.url}/internal/reset`, { method: 'POST' });
  });
  afterEach(async () => {
    armed.name = undefined;
    armed.fault = undefined;
    await proxy?.close();
    await app?.delete();
    proxy = undefined;
    app = undefined;
  });

  describe.each(['throws', 'rejects', 'never settles'] as const)('when the SDK %s', (fault) => {
    const code: StorageErrorCode = fault === 'never settles' ? 'storage/retry-limit-exceeded' : 'storage/unknown';

    it.each(CALLS)(`rejects %s with ${code}`, async (_call, sdkName, call) => {
      const port = await seeded();
      armed.name = sdkName;
      armed.fault = fault;
      await expectStorageError(
        call(port),
        code,
        fault === 'never settles' ? { timeoutMs: STALL_TIMEOUT_MS } : { originalMessage: expect.any(String) },
      );
    });

    it(`fails an upload with ${code}, through its result and its listeners`, async () => {
      const port = open();
      armed.name = 'uploadBytesResumable';
      armed.fault = fault;
      const task = port.upload('s/upload', text('bytes'));
      const heard: unknown[] = [];
      task.subscribe(
        () => undefined,
        (error) => heard.push(error),
      );
      await expectStorageError(task.result, code, {});
      expect(task.progress().state).toBe('error');
      expect(heard).toEqual([expect.objectContaining({ code })]);
      armed.name = undefined;
      await expect(port.getMetadata('s/upload')).resolves.toBeNull();
    });
  });

  it.each(['getMetadata', 'updateMetadata'] as const)(
    'rejects %s with storage/unknown when Storage answers without the object’s metadata',
    async (name) => {
      const port = await seeded();
      armed.name = name;
      armed.fault = 'answers without metadata';
      const call = name === 'getMetadata' ? port.getMetadata('s/object') : port.updateMetadata('s/object', {});
      await expectStorageError(call, 'storage/unknown', { metadata: { type: 'file' } });
    },
  );

  describe('when Storage stops answering', () => {
    it.each(CALLS)('rejects %s with storage/retry-limit-exceeded', async (_call, _sdkName, call) => {
      proxy = await startStallingProxy(emulator);
      const port = await seeded(proxy);
      proxy.stall();
      await expectStorageError(call(port), 'storage/retry-limit-exceeded', { timeoutMs: STALL_TIMEOUT_MS });
    });

    it('gives up an upload that stalls halfway, and stores nothing', async () => {
      proxy = await startStallingProxy(emulator);
      const port = open(proxy, UPLOAD_STALL_TIMEOUT_MS);
      const task = port.upload('s/stalled.bin', new Uint8Array(LARGE_UPLOAD_BYTES));
      await expect.poll(() => task.progress().bytesTransferred, { interval: 1 }).toBeGreaterThan(0);
      proxy.stall();
      await expectStorageError(task.result, 'storage/retry-limit-exceeded', {
        operation: 'upload',
        timeoutMs: UPLOAD_STALL_TIMEOUT_MS,
      });
      expect(task.progress()).toMatchObject({ state: 'error' });
      expect(task.progress().bytesTransferred).toBeLessThan(LARGE_UPLOAD_BYTES);
      // Straight to the emulator, with a limit that only ends a hang: a busy machine can take longer than 300 ms.
      await expect(open(emulator, 20_000).getMetadata('s/stalled.bin')).resolves.toBeNull();
    });

    it('gives up an upload that never hears back, before any byte', async () => {
      proxy = await startStallingProxy(emulator);
      const port = open(proxy);
      proxy.stall();
      const task = port.upload('s/unanswered', text('bytes'));
      await expectStorageError(task.result, 'storage/retry-limit-exceeded', { operation: 'upload' });
      expect(task.progress().state).toBe('error');
    });

    it('never gives up a paused upload, which is not waiting for Storage', async () => {
      proxy = await startStallingProxy(emulator);
      const port = open(proxy, UPLOAD_STALL_TIMEOUT_MS);
      const task = port.upload('s/paused.bin', new Uint8Array(LARGE_UPLOAD_BYTES));
      await expect.poll(() => task.progress().bytesTransferred, { interval: 1 }).toBeGreaterThan(0);
      expect(task.pause()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, UPLOAD_STALL_TIMEOUT_MS * 2));
      expect(task.progress().state).toBe('paused');
      expect(task.resume()).toBe(true);
      await expect(task.result).resolves.toMatchObject({ status: 'uploaded', metadata: { size: LARGE_UPLOAD_BYTES } });
    });
  });

  it('refuses a stall timeout that is not a whole number of milliseconds', async () => {
    app = createFirebaseApp(DEMO_CONFIG, { name: 'storage-settles-bad-timeout' });
    const port = createFirebaseStorage({ app, stallTimeoutMs: 0 });
    await expectStorageError(port.getMetadata('a/b'), 'storage/invalid-argument', { timeoutMs: 0 });
  });
});
