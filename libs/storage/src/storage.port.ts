import type {
  DownloadOptions,
  ListOptions,
  MetadataUpdate,
  StorageChange,
  StorageListing,
  StorageListPage,
  StorageObjectMetadata,
  StorageTarget,
  Unsubscribe,
  UploadData,
  UploadOptions,
  UploadTask,
} from './storage.types.js';

/**
 * Cloud Storage for Firebase, shaped around what apps need: uploads that report progress and can be paused and
 * canceled, downloads, metadata, listings and deletes, addressed by {@link StorageTarget}.
 *
 * Every method rejects only with a `PlatformError` whose code is a `StorageErrorCode`. A target that is not a valid
 * object path (empty, over 1,024 bytes, with `//`, `#`, `[`, `]`, `*`, `?` or a control character) rejects with
 * `storage/invalid-path` before anything is sent.
 */
export interface StoragePort {
  /**
   * Starts uploading `data` to `target` at once and returns the task. Large uploads are resumable: they go in chunks,
   * reporting progress after each, and can be paused, resumed and canceled.
   */
  upload(target: StorageTarget, data: UploadData, options?: UploadOptions): UploadTask;
  /** A URL anyone holding it can download the object from; `null` when there is no such object. */
  getDownloadUrl(target: StorageTarget): Promise<string | null>;
  /**
   * The object's bytes. Rejects with `storage/download-too-large` when it is larger than `maxBytes` (without
   * downloading more than `maxBytes + 1` bytes), and with `storage/object-not-found` when it does not exist.
   */
  getBytes(target: StorageTarget, options?: DownloadOptions): Promise<Uint8Array>;
  /** The object as a `Blob` with its content type; the same rules as {@link StoragePort.getBytes}. */
  getBlob(target: StorageTarget, options?: DownloadOptions): Promise<Blob>;
  /** The object's metadata; `null` when there is no such object. */
  getMetadata(target: StorageTarget): Promise<StorageObjectMetadata | null>;
  /** Changes the object's metadata and resolves with all of it; `storage/object-not-found` when it does not exist. */
  updateMetadata(target: StorageTarget, update: MetadataUpdate): Promise<StorageObjectMetadata>;
  /**
   * One page of what is directly under `target` (a prefix; `''` is the bucket's root), in path order. `maxResults`
   * outside 1 to 1,000 rejects with `storage/invalid-argument`.
   */
  list(target: StorageTarget, options?: ListOptions): Promise<StorageListPage>;
  /** Everything directly under `target`, every page of it. */
  listAll(target: StorageTarget): Promise<StorageListing>;
  /** Deletes the object; `storage/object-not-found` when it does not exist. */
  delete(target: StorageTarget): Promise<void>;
  /**
   * Calls `listener` after each upload, metadata update or delete made through this port, so that views of that
   * object can refresh. Returns the unsubscribe.
   */
  watchChanges(listener: (change: StorageChange) => void): Unsubscribe;
  /**
   * Releases the adapter: running uploads are canceled, listeners hear nothing more, and later calls reject with
   * `storage/disposed`. The Firebase app itself belongs to the caller.
   */
  dispose(): Promise<void>;
}
