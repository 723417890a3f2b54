import * as sdk from 'firebase/storage';
import { storageErrors } from '../storage.errors.js';
import type { StoragePort } from '../storage.port.js';
import type { StorageTarget } from '../storage.types.js';
import { checkDownloadOptions, checkDownloadSize } from '../internal/downloads.js';
import type { StorageContext } from './storage-context.js';
import { toMetadata } from './sdk-conversions.js';

/** How often `getBlob` downloads a file that was replaced while it downloaded. */
const GET_BLOB_ATTEMPTS = 3;

/** The methods that read an object: its download URL, bytes, Blob and metadata. */
export type StorageReads = Pick<StoragePort, 'getDownloadUrl' | 'getBytes' | 'getBlob' | 'getMetadata'>;

/** A missing object read as `null`; any other failure passes through. */
async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'storage/object-not-found') return null;
    throw error;
  }
}

/** The reads, in a chunk of their own, over the shared implementation. */
export function createReads({ withRef }: StorageContext): StorageReads {
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

  return {
    getDownloadUrl: (target) => withRef('getDownloadUrl', target, (ref) => orNull(sdk.getDownloadURL(ref))),
    getBytes,
    async getBlob(target, options) {
      // The SDK reads bytes and metadata in two requests. The content type is the bytes' own only if the object kept
      // its generation across the download; one replaced meanwhile is downloaded again.
      for (let attempt = 1; ; attempt += 1) {
        const before = await getMetadata(target);
        const bytes = await getBytes(target, options);
        const after = await getMetadata(target);
        if (before?.generation === after?.generation) {
          const type = after?.contentType;
          return new Blob([bytes as Uint8Array<ArrayBuffer>], type ? { type } : {});
        }
        if (attempt === GET_BLOB_ATTEMPTS)
          throw storageErrors.create('storage/retry-limit-exceeded', {
            customData: { reason: 'The file kept changing while it downloaded.', attempts: attempt },
          });
      }
    },
    getMetadata,
  };
}
