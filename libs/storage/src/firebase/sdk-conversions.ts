import type * as sdk from 'firebase/storage';
import { storageErrors } from '../storage.errors.js';
import type { StorageObjectMetadata, StorageObjectRef } from '../storage.types.js';
import { visibleCustomMetadata } from '../internal/object-metadata.js';

/** The port's reference to the object an SDK reference names. */
export const toRef = (ref: sdk.StorageReference): StorageObjectRef => ({
  bucket: ref.bucket,
  path: ref.fullPath,
  name: ref.name,
});

/** The metadata Storage answered with; an answer without an object's fields is an error, never an empty object. */
export function toMetadata(metadata: sdk.FullMetadata): StorageObjectMetadata {
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
