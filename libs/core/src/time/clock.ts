/** An opaque handle returned by {@link Clock.setTimeout}. */
export type TimerHandle = unknown;

/**
 * Time as the platform sees it. Everything that waits takes a clock, so tests
 * can replace real time with {@link createManualClock} or Vitest's fake timers.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `callback` once after `ms` milliseconds. */
  setTimeout(callback: () => void, ms: number): TimerHandle;
  /** Cancels a timer from {@link Clock.setTimeout}; unknown handles are ignored. */
  clearTimeout(handle: TimerHandle): void;
}

/**
 * The real clock. Globals are looked up at call time, so fake timers installed
 * after import still take effect.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
