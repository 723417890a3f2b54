import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type {
  StorageTarget,
  UploadData,
  UploadOptions,
  UploadOutcome,
  UploadProgress,
  UploadTask,
} from '../storage.types.js';
import { useStorage } from './use-storage.js';

/** What {@link useUpload} returns. */
export interface UploadControls {
  /** Starts an upload, canceling one still running, and returns its task. */
  start(target: StorageTarget, data: UploadData, options?: UploadOptions): UploadTask;
  /** The current upload's progress; `undefined` before the first upload. */
  readonly progress: UploadProgress | undefined;
  /** How the current upload ended, once it has: stored or canceled. */
  readonly outcome: UploadOutcome | undefined;
  /** The typed error the current upload failed with. */
  readonly error: unknown;
  /** Pauses the current upload; `true` if it was running. */
  pause(): boolean;
  /** Resumes the current upload; `true` if it was paused. */
  resume(): boolean;
  /** Cancels the current upload; `true` if it had not finished. */
  cancel(): boolean;
}

const NO_TASK = { subscribe: () => () => undefined, progress: () => undefined };

/**
 * Uploads from a component: `start` it (from an input's change, say), show `progress`, and offer pause, resume and
 * cancel. An upload still running when the component unmounts is canceled.
 */
export function useUpload(): UploadControls {
  const port = useStorage();
  const [task, setTask] = useState<UploadTask | undefined>();
  const [ending, setEnding] = useState<{ task: UploadTask; outcome?: UploadOutcome; error?: unknown }>();
  const current = useRef<UploadTask | undefined>(undefined);
  const watched = task ?? NO_TASK;
  const progress = useSyncExternalStore(
    useCallback((onChange: () => void) => watched.subscribe(onChange, onChange), [watched]),
    watched.progress,
    watched.progress,
  );

  const start = useCallback(
    (target: StorageTarget, data: UploadData, options?: UploadOptions) => {
      current.current?.cancel();
      const next = port.upload(target, data, options);
      current.current = next;
      setTask(next);
      next.result.then(
        (outcome) => setEnding({ task: next, outcome }),
        (error: unknown) => setEnding({ task: next, error }),
      );
      return next;
    },
    [port],
  );
  useEffect(() => () => void current.current?.cancel(), []);

  const settled = ending && ending.task === task ? ending : undefined;
  return {
    start,
    progress,
    outcome: settled?.outcome,
    error: settled?.error,
    pause: () => task?.pause() ?? false,
    resume: () => task?.resume() ?? false,
    cancel: () => task?.cancel() ?? false,
  };
}
