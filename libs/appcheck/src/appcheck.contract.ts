import type { PlatformError } from '@platform/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppCheckErrorCode } from './appcheck.errors.js';
import type { AppCheckPort } from './appcheck.port.js';
import { APPCHECK_TIMINGS } from './appcheck.timings.js';
import type { AppCheckToken } from './appcheck.types.js';
import type { ExchangeFailure, ExchangeRecord } from './exchange.types.js';

export type { ExchangeFailure, ExchangeKind, ExchangeRecord } from './exchange.types.js';

/** The App Check server (real or simulated) behind the port under test, and its time. */
export interface AppCheckContractBackend {
  /** The token lifetime the server grants, in milliseconds. */
  readonly ttlMs: number;
  /** Every exchange that reached the server, in order. */
  exchanges(): readonly ExchangeRecord[];
  /** Makes the next exchange that reaches the server fail this way. */
  failNextExchange(failure: ExchangeFailure): void;
  /** Makes the next reCAPTCHA attestation fail. */
  failNextAttestation(): void;
  /** The current time, in epoch milliseconds. */
  now(): number;
  /** Moves time forward by `ms`, running the timers that fall due. */
  advanceTime(ms: number): Promise<void>;
  /** Lets pending background work finish, so that its absence can be asserted. */
  settle(): Promise<void>;
}

/** A fresh port under test, never activated, with its backend. */
export interface AppCheckContractSubject {
  /** The port under test. */
  readonly appCheck: AppCheckPort;
  /** Its backend. */
  readonly backend: AppCheckContractBackend;
  /** Frees what the subject holds; called after each case. */
  dispose?(): Promise<void> | void;
}

/** Builds a fresh subject for each case. */
export type AppCheckContractFactory = () => Promise<AppCheckContractSubject> | AppCheckContractSubject;

/** The debug token the contract activates with. */
export const CONTRACT_DEBUG_TOKEN = 'contract-debug-token';
/** The reCAPTCHA site key the contract activates with. */
export const CONTRACT_SITE_KEY = 'contract-site-key';

const DAY = 24 * 60 * 60 * 1000;
const debug = { kind: 'debug', token: CONTRACT_DEBUG_TOKEN } as const;
const enterprise = { kind: 'recaptcha-enterprise', siteKey: CONTRACT_SITE_KEY } as const;

async function rejectionOf(work: Promise<unknown>, code: AppCheckErrorCode): Promise<PlatformError<AppCheckErrorCode>> {
  try {
    await work;
  } catch (error) {
    expect(error).toMatchObject({ name: 'PlatformError', code });
    return error as PlatformError<AppCheckErrorCode>;
  }
  return expect.unreachable(`expected a rejection with ${code}`);
}

const retryAfterOf = (error: PlatformError) => {
  const value = error.customData['retryAfterMs'];
  expect(value).toEqual(expect.any(Number));
  return value as number;
};

function recordTokens() {
  const tokens: string[] = [];
  const errors: string[] = [];
  return {
    tokens,
    errors,
    listener: (token: AppCheckToken) => tokens.push(token.token),
    onError: (error: PlatformError) => errors.push(error.code),
  };
}

/**
 * Runs the App Check port's behavioural spec against the adapter that
 * `factory` builds, in a block named `appcheck contract [<adapter>]`.
 */
export function runAppCheckContract(adapter: string, factory: AppCheckContractFactory): void {
  describe(`appcheck contract [${adapter}]`, () => {
    let subject: AppCheckContractSubject | undefined;
    const setup = async () => {
      subject = await factory();
      return subject;
    };
    afterEach(async () => {
      await subject?.dispose?.();
      subject = undefined;
    });
    /** Activates with auto-refresh on and waits for the token it fetches in the background. */
    const activatedWithAutoRefresh = async () => {
      const { appCheck, backend } = await setup();
      const seen = recordTokens();
      appCheck.onTokenChanged(seen.listener);
      await appCheck.activate({ provider: debug, autoRefresh: true });
      await backend.advanceTime(0);
      await vi.waitFor(() => expect(seen.tokens).toHaveLength(1));
      return { appCheck, backend, seen };
    };

    it('rejects use before activation with appcheck/not-activated', async () => {
      const { appCheck, backend } = await setup();
      await rejectionOf(appCheck.getToken(), 'appcheck/not-activated');
      await rejectionOf(appCheck.getToken({ limitedUse: true }), 'appcheck/not-activated');
      await rejectionOf(appCheck.setAutoRefresh(true), 'appcheck/not-activated');
      expect(backend.exchanges()).toEqual([]);
    });

    it('activates with a debug token and serves a token with its expiry, waiting for the activation in progress', async () => {
      const { appCheck, backend } = await setup();
      const activated = appCheck.activate({ provider: debug });
      const token = await appCheck.getToken();
      await activated;
      expect(token.token).toEqual(expect.any(String));
      expect(token.token).not.toBe('');
      expect(token.expiresAt).toBeGreaterThan(backend.now() + backend.ttlMs - 5_000);
      expect(token.expiresAt).toBeLessThanOrEqual(backend.now() + backend.ttlMs + 1_000);
      expect(backend.exchanges()).toEqual([{ kind: 'debug', limitedUse: false, attestation: CONTRACT_DEBUG_TOKEN }]);
    });

    it('reuses the cached token until forceRefresh, then serves the new one', async () => {
      const { appCheck, backend } = await setup();
      await appCheck.activate({ provider: debug });
      const first = await appCheck.getToken();
      await expect(appCheck.getToken()).resolves.toEqual(first);
      expect(backend.exchanges()).toHaveLength(1);

      const forced = await appCheck.getToken({ forceRefresh: true });
      expect(forced.token).not.toBe(first.token);
      await expect(appCheck.getToken()).resolves.toEqual(forced);
      expect(backend.exchanges()).toHaveLength(2);
    });

    it('exchanges again once the cached token has expired', async () => {
      const { appCheck, backend } = await setup();
      await appCheck.activate({ provider: debug });
      const first = await appCheck.getToken();
      await backend.advanceTime(backend.ttlMs + 1_000);
      const next = await appCheck.getToken();
      expect(next.token).not.toBe(first.token);
      expect(next.expiresAt).toBeGreaterThan(first.expiresAt);
      expect(backend.exchanges()).toHaveLength(2);
    });

    it('serves limited-use tokens fresh every time, leaving the cache and listeners alone', async () => {
      const { appCheck, backend } = await setup();
      await appCheck.activate({ provider: debug });
      const seen = recordTokens();
      appCheck.onTokenChanged(seen.listener);
      const cached = await appCheck.getToken();
      const one = await appCheck.getToken({ limitedUse: true });
      const two = await appCheck.getToken({ limitedUse: true });
      expect(new Set([cached.token, one.token, two.token]).size).toBe(3);
      await expect(appCheck.getToken()).resolves.toEqual(cached);
      expect(backend.exchanges().map((e) => e.limitedUse)).toEqual([false, true, true]);
      await backend.settle();
      expect(seen.tokens).toEqual([cached.token]);
    });

    it('tells listeners about new tokens, starts late listeners with the current token, and stops after unsubscribe', async () => {
      const { appCheck, backend } = await setup();
      const early = recordTokens();
      const stopEarly = appCheck.onTokenChanged(early.listener);
      await appCheck.activate({ provider: debug });
      const first = await appCheck.getToken();
      await vi.waitFor(() => expect(early.tokens).toEqual([first.token]));

      const late = recordTokens();
      const stopLate = appCheck.onTokenChanged(late.listener);
      await vi.waitFor(() => expect(late.tokens).toEqual([first.token]));

      const second = await appCheck.getToken({ forceRefresh: true });
      await vi.waitFor(() => expect(early.tokens).toEqual([first.token, second.token]));
      await vi.waitFor(() => expect(late.tokens).toEqual([first.token, second.token]));

      stopEarly();
      const third = await appCheck.getToken({ forceRefresh: true });
      await vi.waitFor(() => expect(late.tokens).toEqual([first.token, second.token, third.token]));
      await backend.settle();
      expect(early.tokens).toEqual([first.token, second.token]);
      stopLate();
    });

    it('makes no background exchange with auto-refresh off', async () => {
      const { appCheck, backend } = await setup();
      const seen = recordTokens();
      appCheck.onTokenChanged(seen.listener);
      await appCheck.activate({ provider: debug, autoRefresh: false });
      await backend.advanceTime(backend.ttlMs);
      await backend.settle();
      expect(backend.exchanges()).toEqual([]);
      expect(seen.tokens).toEqual([]);

      const token = await appCheck.getToken();
      await backend.advanceTime(backend.ttlMs - 60_000);
      await backend.settle();
      expect(backend.exchanges()).toHaveLength(1);
      await vi.waitFor(() => expect(seen.tokens).toEqual([token.token]));
    });

    it('with auto-refresh on, fetches a token in the background and refreshes it before expiry until turned off', async () => {
      const { appCheck, backend, seen } = await activatedWithAutoRefresh();
      expect(backend.exchanges()).toHaveLength(1);

      const halfLifePlusMargin = backend.ttlMs / 2 + APPCHECK_TIMINGS.refreshMarginMs;
      await backend.advanceTime(halfLifePlusMargin + 1_000);
      await vi.waitFor(() => expect(seen.tokens).toHaveLength(2));
      expect(seen.tokens[1]).not.toBe(seen.tokens[0]);
      expect(backend.exchanges()).toHaveLength(2);
      await expect(appCheck.getToken()).resolves.toMatchObject({ token: seen.tokens[1] });

      await appCheck.setAutoRefresh(false);
      await backend.advanceTime(backend.ttlMs * 2);
      await backend.settle();
      expect(backend.exchanges()).toHaveLength(2);
    });

    it('stops background refresh and tells listeners nothing more once disposed, and refuses later calls', async () => {
      const { appCheck, backend, seen } = await activatedWithAutoRefresh();

      await appCheck.dispose();
      await backend.advanceTime(backend.ttlMs * 2);
      await backend.settle();
      expect(backend.exchanges()).toHaveLength(1);
      expect(seen.tokens).toHaveLength(1);
      await rejectionOf(appCheck.getToken(), 'appcheck/disposed');
      await rejectionOf(appCheck.setAutoRefresh(true), 'appcheck/disposed');
    });

    it('starts no background refresh for an activation that dispose() overtook', async () => {
      const { appCheck, backend } = await setup();
      const activation = appCheck.activate({ provider: debug, autoRefresh: true }).catch(() => undefined);
      await appCheck.dispose();
      await activation;
      await backend.advanceTime(backend.ttlMs * 2);
      await backend.settle();
      expect(backend.exchanges()).toEqual([]);
    });

    it('starts background refresh when it is turned on after activation', async () => {
      const { appCheck, backend } = await setup();
      await appCheck.activate({ provider: debug });
      await appCheck.getToken();
      await appCheck.setAutoRefresh(true);
      await backend.advanceTime(backend.ttlMs - APPCHECK_TIMINGS.refreshMarginMs + 1_000);
      await vi.waitFor(() => expect(backend.exchanges()).toHaveLength(2));
      await appCheck.setAutoRefresh(false);
    });

    it('refuses a second activation with appcheck/already-initialized and keeps the first one working', async () => {
      const { appCheck, backend } = await setup();
      await appCheck.activate({ provider: debug });
      await rejectionOf(appCheck.activate({ provider: debug }), 'appcheck/already-initialized');
      await rejectionOf(appCheck.activate({ provider: enterprise, autoRefresh: true }), 'appcheck/already-initialized');
      await expect(appCheck.getToken()).resolves.toMatchObject({ token: expect.any(String) });
      expect(backend.exchanges().map((e) => e.kind)).toEqual(['debug']);
    });

    it.each(['recaptcha-enterprise', 'recaptcha-v3'] as const)(
      'exchanges a %s attestation for a token',
      async (kind) => {
        const { appCheck, backend } = await setup();
        await appCheck.activate({ provider: { kind, siteKey: CONTRACT_SITE_KEY } });
        const token = await appCheck.getToken();
        const limited = await appCheck.getToken({ limitedUse: true });
        expect(limited.token).not.toBe(token.token);
        const exchanges = backend.exchanges();
        expect(exchanges.map((e) => [e.kind, e.limitedUse])).toEqual([
          [kind, false],
          [kind, true],
        ]);
        expect(exchanges[0]?.attestation).toEqual(expect.any(String));
        expect(exchanges[0]?.attestation).not.toBe(exchanges[1]?.attestation);
      },
    );

    it('serves custom-provider tokens with their own expiry and no exchange', async () => {
      const { appCheck, backend } = await setup();
      const expireTimeMillis = backend.now() + 30 * 60_000;
      let minted = 0;
      await appCheck.activate({
        provider: {
          kind: 'custom',
          getToken: async () => ({ token: `custom-token.${(minted += 1)}`, expireTimeMillis }),
        },
      });
      await expect(appCheck.getToken()).resolves.toEqual({ token: 'custom-token.1', expiresAt: expireTimeMillis });
      await expect(appCheck.getToken()).resolves.toEqual({ token: 'custom-token.1', expiresAt: expireTimeMillis });
      await expect(appCheck.getToken({ limitedUse: true })).resolves.toEqual({
        token: 'custom-token.2',
        expiresAt: expireTimeMillis,
      });
      expect(backend.exchanges()).toEqual([]);
    });

    it('reports a failing custom provider as appcheck/custom-provider-error with its cause', async () => {
      const { appCheck } = await setup();
      const cause = new Error('attestation backend down');
      await appCheck.activate({ provider: { kind: 'custom', getToken: () => Promise.reject(cause) } });
      const error = await rejectionOf(appCheck.getToken(), 'appcheck/custom-provider-error');
      expect(error.cause).toBe(cause);
    });

    it('turns a 403 from a reCAPTCHA exchange into initial-throttle, then throttled without calling the server for a day', async () => {
      const { appCheck, backend } = await setup();
      await appCheck.activate({ provider: enterprise });
      backend.failNextExchange({ kind: 'http-status', status: 403 });
      const first = await rejectionOf(appCheck.getToken(), 'appcheck/initial-throttle');
      expect(first.customData).toMatchObject({ httpStatus: 403 });
      expect(retryAfterOf(first)).toBeGreaterThan(DAY - 2_000);
      expect(retryAfterOf(first)).toBeLessThanOrEqual(DAY);
      expect(backend.exchanges()).toHaveLength(1);

      await backend.advanceTime(60 * 60_000);
      const second = await rejectionOf(appCheck.getToken(), 'appcheck/throttled');
      expect(second.customData).toMatchObject({ httpStatus: 403 });
      expect(retryAfterOf(second)).toBeLessThanOrEqual(retryAfterOf(first) - 60 * 60_000 + 1_000);
      await rejectionOf(appCheck.getToken({ limitedUse: true }), 'appcheck/throttled');
      expect(backend.exchanges()).toHaveLength(1);

      await backend.advanceTime(retryAfterOf(second) + 1_000);
      await expect(appCheck.getToken()).resolves.toMatchObject({ token: expect.any(String) });
      expect(backend.exchanges()).toHaveLength(2);
    });

    it('throttles briefly after a 503 from a reCAPTCHA exchange and tries the server again after the back-off', async () => {
      const { appCheck, backend } = await setup();
      await appCheck.activate({ provider: enterprise });
      backend.failNextExchange({ kind: 'http-status', status: 503 });
      const first = await rejectionOf(appCheck.getToken(), 'appcheck/initial-throttle');
      expect(first.customData).toMatchObject({ httpStatus: 503 });
      expect(retryAfterOf(first)).toBeLessThanOrEqual(2_000);
      const second = await rejectionOf(appCheck.getToken(), 'appcheck/throttled');
      expect(second.customData).toMatchObject({ httpStatus: 503 });
      expect(backend.exchanges()).toHaveLength(1);

      await backend.advanceTime(2_500);
      await expect(appCheck.getToken()).resolves.toMatchObject({ token: expect.any(String) });
      expect(backend.exchanges()).toHaveLength(2);
    });

    it('reports 500 and 503 from a debug exchange as fetch-status-error, without throttling', async () => {
      const { appCheck, backend } = await setup();
      await appCheck.activate({ provider: debug });
      for (const status of [500, 503]) {
        backend.failNextExchange({ kind: 'http-status', status });
        const error = await rejectionOf(appCheck.getToken(), 'appcheck/fetch-status-error');
        expect(error.customData).toMatchObject({ httpStatus: status });
      }
      await expect(appCheck.getToken()).resolves.toMatchObject({ token: expect.any(String) });
      expect(backend.exchanges()).toHaveLength(3);
    });

    it('reports a failed connection as fetch-network-error', async () => {
      const { appCheck, backend } = await setup();
      await appCheck.activate({ provider: debug });
      const seen = recordTokens();
      appCheck.onTokenChanged(seen.listener, seen.onError);
      backend.failNextExchange({ kind: 'network' });
      await rejectionOf(appCheck.getToken(), 'appcheck/fetch-network-error');
      await vi.waitFor(() => expect(seen.errors).toEqual(['appcheck/fetch-network-error']));
      await expect(appCheck.getToken()).resolves.toMatchObject({ token: expect.any(String) });
    });

    it('reports a reply with a malformed ttl as fetch-parse-error', async () => {
      const { appCheck, backend } = await setup();
      await appCheck.activate({ provider: debug });
      backend.failNextExchange({ kind: 'bad-ttl', ttl: 'one hour' });
      await rejectionOf(appCheck.getToken(), 'appcheck/fetch-parse-error');
      await expect(appCheck.getToken()).resolves.toMatchObject({ token: expect.any(String) });
    });

    it('reports a failed reCAPTCHA attestation as recaptcha-error, without an exchange', async () => {
      const { appCheck, backend } = await setup();
      await appCheck.activate({ provider: enterprise });
      backend.failNextAttestation();
      await rejectionOf(appCheck.getToken(), 'appcheck/recaptcha-error');
      expect(backend.exchanges()).toEqual([]);
      await expect(appCheck.getToken()).resolves.toMatchObject({ token: expect.any(String) });
    });
  });
}
