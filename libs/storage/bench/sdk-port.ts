import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytesResumable,
} from 'firebase/storage';

/**
 * Every SDK function the Firebase adapter wraps, called directly: the baseline the whole port's bytes are compared
 * with. It only has to be bundled and started.
 */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const file = ref(getStorage(initializeApp(options)), 'bench/file.txt');
  const task = uploadBytesResumable(file, new TextEncoder().encode('bench'), { contentType: 'text/plain' });
  task.on('state_changed', () => undefined);
  task.pause();
  task.resume();
  task.cancel();
  return Promise.allSettled([
    task,
    getDownloadURL(file),
    getBytes(file),
    getMetadata(file),
    updateMetadata(file, { cacheControl: 'no-cache' }),
    list(ref(file.storage, 'bench'), { maxResults: 10 }),
    listAll(ref(file.storage, 'bench')),
    deleteObject(file),
  ]);
}
