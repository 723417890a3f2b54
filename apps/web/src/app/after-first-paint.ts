/**
 * Resolves once the page has painted the frame in progress: after the next animation frame, in the task that follows
 * it. Work started from here neither delays the first paint nor competes with the entry chunk for the main thread or
 * the network. A hidden page paints no frames, so there it resolves in the next task.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const nextTask = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') nextTask();
    else requestAnimationFrame(nextTask);
  });
}
