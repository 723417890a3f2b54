import type { UploadTask } from '../storage.types.js';
import { createUploadTask } from '../internal/upload-task.js';

/**
 * The task the facade hands out at once, before the implementation (and the SDK) has arrived. A pause or cancel
 * asked for meanwhile is applied to the real task when it starts; from then on, the real task's progress and ending
 * are passed on. `start` rejects only with the facade's typed errors.
 */
export function deferUploadTask(start: Promise<UploadTask>): UploadTask {
  let real: UploadTask | undefined;
  const control = createUploadTask({
    pause: () => real?.pause(),
    resume: () => real?.resume(),
    cancel: () => (real ? real.cancel() : control.canceled()),
  });
  start.then((task) => {
    real = task;
    // Once this task has settled (canceled before the start), what the real one reports is ignored.
    task.subscribe(control.report);
    task.result.then(
      (outcome) => (outcome.status === 'uploaded' ? control.succeed(outcome.metadata) : control.canceled()),
      control.fail,
    );
    const { state } = control.task.progress();
    if (state === 'paused') task.pause();
    if (state === 'canceled') task.cancel();
  }, control.fail);
  return control.task;
}
