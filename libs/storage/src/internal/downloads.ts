import { storageErrors } from '../storage.errors.js';
import type { DownloadOptions, ListOptions } from '../storage.types.js';

/** The largest page Cloud Storage lists. */
const MAX_LIST_RESULTS = 1000;

const invalidArgument = (reason: string) =>
  storageErrors.create('storage/invalid-argument', { customData: { reason } });

/** Checks `maxBytes` before anything is sent: a whole number of bytes, zero or more. */
export function checkDownloadOptions(options?: DownloadOptions | null): number | undefined {
  const maxBytes = options?.maxBytes;
  if (maxBytes !== undefined && !(Number.isSafeInteger(maxBytes) && maxBytes >= 0))
    throw invalidArgument('maxBytes must be a whole number of bytes, 0 or more');
  return maxBytes;
}

/** `storage/download-too-large` unless `size` is within `maxBytes`. */
export function checkDownloadSize(size: number, maxBytes: number | undefined, path: string): void {
  if (maxBytes !== undefined && size > maxBytes)
    throw storageErrors.create('storage/download-too-large', { customData: { path, maxBytes } });
}

/** Checks list options before anything is sent, as `firebase/storage` does. */
export function checkListOptions(options?: ListOptions | null): ListOptions {
  const { maxResults, pageToken } = options ?? {};
  if (maxResults !== undefined && !(Number.isInteger(maxResults) && maxResults >= 1 && maxResults <= MAX_LIST_RESULTS))
    throw invalidArgument(`maxResults must be a whole number from 1 to ${MAX_LIST_RESULTS}`);
  if (pageToken !== undefined && typeof pageToken !== 'string') throw invalidArgument('pageToken must be a string');
  return { maxResults, pageToken };
}
