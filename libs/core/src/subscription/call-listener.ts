/**
 * Reports an error that no caller can handle (a throwing listener, a failing
 * unsubscribe): through `reportError` where the platform has it, so it reaches
 * `window.onerror` and the console like an uncaught error, else `console.error`.
 */
export function reportUncaught(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
}

/**
 * Calls `listener` with `value` under the platform's one error policy: a
 * listener that throws is reported with {@link reportUncaught} and never
 * stops the caller, so the other listeners are still told.
 */
export function callListener<T>(listener: (value: T) => void, value: T): void {
  try {
    listener(value);
  } catch (error) {
    reportUncaught(error);
  }
}
