import { createSubscribable } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
// Imported statically, so that the bundler ships the SDK in this implementation's own lazy chunk.
import * as sdk from 'firebase/storage';
import { storageErrors, toStorageError } from '../storage.errors.js';
import type { StoragePort } from '../storage.port.js';
import type {
  StorageChange,
  StorageObjectMetadata,
  StorageObjectRef,
  StorageTarget,
  UploadData,
  UploadOptions,
  UploadTask,
} from '../storage.types.js';
import { checkDownloadOptions, checkDownloadSize, checkListOptions } from '../internal/downloads.js';
import { disposedError } from '../internal/lifecycle-errors.js';
import { updateFields, uploadFields, visibleCustomMetadata } from '../internal/object-metadata.js';
import { parseTarget } from '../internal/storage-path.js';
import { decodeUploadData } from '../internal/upload-data.js';
import { createUploadTask } from '../internal/upload-task.js';
import {
  checkStallTimeout,
  createStallTimer,
  DEFAULT_STALL_TIMEOUT_MS,
  settleWithin,
  stalledError,
} from './stall-timeout.js';

/** What {@link createFirebaseStorage} needs. */
export interface FirebaseStorageDeps {
  /** The Firebase app; its `storageBucket` is the default bucket. */
  readonly app: FirebaseAppHandle;
  /**
   * The Emulator Suite's Storage emulator, e.g. `{ host: '127.0.0.1', port: 9199 }`; connected on first use.
   * `mockUserToken: 'owner'` makes every request an admin's, past the security rules (for tests of the adapter).
   */
  readonly emulator?: { readonly host: string; readonly port: number; readonly mockUserToken?: string };
  /**
   * How long, in milliseconds, a call may go without hearing from Storage: a running upload that reports no progress
   * for this long, or any other call with no answer after it, is given up and rejects with
   * `storage/retry-limit-exceeded`, so no call waits forever. A paused upload is not waiting. 10 minutes by default
   * (`firebase/storage`'s own limit for retrying an upload); a download must finish within it.
   */
  readonly stallTimeoutMs?: number;
}

const toRef = (ref: sdk.StorageReference): StorageObjectRef => ({
  bucket: ref.bucket,
  path: ref.fullPath,
  name: ref.name,
});

/** The metadata Storage answered with; an answer without an object's fields is an error, never an empty object. */
function toMetadata(metadata: sdk.FullMetadata): StorageObjectMetadata {
  const fields = metadata as Partial<sdk.FullMetadata> | null | undefined;
  if (typeof fields?.fullPath !== 'string' || typeof fields.generation !== 'string')
    throw storageErrors.create('storage/unknown', { customData: { reason: 'an answer without metadata', metadata } });
  return {
    bucket: metadata.bucket,
    path: metadata.fullPath,
    name: metadata.name,
    size: metadata.size,
    md5Hash: metadata.md5Hash ?? '',
    customMetadata: visibleCustomMetadata(metadata.customMetadata),
    generation: metadata.generation,
    timeCreated: metadata.timeCreated,
    updated: metadata.updated,
    ...(metadata.contentType ? { contentType: metadata.contentType } : {}),
    ...(metadata.cacheControl ? { cacheControl: metadata.cacheControl } : {}),
  };
}

const isNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 'storage/object-not-found';

/**
 * The Firebase Storage implementation, loaded by the facade in one chunk with `firebase/storage`. Apps use
 * `createFirebaseStorage` from the `./firebase` entry.
 */
export function createFirebaseStorage({
  app,
  emulator,
  stallTimeoutMs = DEFAULT_STALL_TIMEOUT_MS,
}: FirebaseStorageDeps): StoragePort {
  const timeoutMs = checkStallTimeout(stallTimeoutMs);
  const instances = new Map<string, Promise<sdk.FirebaseStorage>>();
  const uploads = new Set<UploadTask>();
  const changes = createSubscribable<StorageChange | undefined>(undefined);
  let disposed = false;

  const instance = (bucket: string | undefined): Promise<sdk.FirebaseStorage> => {
    const key = bucket ?? '';
    const found = instances.get(key);
    if (found) return found;
    const created = app.getApp().then((firebaseApp) => {
      const storage = sdk.getStorage(firebaseApp, bucket === undefined ? undefined : `gs://${bucket}`);
      if (emulator)
        sdk.connectStorageEmulator(
          storage,
          emulator.host,
          emulator.port,
          emulator.mockUserToken ? { mockUserToken: emulator.mockUserToken } : {},
        );
      return storage;
    });
    created.catch(() => instances.delete(key));
    instances.set(key, created);
    return created;
  };

  /**
   * Checks the target, then runs `work` on its SDK reference. It settles, whatever the SDK does: every failure (thrown
   * at once or later) becomes a typed error, and no answer within the stall timeout is one too.
   */
  const withRef = async <T>(
    operation: string,
    target: StorageTarget,
    work: (ref: sdk.StorageReference) => Promise<T>,
    options: { root?: boolean } = {},
  ): Promise<T> => {
    try {
      if (disposed) throw disposedError();
      const { bucket, path } = parseTarget(target, options);
      const answer = (async () => work(sdk.ref(await instance(bucket), path)))();
      return await settleWithin(answer, timeoutMs, operation);
    } catch (error) {
      throw toStorageError(error);
    }
  };

  const orNull = async <T>(work: Promise<T>): Promise<T | null> => {
    try {
      return await work;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  const tell = (ref: sdk.StorageReference, kind: StorageChange['kind']) => changes.emit({ ref: toRef(ref), kind });

  const getBytes = (target: StorageTarget, options?: { maxBytes?: number }) =>
    withRef('getBytes', target, async (ref) => {
      const maxBytes = checkDownloadOptions(options);
      // One byte more than allowed tells a download that is too large from one that fits.
      const buffer = await sdk.getBytes(ref, maxBytes === undefined ? undefined : maxBytes + 1);
      checkDownloadSize(buffer.byteLength, maxBytes, ref.fullPath);
      return new Uint8Array(buffer);
    });

  const getMetadata: StoragePort['getMetadata'] = (target) =>
    withRef('getMetadata', target, async (ref) => {
      const metadata = await orNull(sdk.getMetadata(ref));
      return metadata && toMetadata(metadata);
    });

  // The path is checked before the data, as the memory adapter does.
  const startUpload = (target: StorageTarget, data: UploadData, options: UploadOptions = {}) =>
    withRef('upload', target, async (ref) => {
      const decoded = await decodeUploadData(data);
      const { contentType, cacheControl, customMetadata } = uploadFields(options, decoded.contentType);
      // Wrapped: the SDK's task is a thenable, which `await` would wait for.
      return {
        task: sdk.uploadBytesResumable(ref, decoded.bytes, {
          contentType,
          ...(cacheControl ? { cacheControl } : {}),
          customMetadata,
        }),
      };
    });

  return {
    upload(target, data, options) {
      let sdkTask: sdk.UploadTask | undefined;
      let canceled = false;
      const stopSdkTask = () => {
        canceled = true;
        if (!sdkTask) return;
        // The SDK cancels only a running task.
        if (sdkTask.snapshot.state === 'paused') sdkTask.resume();
        sdkTask.cancel();
      };
      const control = createUploadTask({
        pause: () => sdkTask?.pause(),
        resume: () => sdkTask?.resume(),
        cancel: stopSdkTask,
      });
      // An SDK task can stop without settling (a throw inside its own promise chain, a request that never returns):
      // one that reports nothing for the stall timeout while running is given up.
      const failWith = (error: unknown) => {
        control.fail(toStorageError(error));
        stopSdkTask();
      };
      const stall = createStallTimer(timeoutMs, () => failWith(stalledError(timeoutMs, 'upload')));
      const watch = () => (control.task.progress().state === 'running' ? stall.restart() : stall.stop());
      control.task.subscribe(watch, stall.stop);
      watch();
      uploads.add(control.task);
      void control.task.result.finally(() => uploads.delete(control.task)).catch(() => undefined);
      startUpload(target, data, options).then(({ task }) => {
        sdkTask = task;
        try {
          // The SDK repeats snapshots (around pauses, and the last bytes before its success); listeners hear only new
          // byte counts, and the last ones with the success.
          task.on('state_changed', (snapshot) => {
            watch();
            const { bytesTransferred, totalBytes } = control.task.progress();
            const changed = snapshot.bytesTransferred !== bytesTransferred || snapshot.totalBytes !== totalBytes;
            if (changed && snapshot.bytesTransferred < snapshot.totalBytes) control.report(snapshot);
          });
          task.then(
            (snapshot) => {
              try {
                const metadata = toMetadata(snapshot.metadata);
                tell(snapshot.ref, 'uploaded');
                control.succeed(metadata);
              } catch (error) {
                control.fail(toStorageError(error));
              }
            },
            (error: unknown) => (isCanceled(error) ? control.canceled() : control.fail(toStorageError(error))),
          );
          if (canceled) stopSdkTask();
          else if (control.task.progress().state === 'paused') task.pause();
        } catch (error) {
          failWith(error);
        }
      }, failWith);
      return control.task;
    },
    getDownloadUrl: (target) => withRef('getDownloadUrl', target, (ref) => orNull(sdk.getDownloadURL(ref))),
    getBytes,
    async getBlob(target, options) {
      const [bytes, metadata] = await Promise.all([getBytes(target, options), getMetadata(target)]);
      return new Blob([bytes as Uint8Array<ArrayBuffer>], metadata?.contentType ? { type: metadata.contentType } : {});
    },
    getMetadata,
    updateMetadata: (target, update) =>
      withRef('updateMetadata', target, async (ref) => {
        // The backend merges the update: `null` removes a field, a custom key or every custom key, as its JSON API
        // defines.
        const metadata = toMetadata(await sdk.updateMetadata(ref, updateFields(update) as sdk.SettableMetadata));
        tell(ref, 'updated');
        return metadata;
      }),
    list: (target, options) =>
      withRef(
        'list',
        target,
        async (ref) => {
          const page = await sdk.list(ref, checkListOptions(options));
          return {
            prefixes: page.prefixes.map(toRef),
            items: page.items.map(toRef),
            ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
          };
        },
        { root: true },
      ),
    listAll: (target) =>
      withRef(
        'listAll',
        target,
        async (ref) => {
          const all = await sdk.listAll(ref);
          return { prefixes: all.prefixes.map(toRef), items: all.items.map(toRef) };
        },
        { root: true },
      ),
    delete: (target) =>
      withRef('delete', target, async (ref) => {
        await sdk.deleteObject(ref);
        tell(ref, 'deleted');
      }),
    watchChanges: (listener) => changes.subscribe((change) => change && !disposed && listener(change)),
    async dispose() {
      disposed = true;
      for (const task of uploads) task.cancel();
    },
  };
}

const isCanceled = (error: unknown) => storageErrors.is(toStorageError(error), 'storage/canceled');
