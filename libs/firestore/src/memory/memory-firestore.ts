import { systemClock, type Clock } from '@platform/core';
import { firestoreErrors, type FirestoreErrorCode } from '../firestore.errors.js';
import type { FirestorePort } from '../firestore.port.js';
import type { FirestoreConnection } from '../firestore.types.js';
import { createConnectionState, recordConnection, watchConnection } from '../internal/connection-state.js';
import { disposedError } from '../internal/lifecycle-errors.js';

/** Options for {@link createMemoryFirestore}. */
export interface MemoryFirestoreOptions {
  /** The clock that stamps the connection; the system clock by default. */
  readonly clock?: Clock;
  /** Whether the simulated environment supports the service; `true` by default. */
  readonly supported?: boolean;
}

/** Steers a memory Firestore from tests and offline demos. */
export interface MemoryFirestoreControl {
  /** Makes the next call to any port method reject with `code`; several calls queue up in order. */
  failNext(code: FirestoreErrorCode): void;
  /** Behaves from now on as the Firebase adapter does once its app is deleted: every call rejects with `firestore/app-deleted`. */
  deleteApp(): void;
}

/** The in-memory Firestore: the port plus its {@link MemoryFirestoreControl}. */
export interface MemoryFirestore extends FirestorePort {
  /** Fault injection and the simulated app. */
  readonly control: MemoryFirestoreControl;
}

/**
 * Creates an in-memory Firestore with the Firebase adapter's semantics and no
 * SDK: deterministic, timed by `clock`, and able to fail with any port error.
 */
export function createMemoryFirestore({
  clock = systemClock,
  supported = true,
}: MemoryFirestoreOptions = {}): MemoryFirestore {
  const state = createConnectionState();
  const faults: FirestoreErrorCode[] = [];
  let connecting: Promise<FirestoreConnection> | undefined;
  let appDeleted = false;
  let disposed = false;

  const check = (operation: keyof FirestorePort): void => {
    if (disposed) throw disposedError();
    const code = faults.shift();
    if (code) throw firestoreErrors.create(code, { customData: { operation, injected: true } });
    if (appDeleted) throw firestoreErrors.create('firestore/app-deleted');
  };

  const connect = (): Promise<FirestoreConnection> => {
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
