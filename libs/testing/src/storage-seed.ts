import type { StoragePort, UploadData } from '@platform/storage';
import type { StorageSeedFile } from './test-platform.types.js';

// Text goes as the port's own string form: under jsdom, a TextEncoder's bytes come from another realm's Uint8Array.
const uploadDataOf = (data: string | Uint8Array): UploadData => (typeof data === 'string' ? { text: data } : data);

/** Uploads each file through the port, one after the other; a refused path or upload rejects with its typed error. */
export async function seedStorage(
  storage: StoragePort,
  files: Readonly<Record<string, StorageSeedFile>>,
): Promise<void> {
  for (const [path, file] of Object.entries(files)) {
    const { data, ...options } = typeof file === 'string' || file instanceof Uint8Array ? { data: file } : file;
    await storage.upload(path, uploadDataOf(data), options).result;
  }
}
