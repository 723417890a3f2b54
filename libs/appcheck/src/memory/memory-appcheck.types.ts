import type { Clock } from '@platform/core';
import type { AppCheckErrorCode } from '../appcheck.errors.js';
import type { AppCheckPort } from '../appcheck.port.js';
import type { AppCheckToken } from '../appcheck.types.js';
import type { ExchangeFailure, ExchangeRecord } from '../exchange.types.js';

/** Options for {@link createMemoryAppCheck}. */
export interface MemoryAppCheckOptions {
  /** The clock for token expiry, throttling and background refresh; the system clock by default. */
  readonly clock?: Clock;
  /** The lifetime of each token; one hour by default, like the exchange. */
  readonly ttlMs?: number;
}

/** Options for {@link MemoryAppCheckControl.failNext}. */
export interface InjectedFailureOptions {
  /** For the throttling codes: how long requests stay paused; a day by default. */
  readonly retryAfterMs?: number;
  /** The HTTP status the error reports; 403 for throttling and 500 for `fetch-status-error` by default. */
  readonly httpStatus?: number;
}

/** Steers a memory App Check from tests and offline demos. */
export interface MemoryAppCheckControl {
  /**
   * Makes the next `getToken` reject with `code`. The throttling codes also
   * pause every later request until `retryAfterMs` has passed on the clock.
   */
  failNext(code: AppCheckErrorCode, options?: InjectedFailureOptions): void;
  /** Makes the next exchange that reaches the simulated server fail this way. */
  failNextExchange(failure: ExchangeFailure): void;
  /** Makes the next reCAPTCHA attestation fail, as when reCAPTCHA rejects the browser. */
  failNextAttestation(): void;
  /** Every exchange that reached the simulated server, in order. */
  exchanges(): readonly ExchangeRecord[];
  /** The cached token, valid or not; `undefined` before the first one. */
  currentToken(): AppCheckToken | undefined;
  /** Whether background refresh is running. */
  isAutoRefreshing(): boolean;
}

/** The in-memory App Check: the port plus its {@link MemoryAppCheckControl}. */
export interface MemoryAppCheck extends AppCheckPort {
  /** Fault injection and inspection. */
  readonly control: MemoryAppCheckControl;
}
