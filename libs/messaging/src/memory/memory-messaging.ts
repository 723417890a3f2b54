import { systemClock, type Clock } from '@platform/core';
import { messagingErrors, type MessagingErrorCode } from '../messaging.errors.js';
import type { MessagingPort } from '../messaging.port.js';
import type { MessagingConnection } from '../messaging.types.js';
import { createConnectionState, recordConnection, watchConnection } from '../internal/connection-state.js';
import { disposedError } from '../internal/lifecycle-errors.js';

/** Options for {@link createMemoryMessaging}. */
export interface MemoryMessagingOptions {
  /** The clock that stamps the connection; the system clock by default. */
  readonly clock?: Clock;
  /** Whether the simulated environment supports the service; `true` by default. */
  readonly supported?: boolean;
}

/** Steers a memory Messaging from tests and offline demos. */
export interface MemoryMessagingControl {
  /** Makes the next call to any port method reject with `code`; several calls queue up in order. */
  failNext(code: MessagingErrorCode): void;
  /** Behaves from now on as the Firebase adapter does once its app is deleted: every call rejects with `messaging/app-deleted`. */
  deleteApp(): void;
}

/** The in-memory Messaging: the port plus its {@link MemoryMessagingControl}. */
export interface MemoryMessaging extends MessagingPort {
  /** Fault injection and the simulated app. */
  readonly control: MemoryMessagingControl;
}

/**
 * Creates an in-memory Messaging with the Firebase adapter's semantics and no
 * SDK: deterministic, timed by `clock`, and able to fail with any port error.
 */
export function createMemoryMessaging({
  clock = systemClock,
  supported = true,
}: MemoryMessagingOptions = {}): MemoryMessaging {
  const state = createConnectionState();
  const faults: MessagingErrorCode[] = [];
  let connecting: Promise<MessagingConnection> | undefined;
  let appDeleted = false;
  let disposed = false;

  const check = (operation: keyof MessagingPort): void => {
    if (disposed) throw disposedError();
    const code = faults.shift();
    if (code) throw messagingErrors.create(code, { customData: { operation, injected: true } });
    if (appDeleted) throw messagingErrors.create('messaging/app-deleted');
  };

  const connect = (): Promise<MessagingConnection> => {
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
