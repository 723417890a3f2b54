import { base64ToBytes, bytesToBase64, keepEntries, type KeyValueStorage } from '@platform/core';
import { storageErrors } from '../storage.errors.js';
import type { StorageObjectMetadata } from '../storage.types.js';

/** An object of the memory Storage: its bytes and metadata. */
export interface StoredObject {
  readonly bytes: Uint8Array;
  readonly metadata: StorageObjectMetadata;
}

/** Where a memory Storage keeps its objects across reloads, by bucket and path. */
export interface KeptObjects {
  /** The objects kept earlier, by bucket, then path. One that cannot be read is left out, and reported. */
  load(): Map<string, Map<string, StoredObject>>;
  /** Keeps `object` at `bucket`/`path` (`null` deletes it); throws `storage/quota-exceeded`, keeping nothing, when the storage is full. */
  save(bucket: string, path: string, object: StoredObject | null): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const STRING_FIELDS = ['bucket', 'path', 'name', 'md5Hash', 'generation', 'timeCreated', 'updated'] as const;

function decodeObject(stored: unknown): StoredObject {
  if (!isRecord(stored) || typeof stored['bytes'] !== 'string' || !isRecord(stored['metadata'])) {
    throw new TypeError('Not a stored object.');
  }
  const metadata = stored['metadata'];
  const bytes = base64ToBytes(stored['bytes']);
  const custom = metadata['customMetadata'];
  if (
    STRING_FIELDS.some((field) => typeof metadata[field] !== 'string') ||
    metadata['size'] !== bytes.byteLength ||
    !isRecord(custom) ||
    Object.values(custom).some((value) => typeof value !== 'string') ||
    ['contentType', 'cacheControl'].some((field) => !['string', 'undefined'].includes(typeof metadata[field]))
  ) {
    throw new TypeError('Not the metadata of a stored object.');
  }
  return { bytes, metadata: metadata as unknown as StorageObjectMetadata };
}

/**
 * Keeps a memory Storage's objects in `storage` under `key`: bytes as base64, metadata as it is. Mind the storage's
 * size: a browser's `sessionStorage` holds about 5 MB.
 */
export function keepObjects(storage: KeyValueStorage, key: string): KeptObjects {
  const kept = keepEntries<StoredObject>(storage, key, {
    version: 1,
    encode: ({ bytes, metadata }) => ({ bytes: bytesToBase64(bytes), metadata }),
    decode: decodeObject,
    unreadable: (reason, objects) =>
      storageErrors.create('storage/invalid-format', {
        message: 'Some saved files could not be read, so they were left out.',
        customData: { key, reason, objects },
      }),
    full: (cause) =>
      storageErrors.create('storage/quota-exceeded', {
        cause,
        message: 'This device has no room left to keep that file. Delete something, then try again.',
        customData: { key, reason: 'storage-full' },
      }),
  });
  return {
    load() {
      const buckets = new Map<string, Map<string, StoredObject>>();
      for (const object of kept.load().values()) {
        const { bucket, path } = object.metadata;
        let objects = buckets.get(bucket);
        if (!objects) buckets.set(bucket, (objects = new Map()));
        objects.set(path, object);
      }
      return buckets;
    },
    save: (bucket, path, object) => kept.save(new Map([[`${bucket}/${path}`, object]])),
  };
}
