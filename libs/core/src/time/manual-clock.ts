import type { Clock, TimerHandle } from './clock.js';

/** A {@link Clock} that only moves when told to. */
export interface ManualClock extends Clock {
  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): void;
  /** Like {@link ManualClock.advance}, but lets promise callbacks run between timers. */
  advanceAsync(ms: number): Promise<void>;
  /** Runs timers (letting promises settle between them) until none is left. */
  runAllAsync(): Promise<void>;
  /** How many timers are waiting. */
  pendingTimers(): number;
}

interface Timer {
  readonly id: number;
  readonly due: number;
  readonly callback: () => void;
}

const MICROTASK_FLUSHES = 20;
const MAX_TIMERS_PER_RUN = 10_000;

async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < MICROTASK_FLUSHES; i += 1) await Promise.resolve();
}

/** Creates a deterministic clock starting at `start` milliseconds. */
export function createManualClock(start = 0): ManualClock {
  let now = start;
  let nextId = 1;
  let timers: Timer[] = [];

  const takeNextDue = (until: number): Timer | undefined => {
    const next = timers.reduce<Timer | undefined>(
      (best, t) => (t.due <= until && (!best || t.due < best.due || (t.due === best.due && t.id < best.id)) ? t : best),
      undefined,
    );
    if (next) timers = timers.filter((t) => t !== next);
    return next;
  };

  const clock: ManualClock = {
    now: () => now,
    setTimeout(callback, ms): TimerHandle {
      const timer = { id: nextId++, due: now + Math.max(0, ms), callback };
      timers.push(timer);
      return timer.id;
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
    advance(ms) {
      const until = now + ms;
      for (let timer = takeNextDue(until); timer; timer = takeNextDue(until)) {
        now = timer.due;
        timer.callback();
      }
      now = until;
    },
    async advanceAsync(ms) {
      const until = now + ms;
      await flushMicrotasks();
      for (let timer = takeNextDue(until); timer; timer = takeNextDue(until)) {
        now = timer.due;
        timer.callback();
        await flushMicrotasks();
      }
      now = until;
    },
    async runAllAsync() {
      await flushMicrotasks();
      for (let ran = 0; timers.length > 0; ran += 1) {
        if (ran >= MAX_TIMERS_PER_RUN) {
          throw new Error(
            `ManualClock.runAllAsync: more than ${MAX_TIMERS_PER_RUN} timers; is something rescheduling forever?`,
          );
        }
        const timer = takeNextDue(Number.POSITIVE_INFINITY);
        if (!timer) break;
        now = Math.max(now, timer.due);
        timer.callback();
        await flushMicrotasks();
      }
    },
    pendingTimers: () => timers.length,
  };
  return clock;
}
