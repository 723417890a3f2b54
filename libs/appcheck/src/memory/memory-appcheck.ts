import { systemClock, type PlatformError } from '@platform/core';
import {
  appcheckErrors,
  createAppCheckError,
  isThrottleCode,
  toAppCheckError,
  type AppCheckErrorCode,
} from '../appcheck.errors.js';
import { APPCHECK_TIMINGS, refreshDelay, throttleWait } from '../appcheck.timings.js';
import type { AppCheckProvider, AppCheckToken, CustomAppCheckToken } from '../appcheck.types.js';
import type { ExchangeFailure, ExchangeKind, ExchangeRecord } from '../exchange.types.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import { createTokenListeners } from '../internal/token-listeners.js';
import { createTokenRefresher } from '../internal/token-refresher.js';
import type { InjectedFailureOptions, MemoryAppCheck, MemoryAppCheckOptions } from './memory-appcheck.types.js';

interface Held {
  readonly token: AppCheckToken;
  readonly issuedAt: number;
}

interface Throttle {
  readonly allowAfter: number;
  readonly httpStatus: number;
  readonly failures: number;
}

interface InjectedFailure {
  readonly code: AppCheckErrorCode;
  readonly options: InjectedFailureOptions;
}

/** The debug token the memory adapter exchanges when the provider names none. */
export const MEMORY_DEBUG_TOKEN = 'memory-debug-token';

const isValidCustomToken = (value: CustomAppCheckToken | undefined): value is CustomAppCheckToken =>
  typeof value?.token === 'string' && value.token !== '' && Number.isFinite(value.expireTimeMillis);

/**
 * Creates an in-memory App Check with the SDK's semantics and no network.
 *
 * Tokens are `memory-appcheck.<n>` (limited-use ones `memory-appcheck.limited.<n>`),
 * valid for `ttlMs` on the clock. Like the SDK, reCAPTCHA exchanges pause after
 * a failed status (a day after 403 or 404, a growing back-off otherwise), debug
 * exchanges report the status instead, and a custom provider is called directly.
 */
export function createMemoryAppCheck({
  clock = systemClock,
  ttlMs = APPCHECK_TIMINGS.tokenTtlMs,
}: MemoryAppCheckOptions = {}): MemoryAppCheck {
  let provider: AppCheckProvider | undefined;
  let current: Held | undefined;
  let inflight: Promise<Held> | undefined;
  let throttle: Throttle | undefined;
  let minted = 0;
  let attestations = 0;
  let attestationFailures = 0;
  const injected: InjectedFailure[] = [];
  const exchangeFailures: ExchangeFailure[] = [];
  const records: ExchangeRecord[] = [];

  const isValid = (held: Held | undefined): held is Held =>
    held !== undefined && held.token.expiresAt - clock.now() > 0;
  const listeners = createTokenListeners(() => (isValid(current) ? current.token : undefined));

  let disposed = false;

  const activeProvider = (): AppCheckProvider => {
    if (disposed) throw lifecycle.disposed();
    if (!provider) throw appcheckErrors.create('appcheck/not-activated');
    return provider;
  };

  const pause = (httpStatus: number, retryAfterMs: number) => {
    throttle = { allowAfter: clock.now() + retryAfterMs, httpStatus, failures: (throttle?.failures ?? 0) + 1 };
  };

  const throwIfThrottled = () => {
    if (throttle && clock.now() - throttle.allowAfter <= 0) {
      throw createAppCheckError('appcheck/throttled', {
        httpStatus: throttle.httpStatus,
        retryAfterMs: throttle.allowAfter - clock.now(),
      });
    }
  };

  const injectedError = ({ code, options }: InjectedFailure): PlatformError<AppCheckErrorCode> => {
    if (isThrottleCode(code)) {
      const httpStatus = options.httpStatus ?? 403;
      const retryAfterMs = options.retryAfterMs ?? APPCHECK_TIMINGS.throttleLongMs;
      pause(httpStatus, retryAfterMs);
      return createAppCheckError(code, { httpStatus, retryAfterMs });
    }
    if (code === 'appcheck/fetch-status-error')
      return createAppCheckError(code, { httpStatus: options.httpStatus ?? 500 });
    if (code === 'appcheck/unknown')
      return createAppCheckError(code, { customData: { originalCode: 'memory/injected-failure' } });
    return createAppCheckError(code, { httpStatus: options.httpStatus });
  };

  const issue = (limitedUse: boolean, expiresAt?: number, token?: string): Held => {
    minted += 1;
    const issuedAt = clock.now();
    const value = token ?? (limitedUse ? `memory-appcheck.limited.${minted}` : `memory-appcheck.${minted}`);
    return { token: { token: value, expiresAt: expiresAt ?? issuedAt + ttlMs }, issuedAt };
  };

  const exchange = (kind: ExchangeKind, attestation: string, limitedUse: boolean): Held => {
    records.push({ kind, limitedUse, attestation });
    const failure = exchangeFailures.shift();
    if (failure?.kind === 'http-status')
      throw createAppCheckError('appcheck/fetch-status-error', { httpStatus: failure.status });
    if (failure?.kind === 'network') throw createAppCheckError('appcheck/fetch-network-error');
    if (failure?.kind === 'bad-ttl')
      throw createAppCheckError('appcheck/fetch-parse-error', { customData: { ttl: failure.ttl ?? 'soon' } });
    return issue(limitedUse);
  };

  const exchangeRecaptcha = (kind: 'recaptcha-v3' | 'recaptcha-enterprise', limitedUse: boolean): Held => {
    if (attestationFailures > 0) {
      attestationFailures -= 1;
      throw createAppCheckError('appcheck/recaptcha-error');
    }
    attestations += 1;
    try {
      const held = exchange(kind, `memory-${kind}-token.${attestations}`, limitedUse);
      throttle = undefined;
      return held;
    } catch (error) {
      if (!appcheckErrors.is(error, 'appcheck/fetch-status-error')) throw error;
      const httpStatus = Number(error.customData['httpStatus']);
      const retryAfterMs = throttleWait(httpStatus, throttle?.failures ?? 0);
      pause(httpStatus, retryAfterMs);
      throw createAppCheckError('appcheck/initial-throttle', { httpStatus, retryAfterMs, cause: error });
    }
  };

  const callCustom = async (getToken: () => Promise<CustomAppCheckToken>, limitedUse: boolean): Promise<Held> => {
    let custom: CustomAppCheckToken | undefined;
    try {
      custom = await getToken();
    } catch (cause) {
      throw createAppCheckError('appcheck/custom-provider-error', { cause });
    }
    if (!isValidCustomToken(custom)) {
      throw appcheckErrors.create('appcheck/custom-provider-error', {
        customData: { developerHint: 'The custom App Check provider returned no token or no valid expireTimeMillis.' },
      });
    }
    return issue(limitedUse, custom.expireTimeMillis, custom.token);
  };

  const obtain = async (limitedUse: boolean): Promise<Held> => {
    const active = activeProvider();
    throwIfThrottled();
    switch (active.kind) {
      case 'custom':
        return callCustom(active.getToken, limitedUse);
      case 'debug':
        return exchange('debug', active.token ?? MEMORY_DEBUG_TOKEN, limitedUse);
      default:
        return exchangeRecaptcha(active.kind, limitedUse);
    }
  };

  const refresh = (): Promise<Held> => {
    inflight ??= obtain(false)
      .then(
        (held) => {
          if (disposed) return held;
          current = held;
          listeners.emit(held.token);
          return held;
        },
        (error: unknown) => {
          const failure = toAppCheckError(error);
          if (!disposed) listeners.fail(failure);
          throw failure;
        },
      )
      .finally(() => {
        inflight = undefined;
      });
    return inflight;
  };

  const refresher = createTokenRefresher({
    clock,
    refresh,
    retryMinMs: APPCHECK_TIMINGS.refreshRetryMinMs,
    retryMaxMs: APPCHECK_TIMINGS.refreshRetryMaxMs,
    nextDelay: () =>
      isValid(current)
        ? refreshDelay({ issuedAt: current.issuedAt, expiresAt: current.token.expiresAt }, clock.now())
        : 0,
  });

  return {
    async activate({ provider: chosen, autoRefresh = false }) {
      if (disposed) throw lifecycle.disposed();
      if (provider) throw appcheckErrors.create('appcheck/already-initialized');
      provider = chosen;
      if (autoRefresh) refresher.start();
    },
    async getToken({ forceRefresh = false, limitedUse = false } = {}) {
      activeProvider();
      const failure = injected.shift();
      if (failure) {
        const error = injectedError(failure);
        if (!limitedUse) listeners.fail(error);
        throw error;
      }
      if (limitedUse) return (await obtain(true)).token;
      if (!forceRefresh && isValid(current)) return current.token;
      return (await refresh()).token;
    },
    onTokenChanged: (listener, onError) => (disposed ? () => undefined : listeners.add(listener, onError)),
    async setAutoRefresh(enabled) {
      activeProvider();
      if (enabled) refresher.start();
      else refresher.stop();
    },
    async dispose() {
      disposed = true;
      current = undefined;
      refresher.stop();
    },
    control: {
      failNext(code, options = {}) {
        injected.push({ code, options });
      },
      failNextExchange(failure) {
        exchangeFailures.push(failure);
      },
      failNextAttestation() {
        attestationFailures += 1;
      },
      exchanges: () => [...records],
      currentToken: () => current?.token,
      isAutoRefreshing: () => refresher.isRunning(),
    },
  };
}
