import { createManualClock, type Clock } from '@platform/core';
import { testingErrors } from './testing.errors.js';

/** The time a test platform starts at unless told otherwise: 2026-01-01T00:00:00.000Z. */
export const TEST_CLOCK_START = Date.UTC(2026, 0, 1);

/**
 * Time as a test sets it. It stands still until the test moves it, so server timestamps, token expiry and
 * Remote Config's fetch interval are the same on every run; a timer that is already due (a write's zero-latency
 * confirmation, a zero-length upload chunk) runs on its own a task later, so calls that take no simulated time still
 * settle without the test doing anything.
 */
export interface TestClock extends Clock {
  /**
   * Moves time forward by `ms`, running every timer that falls due, in order, with promise callbacks between them;
   * a negative `ms` throws `testing/clock-backwards`.
   */
  advance(ms: number): Promise<void>;
  /** Moves time forward to `time` (milliseconds since the epoch, or a `Date`); an earlier time throws `testing/clock-backwards`. */
  setTime(time: number | Date): Promise<void>;
  /** How many timers are waiting for time to reach them. */
  pendingTimers(): number;
}

// Captured when the module loads, so that a test's fake timers, installed later, do not hold back due timers.
const hostSetTimeout = globalThis.setTimeout.bind(globalThis);

const millis = (time: number | Date): number => (typeof time === 'number' ? time : time.getTime());

/** A {@link TestClock} and the way to put it back at its start with no timers, for a platform's reset. */
export interface RestartableTestClock {
  readonly clock: TestClock;
  /** Back to the start time; the timers that were waiting never run. */
  restart(): void;
}

/** A {@link TestClock} at `start` (milliseconds since the epoch, or a `Date`), {@link TEST_CLOCK_START} by default. */
export const createTestClock = (start: number | Date = TEST_CLOCK_START): TestClock =>
  createRestartableTestClock(start).clock;

/** A {@link TestClock} that a platform's reset can put back at `start`. */
export function createRestartableTestClock(start: number | Date = TEST_CLOCK_START): RestartableTestClock {
  let manual = createManualClock(millis(start));
  let flushScheduled = false;
  const flushDue = () => {
    flushScheduled = false;
    manual.advance(0);
  };
  const clock: TestClock = {
    now: () => manual.now(),
    setTimeout(callback, ms) {
      const handle = manual.setTimeout(callback, ms);
      if (ms <= 0 && !flushScheduled) {
        flushScheduled = true;
        hostSetTimeout(flushDue, 0);
      }
      return handle;
    },
    clearTimeout: (handle) => manual.clearTimeout(handle),
    advance: (ms) => {
      if (!(ms >= 0)) throw testingErrors.create('testing/clock-backwards', { customData: { advance: ms } });
      return manual.advanceAsync(ms);
    },
    setTime(time) {
      const target = millis(time);
      if (!(target >= manual.now())) {
        throw testingErrors.create('testing/clock-backwards', {
          customData: { now: new Date(manual.now()).toISOString(), asked: String(time) },
        });
      }
      return manual.advanceAsync(target - manual.now());
    },
    pendingTimers: () => manual.pendingTimers(),
  };
  return {
    clock,
    restart: () => {
      manual = createManualClock(millis(start));
    },
  };
}
