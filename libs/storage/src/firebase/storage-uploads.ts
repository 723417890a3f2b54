import * as sdk from 'firebase/storage';
import { storageErrors, toStorageError } from '../storage.errors.js';
import type { StoragePort } from '../storage.port.js';
import type { StorageTarget, UploadData, UploadOptions, UploadTask } from '../storage.types.js';
import { uploadFields } from '../internal/object-metadata.js';
import { decodeUploadData } from '../internal/upload-data.js';
import { createUploadTask } from '../internal/upload-task.js';
import type { StorageContext } from './storage-context.js';
// From the implementation's module, so that the bundler keeps what the two share in the implementation's chunk.
import { toMetadata } from './firebase-storage.js';
import { createStallTimer, stalledError } from './stall-timeout.js';

/** Uploads, and the release that cancels the running ones. */
export type StorageUploads = Pick<StoragePort, 'upload' | 'dispose'>;

const isCanceled = (error: unknown) => storageErrors.is(toStorageError(error), 'storage/canceled');

/** Uploads, in a chunk of their own (with the SDK's resumable upload), over the shared implementation. */
export function createUploads({ withRef, tell, timeoutMs }: StorageContext): StorageUploads {
  const uploads = new Set<UploadTask>();

  // The path is checked before the data, as the memory adapter does.
  const startUpload = (target: StorageTarget, data: UploadData, options: UploadOptions = {}) =>
    withRef('upload', target, async (ref) => {
      const decoded = await decodeUploadData(data);
      const { contentType, cacheControl, customMetadata } = uploadFields(options, decoded.contentType);
      // Wrapped: the SDK's task is a thenable, which `await` would wait for.
      return {
        task: sdk.uploadBytesResumable(ref, decoded.bytes, {
          contentType,
          ...(cacheControl ? { cacheControl } : {}),
          customMetadata,
        }),
      };
    });

  return {
    upload(target, data, options) {
      let sdkTask: sdk.UploadTask | undefined;
      let canceled = false;
      const stopSdkTask = () => {
        canceled = true;
        if (!sdkTask) return;
        // The SDK cancels only a running task.
        if (sdkTask.snapshot.state === 'paused') sdkTask.resume();
        sdkTask.cancel();
      };
      const control = createUploadTask({
        pause: () => sdkTask?.pause(),
        resume: () => sdkTask?.resume(),
        cancel: stopSdkTask,
      });
      // An SDK task can stop without settling (a throw inside its own promise chain, a request that never returns):
      // one that reports nothing for the stall timeout while running is given up.
      const failWith = (error: unknown) => {
        control.fail(toStorageError(error));
        stopSdkTask();
      };
      const stall = createStallTimer(timeoutMs, () => failWith(stalledError(timeoutMs, 'upload')));
      const watch = () => (control.task.progress().state === 'running' ? stall.restart() : stall.stop());
      control.task.subscribe(watch, stall.stop);
      watch();
      uploads.add(control.task);
      void control.task.result.finally(() => uploads.delete(control.task)).catch(() => undefined);
      startUpload(target, data, options).then(({ task }) => {
        sdkTask = task;
        try {
          // The SDK repeats snapshots (around pauses, and the last bytes before its success); listeners hear only new
          // byte counts, and the last ones with the success.
          task.on('state_changed', (snapshot) => {
            watch();
            const { bytesTransferred, totalBytes } = control.task.progress();
            const changed = snapshot.bytesTransferred !== bytesTransferred || snapshot.totalBytes !== totalBytes;
            if (changed && snapshot.bytesTransferred < snapshot.totalBytes) control.report(snapshot);
          });
          task.then(
            (snapshot) => {
              try {
                const metadata = toMetadata(snapshot.metadata);
                tell(snapshot.ref, 'uploaded');
                control.succeed(metadata);
              } catch (error) {
                control.fail(toStorageError(error));
              }
            },
            (error: unknown) => (isCanceled(error) ? control.canceled() : control.fail(toStorageError(error))),
          );
          if (canceled) stopSdkTask();
          else if (control.task.progress().state === 'paused') task.pause();
        } catch (error) {
          failWith(error);
        }
      }, failWith);
      return control.task;
    },
    async dispose() {
      for (const task of uploads) task.cancel();
    },
  };
}
