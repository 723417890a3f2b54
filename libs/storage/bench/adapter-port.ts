import type { FirebaseConfig } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseStorage } from '@platform/storage/firebase';
import type { FirebaseOptions } from 'firebase/app';

/**
 * Every method of the port, through the library's Firebase adapter, so that every chunk of it is bundled and loaded:
 * the bench and the bundle budgets build it against `sdk-port.ts`. It only has to be bundled and started.
 */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const storage = createFirebaseStorage({ app: createFirebaseApp(options as FirebaseConfig) });
  const stop = storage.watchChanges(() => undefined);
  const task = storage.upload('bench/file.txt', { text: 'bench' }, { contentType: 'text/plain' });
  task.subscribe(() => undefined);
  task.pause();
  task.resume();
  task.cancel();
  const outcomes = await Promise.allSettled([
    task.result,
    storage.getDownloadUrl('bench/file.txt'),
    storage.getBytes('bench/file.txt'),
    storage.getBlob('bench/file.txt'),
    storage.getMetadata('bench/file.txt'),
    storage.updateMetadata('bench/file.txt', { cacheControl: 'no-cache' }),
    storage.list('bench', { maxResults: 10 }),
    storage.listAll('bench'),
    storage.delete('bench/file.txt'),
  ]);
  stop();
  await storage.dispose();
  return outcomes;
}
