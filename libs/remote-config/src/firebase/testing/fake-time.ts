/** Lets the real-time work in flight (fake-indexeddb's transactions, msw's replies) run to completion. */
async function settleIo(rounds = 30): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

interface FakeClock {
  readonly timers?: Readonly<Record<string, { readonly callAt: number }>>;
}

/** When the earliest timer of Vitest's fake clock (`@sinonjs/fake-timers`, which it hangs on `setTimeout.clock`) is due. */
function nextTimerAt(): number | undefined {
  const clock = (globalThis.setTimeout as unknown as { clock?: FakeClock }).clock;
  if (!clock) throw new Error('advanceFakeTime needs vi.useFakeTimers() with setTimeout faked.');
  const due = Object.values(clock.timers ?? {}).map((timer) => timer.callAt);
  return due.length > 0 ? Math.min(...due) : undefined;
}

// Every move of the fake clock goes through this queue: two overlapping ticks could set the time back.
let moves: Promise<void> = Promise.resolve();
function serially(move: () => Promise<unknown>): Promise<void> {
  const next = moves.then(move).then(() => undefined);
  moves = next.catch(() => undefined);
  return next;
}

/**
 * Moves Vitest's fake clock forward by `ms`, stopping at each timer to let the
 * IndexedDB and HTTP work it starts finish before time moves on, so that the
 * SDK's timers are set on the exact millisecond they would be in a browser.
 */
export function advanceFakeTime(ms: number): Promise<void> {
  return serially(async () => {
    const until = Date.now() + ms;
    await settleIo();
    for (let next = nextTimerAt(); next !== undefined && next <= until; next = nextTimerAt()) {
      await vi.advanceTimersByTimeAsync(Math.max(0, next - Date.now()));
      await settleIo();
    }
    await vi.advanceTimersByTimeAsync(until - Date.now());
    await settleIo();
  });
}

/** Lets background work finish without moving time: IndexedDB and HTTP work, and the timers due now. */
export async function settleFakeTime(rounds = 5): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await serially(() => vi.advanceTimersByTimeAsync(0));
    await settleIo();
  }
}

/**
 * Runs the timers that fall due at the current fake time (the SDK's zero-delay
 * waits) until `work` settles, without moving time, as a browser would run them.
 */
function runDueTimersUntilSettled<T>(work: Promise<T>): Promise<T> {
  let settled = false;
  const done = () => {
    settled = true;
  };
  work.then(done, done);
  const pump = async () => {
    while (!settled) {
      await serially(() => vi.advanceTimersByTimeAsync(0));
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };
  void pump();
  return work;
}

/** `port` with every method that returns a promise wrapped in {@link runDueTimersUntilSettled}. */
export function withDueTimersRun<T extends object>(port: T): T {
  return new Proxy(port, {
    get(target, property, receiver) {
      const member: unknown = Reflect.get(target, property, receiver);
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        const result: unknown = member.apply(target, args);
        return result instanceof Promise ? runDueTimersUntilSettled(result) : result;
      };
    },
  });
}
