export type { StoragePort } from './storage.port.js';
export { storageErrors, toStorageError, type StorageErrorCode } from './storage.errors.js';
export { meterStorage } from './cost/meter-storage.js';
export { MAX_PATH_BYTES, parseTarget, type ParsedTarget } from './internal/storage-path.js';
export type {
  DownloadOptions,
  ListOptions,
  MetadataUpdate,
  StorageChange,
  StorageListing,
  StorageListPage,
  StorageObjectMetadata,
  StorageObjectRef,
  StorageString,
  StorageTarget,
  StringFormat,
  Unsubscribe,
  UploadData,
  UploadOptions,
  UploadOutcome,
  UploadProgress,
  UploadState,
  UploadTask,
} from './storage.types.js';
