import { md5 } from '@noble/hashes/legacy.js';
import {
  bytesToBase64,
  createSubscribable,
  DEMO_PROJECT_ID,
  systemClock,
  type Clock,
  type KeyValueStorage,
  type TimerHandle,
} from '@platform/core';
import { storageErrors, toStorageError, type StorageErrorCode } from '../storage.errors.js';
import type { StoragePort } from '../storage.port.js';
import type { StorageChange, StorageObjectMetadata, StorageTarget, UploadTask } from '../storage.types.js';
import { checkDownloadOptions, checkDownloadSize, checkListOptions } from '../internal/downloads.js';
import { disposedError } from '../internal/lifecycle-errors.js';
import { updateFields, uploadFields, visibleCustomMetadata } from '../internal/object-metadata.js';
import { nameOf, parseTarget } from '../internal/storage-path.js';
import { decodeUploadData } from '../internal/upload-data.js';
import { createUploadTask } from '../internal/upload-task.js';
import { createDownloadUrls } from './download-urls.js';
import { keepObjects, type StoredObject } from './kept-objects.js';
import { listPage } from './memory-listing.js';

/** The size of a simulated upload chunk: `firebase/storage`'s first resumable chunk, 256 KiB. */
const MEMORY_UPLOAD_CHUNK_BYTES = 256 * 1024;
/** How long each simulated chunk takes, in milliseconds of the adapter's clock. */
const MEMORY_UPLOAD_CHUNK_MS = 20;

/** The base64 MD5 hash of `bytes`, as Cloud Storage reports it in `md5Hash`. */
const md5Base64 = (bytes: Uint8Array): string => bytesToBase64(md5(bytes));

/** Options for {@link createMemoryStorage}. */
export interface MemoryStorageOptions {
  /** The clock uploads advance on; a manual clock gives the caller each chunk. The system clock by default. */
  readonly clock?: Clock;
  /** The default bucket; `demo-platform.appspot.com` by default. */
  readonly bucket?: string;
  /** Bytes per simulated chunk; {@link MEMORY_UPLOAD_CHUNK_BYTES} by default. */
  readonly chunkBytes?: number;
  /** Milliseconds per simulated chunk; {@link MEMORY_UPLOAD_CHUNK_MS} by default. */
  readonly chunkMs?: number;
  /**
   * Keeps the objects across reloads, e.g. `window.sessionStorage` (this tab, until it closes; about 5 MB): a new
   * adapter on the same storage and key reads them back. In memory only by default. An upload, metadata change or
   * delete the storage refuses (it is full) fails with `storage/quota-exceeded` and changes nothing; kept data that
   * cannot be read is left out and reported as `storage/invalid-format`.
   */
  readonly storage?: KeyValueStorage;
  /** The key in `storage`; `platform.storage.memory` by default. */
  readonly storageKey?: string;
}

/** Fault injection for tests. */
export interface MemoryStorageControl {
  /** The next operation (or upload) fails with `code`, whatever it is. */
  failNext(code: StorageErrorCode): void;
  /** Makes every later call fail as if the Firebase app had been deleted. */
  deleteApp(): void;
}

/** The memory adapter, with its test controls. */
export interface MemoryStorage extends StoragePort {
  /** Fault injection for tests. */
  readonly control: MemoryStorageControl;
}

const notFound = (path: string) => storageErrors.create('storage/object-not-found', { customData: { path } });

/**
 * An in-memory Storage with the Firebase adapter's semantics (the contract proves it): md5 and size computed,
 * uploads that advance in chunks on the given clock and can be paused, resumed and canceled, and download URLs a
 * browser can display (object URLs).
 */
export function createMemoryStorage({
  clock = systemClock,
  bucket: defaultBucket = `${DEMO_PROJECT_ID}.appspot.com`,
  chunkBytes = MEMORY_UPLOAD_CHUNK_BYTES,
  chunkMs = MEMORY_UPLOAD_CHUNK_MS,
  storage,
  storageKey = 'platform.storage.memory',
}: MemoryStorageOptions = {}): MemoryStorage {
  const kept = storage && keepObjects(storage, storageKey);
  const buckets = kept?.load() ?? new Map<string, Map<string, StoredObject>>();
  const urls = createDownloadUrls();
  const changes = createSubscribable<StorageChange | undefined>(undefined);
  const uploads = new Set<UploadTask>();
  const faults: StorageErrorCode[] = [];
  let generation = 0;
  let appDeleted = false;
  let disposed = false;

  const check = (operation: string): void => {
    const code = faults.shift();
    if (code) throw storageErrors.create(code, { customData: { operation, injected: true } });
    if (appDeleted) throw storageErrors.create('storage/app-deleted');
  };

  const bucketOf = (name: string) => {
    let objects = buckets.get(name);
    if (!objects) buckets.set(name, (objects = new Map()));
    return objects;
  };

  /**
   * Checks the target, then the call (as the Firebase adapter does: the path before the app), then runs `work` on the
   * bucket's objects and the object's path.
   */
  const run = async <T>(
    operation: string,
    target: StorageTarget,
    work: (objects: Map<string, StoredObject>, path: string, bucket: string) => T,
    options: { root?: boolean } = {},
  ): Promise<T> => {
    try {
      if (disposed) throw disposedError();
      const { bucket = defaultBucket, path } = parseTarget(target, options);
      check(operation);
      return await work(bucketOf(bucket), path, bucket);
    } catch (error) {
      throw toStorageError(error);
    }
  };

  const existing = (objects: Map<string, StoredObject>, path: string) => {
    const found = objects.get(path);
    if (!found) throw notFound(path);
    return found;
  };

  const store = (
    bucket: string,
    path: string,
    bytes: Uint8Array,
    fields: Pick<StorageObjectMetadata, 'contentType' | 'cacheControl' | 'customMetadata'>,
  ): StorageObjectMetadata => {
    const now = new Date(clock.now()).toISOString();
    generation += 1;
    const metadata: StorageObjectMetadata = {
      bucket,
      path,
      name: nameOf(path),
      size: bytes.byteLength,
      md5Hash: md5Base64(bytes),
      generation: String(clock.now() * 1000 + generation),
      timeCreated: now,
      updated: now,
      ...fields,
      customMetadata: visibleCustomMetadata(fields.customMetadata),
    };
    const object = { bytes: bytes.slice(), metadata };
    kept?.save(bucket, path, object);
    bucketOf(bucket).set(path, object);
    urls.forget(`${bucket}/${path}`);
    changes.emit({ ref: { bucket, path, name: metadata.name }, kind: 'uploaded' });
    return metadata;
  };

  const getBytes: StoragePort['getBytes'] = (target, options) =>
    run('getBytes', target, (objects, path) => {
      const maxBytes = checkDownloadOptions(options);
      const { bytes } = existing(objects, path);
      checkDownloadSize(bytes.byteLength, maxBytes, path);
      return bytes.slice();
    });

  const getMetadata: StoragePort['getMetadata'] = (target) =>
    run('getMetadata', target, (objects, path) => objects.get(path)?.metadata ?? null);

  return {
    upload(target, data, options = {}) {
      let timer: TimerHandle | undefined;
      let step = () => undefined as void;
      const stop = () => timer !== undefined && clock.clearTimeout(timer);
      const control = createUploadTask({
        pause: stop,
        resume: () => (timer = clock.setTimeout(step, chunkMs)),
        cancel() {
          stop();
          control.canceled();
        },
      });
      uploads.add(control.task);
      void control.task.result.finally(() => uploads.delete(control.task)).catch(() => undefined);
      run('upload', target, async (_objects, path, bucket) => {
        const decoded = await decodeUploadData(data);
        const fields = uploadFields(options, decoded.contentType);
        const total = decoded.bytes.byteLength;
        let sent = 0;
        step = () => {
          sent = Math.min(total, sent + chunkBytes);
          if (sent < total) {
            control.report({ bytesTransferred: sent, totalBytes: total });
            timer = clock.setTimeout(step, chunkMs);
            return;
          }
          let metadata: StorageObjectMetadata;
          try {
            metadata = store(bucket, path, decoded.bytes, fields);
          } catch (error) {
            control.fail(toStorageError(error));
            return;
          }
          control.succeed(metadata);
        };
        if (total) control.report({ bytesTransferred: 0, totalBytes: total });
        if (control.task.progress().state === 'running') timer = clock.setTimeout(step, chunkMs);
      }).catch((error: unknown) => control.fail(toStorageError(error)));
      return control.task;
    },
    getDownloadUrl: (target) =>
      run('getDownloadUrl', target, (objects, path, bucket) => {
        const found = objects.get(path);
        return found
          ? // Cloud Storage keeps an object's download token until the object is replaced, whatever its metadata does.
            urls.urlFor(`${bucket}/${path}`, found.metadata.generation, found.bytes, found.metadata.contentType)
          : null;
      }),
    getBytes,
    async getBlob(target, options) {
      const bytes = await getBytes(target, options);
      const metadata = await getMetadata(target);
      return new Blob([bytes as Uint8Array<ArrayBuffer>], metadata?.contentType ? { type: metadata.contentType } : {});
    },
    getMetadata,
    updateMetadata: (target, update) =>
      run('updateMetadata', target, (objects, path) => {
        // The update is checked before the object is looked for, as the Firebase adapter checks it before sending.
        const fields = updateFields(update);
        const found = existing(objects, path);
        const { contentType, cacheControl, customMetadata: _custom, ...rest } = found.metadata;
        const custom: Record<string, string> =
          fields.customMetadata === null ? {} : { ...found.metadata.customMetadata };
        for (const [key, value] of Object.entries(fields.customMetadata ?? {}))
          if (value === null) delete custom[key];
          else custom[key] = value;
        const nextContentType = fields.contentType === undefined ? contentType : fields.contentType;
        const nextCacheControl = fields.cacheControl === undefined ? cacheControl : fields.cacheControl;
        const metadata: StorageObjectMetadata = {
          ...rest,
          customMetadata: visibleCustomMetadata(custom),
          updated: new Date(clock.now()).toISOString(),
          ...(nextContentType ? { contentType: nextContentType } : {}),
          ...(nextCacheControl ? { cacheControl: nextCacheControl } : {}),
        };
        kept?.save(metadata.bucket, path, { bytes: found.bytes, metadata });
        objects.set(path, { bytes: found.bytes, metadata });
        changes.emit({ ref: { bucket: metadata.bucket, path, name: metadata.name }, kind: 'updated' });
        return metadata;
      }),
    list: (target, options) =>
      run(
        'list',
        target,
        (objects, path, bucket) => listPage(bucket, objects.keys(), path, checkListOptions(options)),
        {
          root: true,
        },
      ),
    listAll: (target) =>
      run(
        'listAll',
        target,
        (objects, path, bucket) => {
          const { prefixes, items } = listPage(bucket, objects.keys(), path, { maxResults: Infinity });
          return { prefixes, items };
        },
        { root: true },
      ),
    delete: (target) =>
      run('delete', target, (objects, path, bucket) => {
        existing(objects, path);
        kept?.save(bucket, path, null);
        objects.delete(path);
        urls.forget(`${bucket}/${path}`);
        changes.emit({ ref: { bucket, path, name: nameOf(path) }, kind: 'deleted' });
      }),
    watchChanges: (listener) => changes.subscribe((change) => change && !disposed && listener(change)),
    async dispose() {
      disposed = true;
      for (const task of uploads) task.cancel();
      urls.clear();
    },
    control: {
      failNext(code) {
        faults.push(code);
      },
      deleteApp() {
        appDeleted = true;
      },
    },
  };
}
