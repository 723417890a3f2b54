import { PlatformError } from '../errors/platform-error.js';
import { createManualClock } from '../time/manual-clock.js';
import { backoffDelay, retry, type AttemptContext } from './retry.js';

const httpError = (status: number, retryAfterMs?: number) =>
  new PlatformError('demo/request-failed', `HTTP ${status}`, { customData: { httpStatus: status, retryAfterMs } });

function failingTimes(statuses: number[], value = 'ok') {
  const calls: number[] = [];
  const operation = vi.fn(async ({ attempt }: { attempt: number }) => {
    calls.push(attempt);
    const status = statuses[attempt - 1];
    if (status !== undefined) throw httpError(status);
    return value;
  });
  return { operation, calls };
}

describe('retry', () => {
  it.each([429, 500, 503, 504])('retries HTTP %i with exponential back-off', async (status) => {
    const clock = createManualClock();
    const delays: number[] = [];
    const { operation } = failingTimes([status, status, status]);

    const result = retry(operation, { clock, jitter: 0, onRetry: (e) => delays.push(e.delayMs) });
    await clock.runAllAsync();

    await expect(result).resolves.toBe('ok');
    expect(operation).toHaveBeenCalledTimes(4);
    expect(delays).toEqual([500, 1000, 2000]);
    expect(clock.now()).toBe(3500);
  });

  it.each([400, 401, 403, 404, 409, 501, 502])('never retries HTTP %i', async (status) => {
    const { operation } = failingTimes([status]);
    await expect(retry(operation, { clock: createManualClock() })).rejects.toMatchObject({
      customData: { httpStatus: status },
    });
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it('does not retry failures without an HTTP status', async () => {
    const operation = vi.fn(async () => {
      throw new TypeError('bad input');
    });
    await expect(retry(operation)).rejects.toThrow('bad input');
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it('stops after maxAttempts and rethrows the last failure', async () => {
    const clock = createManualClock();
    const { operation } = failingTimes([503, 503, 503, 503]);
    const result = retry(operation, { clock, maxAttempts: 3 });
    const settled = expect(result).rejects.toMatchObject({ customData: { httpStatus: 503 } });
    await clock.runAllAsync();
    await settled;
    expect(operation).toHaveBeenCalledTimes(3);
  });

  it('spreads waits with jitter inside [delay × (1 − jitter), delay]', async () => {
    const clock = createManualClock();
    const delays: number[] = [];
    const randoms = [0, 0.999, 0.5];
    const { operation } = failingTimes([500, 500, 500]);
    const result = retry(operation, {
      clock,
      jitter: 0.5,
      random: () => randoms.shift() ?? 0,
      onRetry: (e) => delays.push(e.delayMs),
    });
    await clock.runAllAsync();
    await result;
    expect(delays).toEqual([250, 1000, 1500]);
  });

  it('caps each wait at maxDelayMs and honours a longer Retry-After', async () => {
    expect(backoffDelay(10, { baseDelayMs: 500, maxDelayMs: 4000 })).toBe(4000);

    const clock = createManualClock();
    const delays: number[] = [];
    let first = true;
    const result = retry(
      async () => {
        if (!first) return 'ok';
        first = false;
        throw httpError(429, 7000);
      },
      { clock, jitter: 0, onRetry: (e) => delays.push(e.delayMs) },
    );
    await clock.runAllAsync();
    await result;
    expect(delays).toEqual([7000]);
  });

  it('cancels a pending wait through AbortSignal with core/aborted', async () => {
    const clock = createManualClock();
    const controller = new AbortController();
    const { operation } = failingTimes([503, 503]);
    const result = retry(operation, { clock, signal: controller.signal });
    const settled = expect(result).rejects.toMatchObject({ code: 'core/aborted' });
    await clock.advanceAsync(10);
    controller.abort(new Error('user left'));
    await settled;
    expect(operation).toHaveBeenCalledTimes(1);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('rethrows at once, without sleeping, when the server asks for a wait longer than maxDelayMs', async () => {
    const clock = createManualClock();
    const operation = vi.fn(async () => {
      throw httpError(429, 24 * 60 * 60 * 1000);
    });
    const onRetry = vi.fn();

    await expect(retry(operation, { clock, maxDelayMs: 60_000, onRetry })).rejects.toMatchObject({
      customData: { httpStatus: 429, retryAfterMs: 86_400_000 },
    });
    expect(operation).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
    expect(clock.now()).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('honours a Retry-After equal to maxDelayMs', async () => {
    const clock = createManualClock();
    const { operation } = failingTimes([]);
    operation.mockRejectedValueOnce(httpError(503, 4000));
    const result = retry(operation, { clock, maxDelayMs: 4000 });
    await clock.runAllAsync();
    await expect(result).resolves.toBe('ok');
    expect(clock.now()).toBe(4000);
  });

  it('rejects with core/aborted when aborted during an attempt that ignores the signal', async () => {
    const controller = new AbortController();
    const operation = vi.fn(() => new Promise<string>(() => undefined));
    const result = retry(operation, { signal: controller.signal });
    controller.abort(new Error('user left'));
    await expect(result).rejects.toMatchObject({ code: 'core/aborted', cause: new Error('user left') });
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it('rejects with core/aborted, not the attempt’s own failure, when an attempt fails because of the abort', async () => {
    const controller = new AbortController();
    const operation = vi.fn(
      ({ signal }: AttemptContext) =>
        new Promise<string>((_, reject) => signal?.addEventListener('abort', () => reject(httpError(503)))),
    );
    const result = retry(operation, { signal: controller.signal, clock: createManualClock() });
    controller.abort();
    await expect(result).rejects.toMatchObject({ code: 'core/aborted' });
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it('does not call the operation when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const operation = vi.fn(async () => 'ok');
    await expect(retry(operation, { signal: controller.signal })).rejects.toMatchObject({ code: 'core/aborted' });
    expect(operation).not.toHaveBeenCalled();
  });

  it('rejects nonsensical options with core/invalid-argument', async () => {
    await expect(retry(async () => 1, { maxAttempts: 0 })).rejects.toMatchObject({ code: 'core/invalid-argument' });
    await expect(retry(async () => 1, { jitter: 2 })).rejects.toMatchObject({ code: 'core/invalid-argument' });
  });

  it('works with Vitest fake timers through the system clock', async () => {
    vi.useFakeTimers();
    try {
      const { operation } = failingTimes([504]);
      const result = retry(operation, { jitter: 0 });
      await vi.advanceTimersByTimeAsync(500);
      await expect(result).resolves.toBe('ok');
    } finally {
      vi.useRealTimers();
    }
  });
});
