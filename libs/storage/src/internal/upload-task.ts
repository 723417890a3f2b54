import { createSubscribable, type PlatformError } from '@platform/core';
import type { StorageErrorCode } from '../storage.errors.js';
import type { StorageObjectMetadata, UploadProgress, UploadTask } from '../storage.types.js';

/** What an adapter does when the caller pauses, resumes or cancels; `pause` and `resume` are only called when valid. */
export interface UploadDriver {
  pause(): void;
  resume(): void;
  cancel(): void;
}

/** An {@link UploadTask} and the adapter's side of it. */
export interface UploadTaskControl {
  readonly task: UploadTask;
  /** Records the bytes the backend confirmed (the state stays the task's own); ignored once the upload has settled. */
  report(progress: Pick<UploadProgress, 'bytesTransferred' | 'totalBytes'>): void;
  /** The object is stored. */
  succeed(metadata: StorageObjectMetadata): void;
  /** The cancel the caller asked for has taken effect. */
  canceled(): void;
  /** The upload failed. */
  fail(error: PlatformError<StorageErrorCode>): void;
}

/**
 * The one upload task both adapters (and the Firebase facade, before its chunk arrives) hand out. The task owns the
 * `running`/`paused` state, so that it follows the caller at once; the adapter reports bytes and the ending.
 */
export function createUploadTask(driver: UploadDriver): UploadTaskControl {
  const progress = createSubscribable<UploadProgress, PlatformError<StorageErrorCode>>({
    bytesTransferred: 0,
    totalBytes: 0,
    state: 'running',
  });
  const now = progress.get;
  const settled = () => !['running', 'paused'].includes(now().state);
  const move = (change: Partial<UploadProgress>) => progress.emit({ ...now(), ...change });
  let resolve!: (outcome: Awaited<UploadTask['result']>) => void;
  let reject!: (error: PlatformError<StorageErrorCode>) => void;
  const result = new Promise<Awaited<UploadTask['result']>>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  // Failures reach listeners too; a caller that only listens has handled them.
  result.catch(() => undefined);

  return {
    task: {
      progress: now,
      subscribe: progress.subscribe,
      pause() {
        if (now().state !== 'running') return false;
        driver.pause();
        move({ state: 'paused' });
        return true;
      },
      resume() {
        if (now().state !== 'paused') return false;
        driver.resume();
        move({ state: 'running' });
        return true;
      },
      cancel() {
        if (settled()) return false;
        driver.cancel();
        return true;
      },
      result,
    },
    report({ bytesTransferred, totalBytes }) {
      if (!settled()) move({ bytesTransferred, totalBytes });
    },
    succeed(metadata) {
      if (settled()) return;
      move({ bytesTransferred: metadata.size, totalBytes: metadata.size, state: 'success' });
      resolve({ status: 'uploaded', metadata });
    },
    canceled() {
      if (settled()) return;
      move({ state: 'canceled' });
      resolve({ status: 'canceled' });
    },
    fail(error) {
      if (settled()) return;
      move({ state: 'error' });
      progress.fail(error);
      reject(error);
    },
  };
}
