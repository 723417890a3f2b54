/**
 * Runs `task` once the browser is idle (`requestIdleCallback`); a browser without it (Safari) runs it after a timer,
 * and a server, which has no `document`, never does.
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task);
  else if (typeof document === 'object') setTimeout(task);
}
