import { createManualClock } from './manual-clock.js';
import { sleep } from './sleep.js';
import { withTimeout } from './timeout.js';

describe('withTimeout', () => {
  it('resolves with the work when it finishes in time', async () => {
    const clock = createManualClock();
    await expect(withTimeout(Promise.resolve(7), 1000, { clock })).resolves.toBe(7);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('rejects with core/timeout and aborts the work once time is up', async () => {
    const clock = createManualClock();
    let workSignal: AbortSignal | undefined;
    const result = withTimeout(
      (signal) => {
        workSignal = signal;
        return new Promise<never>(() => undefined);
      },
      60_000,
      { clock },
    );
    const settled = expect(result).rejects.toMatchObject({ code: 'core/timeout', customData: { timeoutMs: 60_000 } });
    clock.advance(59_999);
    expect(workSignal?.aborted).toBe(false);
    clock.advance(1);
    await settled;
    expect(workSignal?.aborted).toBe(true);
  });

  it('passes through the failure of the work', async () => {
    await expect(withTimeout(Promise.reject(new Error('denied')), 10)).rejects.toThrow('denied');
    await expect(
      withTimeout(() => {
        throw new Error('sync');
      }, 10),
    ).rejects.toThrow('sync');
  });

  it('lets the caller build the timeout error', async () => {
    const clock = createManualClock();
    const result = withTimeout(new Promise(() => undefined), 5, {
      clock,
      onTimeout: (ms) => new RangeError(`late by ${ms}`),
    });
    const settled = expect(result).rejects.toThrow('late by 5');
    clock.advance(5);
    await settled;
  });

  it('rejects with core/aborted when cancelled, and refuses a bad timeout', async () => {
    const controller = new AbortController();
    const result = withTimeout(new Promise(() => undefined), 1000, {
      clock: createManualClock(),
      signal: controller.signal,
    });
    controller.abort();
    await expect(result).rejects.toMatchObject({ code: 'core/aborted' });
    await expect(withTimeout(Promise.resolve(1), -1)).rejects.toMatchObject({ code: 'core/invalid-argument' });
  });
});

describe('sleep', () => {
  it('waits on the given clock and can be cancelled', async () => {
    const clock = createManualClock();
    let done = false;
    const waited = sleep(100, { clock }).then(() => (done = true));
    clock.advance(99);
    await Promise.resolve();
    expect(done).toBe(false);
    clock.advance(1);
    await waited;
    expect(done).toBe(true);

    const controller = new AbortController();
    controller.abort();
    await expect(sleep(1, { signal: controller.signal })).rejects.toMatchObject({ code: 'core/aborted' });
  });
});
