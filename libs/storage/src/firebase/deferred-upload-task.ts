import type { PlatformError } from '@platform/core';
import type { StorageErrorCode } from '../storage.errors.js';
import type { UploadData, UploadTask } from '../storage.types.js';
import { createUploadTask } from '../internal/upload-task.js';

/** The size of the data when it is known without decoding it: `0` for a string. */
const knownSize = (data: UploadData): number =>
  'byteLength' in data ? data.byteLength : 'size' in data ? data.size : 0;

/**
 * The task the facade hands out at once, before the implementation (and the SDK) has arrived. A pause or cancel
 * asked for meanwhile is applied to the real task when it starts; from then on, the real task's progress and ending
 * are passed on.
 */
export function deferUploadTask(data: UploadData, start: Promise<UploadTask>): UploadTask {
  let real: UploadTask | undefined;
  const control = createUploadTask(knownSize(data), {
    pause: () => real?.pause(),
    resume: () => real?.resume(),
    cancel: () => (real ? real.cancel() : control.canceled()),
  });
  start.then(
    (task) => {
      real = task;
      const { state } = control.task.progress();
      if (state === 'canceled') return void task.cancel();
      if (state === 'paused') task.pause();
      task.subscribe((progress) => control.report(progress.bytesTransferred, progress.totalBytes));
      task.result.then(
        (outcome) => (outcome.status === 'uploaded' ? control.succeed(outcome.metadata) : control.canceled()),
        control.fail,
      );
    },
    (error: PlatformError<StorageErrorCode>) => control.fail(error),
  );
  return control.task;
}
