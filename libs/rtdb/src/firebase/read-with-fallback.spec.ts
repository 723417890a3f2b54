import { createManualClock } from '@platform/core';
import { readWithFallback } from './read-with-fallback.js';

/** A promise settled from outside. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function routes(signal?: AbortSignal) {
  const clock = createManualClock(0);
  const realtime = deferred<string>();
  const rest = deferred<string>();
  const signals: AbortSignal[] = [];
  const read = readWithFallback({
    realtime: realtime.promise,
    rest: (signal) => {
      signals.push(signal);
      return rest.promise;
    },
    timeoutMs: 3_000,
    restTimeoutMs: 20_000,
    clock,
    signal,
  });
  const outcomes: string[] = [];
  // Records each delivery; a rejection is asserted by the test that expects it.
  read.then(
    (value) => outcomes.push(value),
    () => undefined,
  );
  return { clock, realtime, rest, signals, read, outcomes };
}

describe('readWithFallback', () => {
  it('answers over the realtime route within the wait, and never starts REST', async () => {
    const { clock, realtime, signals, read } = routes();
    await clock.advanceAsync(2_999);
    realtime.resolve('realtime');
    await expect(read).resolves.toBe('realtime');
    await clock.advanceAsync(10_000);
    expect(signals).toEqual([]);
  });

  it('starts REST exactly when the wait is over, and drops a realtime answer that comes after REST', async () => {
    const { clock, realtime, rest, signals, read, outcomes } = routes();
    await clock.advanceAsync(2_999);
    expect(signals).toHaveLength(0);
    await clock.advanceAsync(1);
    expect(signals).toHaveLength(1);

    rest.resolve('rest');
    await expect(read).resolves.toBe('rest');
    realtime.resolve('late realtime');
    await clock.advanceAsync(0);
    expect(outcomes).toEqual(['rest']);
  });

  it('lets a realtime answer that arrives after the fallback started win once, and cancels REST', async () => {
    const { clock, realtime, rest, signals, read, outcomes } = routes();
    await clock.advanceAsync(3_000);
    realtime.resolve('realtime');
    await expect(read).resolves.toBe('realtime');
    expect(signals[0]?.aborted).toBe(true);
    rest.resolve('rest');
    await clock.advanceAsync(0);
    expect(outcomes).toEqual(['realtime']);
  });

  it('falls back at once when the realtime read fails (the client is offline)', async () => {
    const { clock, realtime, rest, signals, read } = routes();
    realtime.reject(new Error('Client is offline.'));
    await clock.advanceAsync(0);
    expect(signals).toHaveLength(1);
    rest.resolve('rest');
    await expect(read).resolves.toBe('rest');
  });

  it('rejects with the REST error when both routes fail', async () => {
    const { clock, realtime, rest, read } = routes();
    realtime.reject(new Error('offline'));
    await clock.advanceAsync(0);
    rest.reject(new Error('rtdb/rest-failed'));
    await expect(read).rejects.toThrow('rtdb/rest-failed');
  });

  it('fails with rtdb/timeout when REST does not answer within its time either, and stops REST', async () => {
    const { clock, signals, read } = routes();
    await clock.advanceAsync(3_000 + 19_999);
    expect(signals[0]?.aborted).toBe(false);
    await clock.advanceAsync(1);
    await expect(read).rejects.toMatchObject({ code: 'rtdb/timeout', customData: { timeoutMs: 23_000 } });
    expect(signals[0]?.aborted).toBe(true);
  });

  it('ends at once when its signal fires, on either route', async () => {
    const early = new AbortController();
    const first = routes(early.signal);
    early.abort();
    await expect(first.read).rejects.toMatchObject({ code: 'core/aborted' });
    expect(first.signals).toEqual([]);

    const late = new AbortController();
    const second = routes(late.signal);
    await second.clock.advanceAsync(3_000);
    late.abort();
    await expect(second.read).rejects.toMatchObject({ code: 'core/aborted' });
    expect(second.signals[0]?.aborted).toBe(true);
  });
});
