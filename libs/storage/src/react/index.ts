export { useDownloadURL } from './use-download-url.js';
export { useList } from './use-list.js';
export { useMetadata } from './use-metadata.js';
export { useStorage } from './use-storage.js';
export { useUpload, type UploadControls } from './use-upload.js';
