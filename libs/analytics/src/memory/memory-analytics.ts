import { systemClock, type Clock } from '@platform/core';
import { analyticsErrors, type AnalyticsErrorCode } from '../analytics.errors.js';
import type { AnalyticsPort } from '../analytics.port.js';
import type { AnalyticsConnection } from '../analytics.types.js';
import { createConnectionState, recordConnection, watchConnection } from '../internal/connection-state.js';
import { disposedError } from '../internal/lifecycle-errors.js';

/** Options for {@link createMemoryAnalytics}. */
export interface MemoryAnalyticsOptions {
  /** The clock that stamps the connection; the system clock by default. */
  readonly clock?: Clock;
  /** Whether the simulated environment supports the service; `true` by default. */
  readonly supported?: boolean;
}

/** Steers a memory Analytics from tests and offline demos. */
export interface MemoryAnalyticsControl {
  /** Makes the next call to any port method reject with `code`; several calls queue up in order. */
  failNext(code: AnalyticsErrorCode): void;
  /** Behaves from now on as the Firebase adapter does once its app is deleted: every call rejects with `analytics/app-deleted`. */
  deleteApp(): void;
}

/** The in-memory Analytics: the port plus its {@link MemoryAnalyticsControl}. */
export interface MemoryAnalytics extends AnalyticsPort {
  /** Fault injection and the simulated app. */
  readonly control: MemoryAnalyticsControl;
}

/**
 * Creates an in-memory Analytics with the Firebase adapter's semantics and no
 * SDK: deterministic, timed by `clock`, and able to fail with any port error.
 */
export function createMemoryAnalytics({
  clock = systemClock,
  supported = true,
}: MemoryAnalyticsOptions = {}): MemoryAnalytics {
  const state = createConnectionState();
  const faults: AnalyticsErrorCode[] = [];
  let connecting: Promise<AnalyticsConnection> | undefined;
  let appDeleted = false;
  let disposed = false;

  const check = (operation: keyof AnalyticsPort): void => {
    if (disposed) throw disposedError();
    const code = faults.shift();
    if (code) throw analyticsErrors.create(code, { customData: { operation, injected: true } });
    if (appDeleted) throw analyticsErrors.create('analytics/app-deleted');
  };

  const connect = (): Promise<AnalyticsConnection> => {
    if (disposed) return Promise.reject(disposedError());
    connecting ??= recordConnection(state, async () => {
      check('connect');
      return supported ? { status: 'connected', connectedAt: clock.now() } : { status: 'unsupported' };
    }).catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  };

  return {
    async isSupported() {
      check('isSupported');
      return supported;
    },
    connect,
    currentConnection: () => state.get(),
    watchConnection: (listener, onError) => watchConnection(state, connect, listener, onError),
    async dispose() {
      disposed = true;
    },
    control: {
      failNext(code) {
        faults.push(code);
      },
      deleteApp() {
        appDeleted = true;
      },
    },
  };
}
