import type { PlatformError } from '@platform/core';
import type { StorageErrorCode } from './storage.errors.js';

/**
 * Where an object lives: a path in the configured bucket (`'users/u1/avatar.png'`), a `gs://bucket/path` URL, or a
 * path in another bucket by name. A {@link StorageObjectRef} from a listing is a target too.
 */
export type StorageTarget = string | { readonly path: string; readonly bucket?: string };

/** An object's (or a prefix's) place in Storage, as plain data. */
export interface StorageObjectRef {
  /** The bucket's name, e.g. `my-app.appspot.com`. */
  readonly bucket: string;
  /** The full path in the bucket, without a leading slash, e.g. `users/u1/avatar.png`. */
  readonly path: string;
  /** The last segment of the path, e.g. `avatar.png`. */
  readonly name: string;
}

/** How a string passed to {@link StoragePort.upload} is decoded, as in `firebase/storage`'s `StringFormat`. */
export type StringFormat = 'raw' | 'base64' | 'base64url' | 'data_url';

/** A string to upload: UTF-8 text (`raw`, the default), base64, base64url, or a `data:` URL (which carries its type). */
export interface StorageString {
  /** The string itself. */
  readonly text: string;
  /** How to decode it; `raw` (UTF-8) by default. */
  readonly format?: StringFormat;
}

/** What {@link StoragePort.upload} accepts: bytes, a `Blob` (a `File` is one), or a string in a {@link StringFormat}. */
export type UploadData = Uint8Array | ArrayBuffer | Blob | StorageString;

/** Metadata given with an upload. */
export interface UploadOptions {
  /** The MIME type; otherwise the Blob's or data URL's type, else `application/octet-stream`. */
  readonly contentType?: string;
  /** The `Cache-Control` header downloads are served with. */
  readonly cacheControl?: string;
  /**
   * The app's own key/value pairs, stored as text (a value that is not a string is stored as its JSON, as the backend
   * does). `firebaseStorageDownloadTokens` sets the object's download token and is not kept as a custom key.
   */
  readonly customMetadata?: Readonly<Record<string, string>>;
}

/** Changes to an object's metadata: a value sets the field, `null` removes it, an absent key leaves it. */
export interface MetadataUpdate {
  /** The new MIME type, or `null` to remove it. */
  readonly contentType?: string | null;
  /** The new `Cache-Control` header, or `null` to remove it. */
  readonly cacheControl?: string | null;
  /** Custom keys to set, or to remove with `null`; keys not named are kept. `null` itself removes every custom key. */
  readonly customMetadata?: Readonly<Record<string, string | null>> | null;
}

/** A stored object's metadata. */
export interface StorageObjectMetadata extends StorageObjectRef {
  /** Its size in bytes. */
  readonly size: number;
  /** Its MIME type, when it has one. */
  readonly contentType?: string;
  /** Its `Cache-Control` header, when it has one. */
  readonly cacheControl?: string;
  /** The base64 MD5 hash of its bytes. */
  readonly md5Hash: string;
  /** The app's own key/value pairs; empty when there are none. */
  readonly customMetadata: Readonly<Record<string, string>>;
  /** The object's version; a new upload to the same path changes it. */
  readonly generation: string;
  /** When it was created, as an ISO 8601 string. */
  readonly timeCreated: string;
  /** When it or its metadata last changed, as an ISO 8601 string. */
  readonly updated: string;
}

/** Where an upload is: `running` until it is `paused`, or settles as `success`, `canceled` or `error`. */
export type UploadState = 'running' | 'paused' | 'success' | 'canceled' | 'error';

/** An upload's progress. */
export interface UploadProgress {
  /** Bytes the backend has confirmed so far. */
  readonly bytesTransferred: number;
  /** The upload's size in bytes; `0` until the upload has started (its data read and, for a string, decoded). */
  readonly totalBytes: number;
  /** Where the upload is. */
  readonly state: UploadState;
}

/** How an upload ended, when it did not fail: stored (with the object's metadata), or canceled by the caller. */
export type UploadOutcome =
  | { readonly status: 'uploaded'; readonly metadata: StorageObjectMetadata }
  | { readonly status: 'canceled' };

/**
 * A running upload. Its progress is a value that changes; `pause`, `resume` and `cancel` return whether they
 * changed anything (a finished upload can no longer be paused).
 */
export interface UploadTask {
  /** The progress now. */
  progress(): UploadProgress;
  /**
   * Calls `listener` on every change of progress after this call (read {@link UploadTask.progress} for the current
   * one), and `onError` with the typed error if the upload fails. Returns the unsubscribe.
   */
  subscribe(
    listener: (progress: UploadProgress) => void,
    onError?: (error: PlatformError<StorageErrorCode>) => void,
  ): Unsubscribe;
  /** Pauses a running upload; `true` if it was running. */
  pause(): boolean;
  /** Resumes a paused upload; `true` if it was paused. */
  resume(): boolean;
  /** Cancels an upload that has not finished; `true` if it had not. {@link UploadTask.result} resolves `canceled`. */
  cancel(): boolean;
  /**
   * Resolves with the outcome, or rejects with the typed error the listeners heard. A rejection nobody handles is
   * not reported as unhandled: listening through {@link UploadTask.subscribe} is enough.
   */
  readonly result: Promise<UploadOutcome>;
}

/** Options for {@link StoragePort.getBytes} and {@link StoragePort.getBlob}. */
export interface DownloadOptions {
  /** The largest download the caller accepts; a larger object rejects with `storage/download-too-large`. */
  readonly maxBytes?: number;
}

/** Options for {@link StoragePort.list}. */
export interface ListOptions {
  /** At most this many prefixes and items together (1 to 1,000); 1,000 by default. */
  readonly maxResults?: number;
  /** The `nextPageToken` of the previous page. */
  readonly pageToken?: string;
}

/** What is directly under a prefix. */
export interface StorageListing {
  /** The "folders": prefixes that have objects below them. */
  readonly prefixes: readonly StorageObjectRef[];
  /** The objects. */
  readonly items: readonly StorageObjectRef[];
}

/** One page of a listing. */
export interface StorageListPage extends StorageListing {
  /** The token of the next page; absent on the last page. */
  readonly nextPageToken?: string;
}

/** A change this port made to an object. */
export interface StorageChange {
  /** The object. */
  readonly ref: StorageObjectRef;
  /** What happened to it. */
  readonly kind: 'uploaded' | 'updated' | 'deleted';
}

/** Stops a listener; calling it again does nothing. */
export type Unsubscribe = () => void;
