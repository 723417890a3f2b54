import { createManualClock, PlatformError } from '@platform/core';
import {
  APPCHECK_DEVELOPER_HINTS,
  APPCHECK_ERROR_CODES,
  appcheckErrors,
  type AppCheckErrorCode,
} from '../appcheck.errors.js';
import type { AppCheckToken } from '../appcheck.types.js';
import { createMemoryAppCheck, MEMORY_DEBUG_TOKEN } from './memory-appcheck.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const START = Date.UTC(2030, 0, 1);

function setup(ttlMs = HOUR) {
  const clock = createManualClock(START);
  const appCheck = createMemoryAppCheck({ clock, ttlMs });
  return { clock, appCheck, control: appCheck.control };
}

async function failure(work: Promise<unknown>): Promise<PlatformError> {
  const error: unknown = await work.then(
    () => expect.unreachable('expected a rejection'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

describe('createMemoryAppCheck', () => {
  it('issues deterministic tokens that expire on the clock', async () => {
    const { clock, appCheck } = setup();
    await appCheck.activate({ provider: { kind: 'debug' } });
    await expect(appCheck.getToken()).resolves.toEqual({ token: 'memory-appcheck.1', expiresAt: START + HOUR });
    clock.advance(HOUR - 1);
    await expect(appCheck.getToken()).resolves.toEqual({ token: 'memory-appcheck.1', expiresAt: START + HOUR });
    clock.advance(1);
    await expect(appCheck.getToken()).resolves.toEqual({ token: 'memory-appcheck.2', expiresAt: START + 2 * HOUR });
    await expect(appCheck.getToken({ limitedUse: true })).resolves.toEqual({
      token: 'memory-appcheck.limited.3',
      expiresAt: START + 2 * HOUR,
    });
    expect(appCheck.control.exchanges()).toEqual([
      { kind: 'debug', limitedUse: false, attestation: MEMORY_DEBUG_TOKEN },
      { kind: 'debug', limitedUse: false, attestation: MEMORY_DEBUG_TOKEN },
      { kind: 'debug', limitedUse: true, attestation: MEMORY_DEBUG_TOKEN },
    ]);
  });

  it('shares one exchange between concurrent requests', async () => {
    const { appCheck, control } = setup();
    await appCheck.activate({ provider: { kind: 'recaptcha-enterprise', siteKey: 'k' } });
    const [a, b] = await Promise.all([appCheck.getToken(), appCheck.getToken({ forceRefresh: true })]);
    expect(a).toBe(b);
    expect(control.exchanges()).toHaveLength(1);
  });

  describe('fault injection', () => {
    it.each(APPCHECK_ERROR_CODES.map((code) => [code]))(
      'fails the next getToken with %s',
      async (code: AppCheckErrorCode) => {
        const { appCheck } = setup();
        await appCheck.activate({ provider: { kind: 'debug' } });
        const errors: string[] = [];
        appCheck.onTokenChanged(
          () => undefined,
          (error) => errors.push(error.code),
        );
        appCheck.control.failNext(code);

        const error = await failure(appCheck.getToken());
        expect(appcheckErrors.is(error, code)).toBe(true);
        expect(error.message.startsWith(appcheckErrors.messages[code])).toBe(true);
        expect(errors).toEqual([code]);
      },
    );

    it('keeps the HTTP status of an injected status error and the original code of an unknown one', async () => {
      const { appCheck, control } = setup();
      await appCheck.activate({ provider: { kind: 'debug' } });
      control.failNext('appcheck/fetch-status-error', { httpStatus: 502 });
      control.failNext('appcheck/unknown');
      expect((await failure(appCheck.getToken())).customData).toEqual({
        httpStatus: 502,
        developerHint: APPCHECK_DEVELOPER_HINTS['appcheck/fetch-status-error'],
      });
      expect((await failure(appCheck.getToken())).customData).toEqual({ originalCode: 'memory/injected-failure' });
      await expect(appCheck.getToken()).resolves.toMatchObject({ token: 'memory-appcheck.1' });
    });

    it('pauses every request after an injected throttle until the wait has passed on the clock', async () => {
      const { clock, appCheck, control } = setup();
      await appCheck.activate({
        provider: { kind: 'custom', getToken: async () => ({ token: 'c', expireTimeMillis: clock.now() + HOUR }) },
      });
      control.failNext('appcheck/initial-throttle', { retryAfterMs: 10 * MINUTE, httpStatus: 429 });
      expect((await failure(appCheck.getToken())).customData).toEqual({ httpStatus: 429, retryAfterMs: 10 * MINUTE });

      clock.advance(4 * MINUTE);
      const throttled = await failure(appCheck.getToken({ limitedUse: true }));
      expect(throttled).toMatchObject({
        code: 'appcheck/throttled',
        customData: { httpStatus: 429, retryAfterMs: 6 * MINUTE },
      });
      expect(throttled.message).toContain('Try again in 6 min.');

      clock.advance(6 * MINUTE + 1);
      await expect(appCheck.getToken()).resolves.toMatchObject({ token: 'c' });
    });

    it('throttles with a day-long wait by default', async () => {
      const { appCheck, control } = setup();
      await appCheck.activate({ provider: { kind: 'debug' } });
      control.failNext('appcheck/throttled');
      expect((await failure(appCheck.getToken())).customData).toEqual({ httpStatus: 403, retryAfterMs: DAY });
      expect((await failure(appCheck.getToken())).code).toBe('appcheck/throttled');
    });
  });

  describe('reCAPTCHA throttling', () => {
    it('doubles the pause on consecutive failed statuses and clears it after a success', async () => {
      const { clock, appCheck, control } = setup();
      await appCheck.activate({ provider: { kind: 'recaptcha-v3', siteKey: 'k' } });
      const waits: unknown[] = [];
      for (const status of [500, 503, 429]) {
        control.failNextExchange({ kind: 'http-status', status });
        const error = await failure(appCheck.getToken());
        expect(error.code).toBe('appcheck/initial-throttle');
        waits.push(error.customData['retryAfterMs']);
        clock.advance(Number(error.customData['retryAfterMs']) + 1);
      }
      expect(waits).toEqual([1_000, 2_000, 4_000]);

      await appCheck.getToken();
      control.failNextExchange({ kind: 'http-status', status: 500 });
      expect((await failure(appCheck.getToken({ forceRefresh: true }))).customData).toMatchObject({
        retryAfterMs: 1_000,
      });
    });

    it('does not throttle network and parse failures', async () => {
      const { appCheck, control } = setup();
      await appCheck.activate({ provider: { kind: 'recaptcha-enterprise', siteKey: 'k' } });
      control.failNextExchange({ kind: 'network' });
      control.failNextExchange({ kind: 'bad-ttl' });
      expect((await failure(appCheck.getToken())).code).toBe('appcheck/fetch-network-error');
      expect((await failure(appCheck.getToken())).code).toBe('appcheck/fetch-parse-error');
      await expect(appCheck.getToken()).resolves.toMatchObject({ token: 'memory-appcheck.1' });
    });
  });

  describe('auto-refresh', () => {
    it('fetches at once, then refreshes halfway through the life plus 5 minutes', async () => {
      const { clock, appCheck, control } = setup();
      const seen: AppCheckToken[] = [];
      appCheck.onTokenChanged((token) => seen.push(token));
      await appCheck.activate({ provider: { kind: 'debug' }, autoRefresh: true });
      expect(control.isAutoRefreshing()).toBe(true);
      await clock.advanceAsync(0);
      expect(seen.map((t) => t.token)).toEqual(['memory-appcheck.1']);

      await clock.advanceAsync(35 * MINUTE - 1);
      expect(control.exchanges()).toHaveLength(1);
      await clock.advanceAsync(1);
      expect(seen).toEqual([
        { token: 'memory-appcheck.1', expiresAt: START + HOUR },
        { token: 'memory-appcheck.2', expiresAt: START + 35 * MINUTE + HOUR },
      ]);
    });

    it('refreshes short-lived tokens 5 minutes before expiry', async () => {
      const { clock, appCheck, control } = setup(8 * MINUTE);
      await appCheck.activate({ provider: { kind: 'debug' }, autoRefresh: true });
      await clock.advanceAsync(0);
      await clock.advanceAsync(3 * MINUTE);
      expect(control.exchanges()).toHaveLength(2);
    });

    it('retries failed refreshes after 30 s, doubling up to 16 minutes', async () => {
      const { clock, appCheck, control } = setup();
      const errors: string[] = [];
      appCheck.onTokenChanged(
        () => undefined,
        (error) => errors.push(error.code),
      );
      for (let i = 0; i < 7; i += 1) control.failNextExchange({ kind: 'network' });
      await appCheck.activate({ provider: { kind: 'debug' }, autoRefresh: true });

      const attemptsAt = [0, 30_000, 90_000, 210_000, 450_000, 930_000, 1_890_000, 2_850_000];
      for (const [attempt, at] of attemptsAt.entries()) {
        if (at > 0) await clock.advanceAsync(START + at - 1 - clock.now());
        expect(control.exchanges()).toHaveLength(attempt);
        await clock.advanceAsync(START + at - clock.now());
        expect(control.exchanges()).toHaveLength(attempt + 1);
      }
      await expect(appCheck.getToken()).resolves.toMatchObject({ token: 'memory-appcheck.1' });
      expect(errors).toEqual(Array(7).fill('appcheck/fetch-network-error'));
      await appCheck.setAutoRefresh(false);
    });

    it('schedules nothing while turned off, and resumes from the token it has when turned on', async () => {
      const { clock, appCheck, control } = setup();
      await appCheck.activate({ provider: { kind: 'debug' } });
      expect(clock.pendingTimers()).toBe(0);
      await appCheck.getToken();
      await clock.advanceAsync(30 * MINUTE);
      await appCheck.setAutoRefresh(true);
      expect(clock.pendingTimers()).toBe(1);
      await clock.advanceAsync(5 * MINUTE - 1);
      expect(control.exchanges()).toHaveLength(1);
      await clock.advanceAsync(1);
      expect(control.exchanges()).toHaveLength(2);
      await appCheck.setAutoRefresh(false);
      expect(clock.pendingTimers()).toBe(0);
      expect(control.isAutoRefreshing()).toBe(false);
    });
  });

  it('keeps telling other listeners when one throws, and reports the error', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { appCheck } = setup();
    const seen: string[] = [];
    appCheck.onTokenChanged(() => {
      throw new Error('listener bug');
    });
    appCheck.onTokenChanged((token) => seen.push(token.token));
    await appCheck.activate({ provider: { kind: 'debug' } });
    await appCheck.getToken();
    expect(seen).toEqual(['memory-appcheck.1']);
    expect(report).toHaveBeenCalledExactlyOnceWith(new Error('listener bug'));
    report.mockRestore();
  });

  it('rejects a custom token without a usable expiry', async () => {
    const { appCheck } = setup();
    await appCheck.activate({
      provider: { kind: 'custom', getToken: async () => ({ token: '', expireTimeMillis: 1 }) },
    });
    await expect(appCheck.getToken()).rejects.toMatchObject({ code: 'appcheck/custom-provider-error' });
  });
});
