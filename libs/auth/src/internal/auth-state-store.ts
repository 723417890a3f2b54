import type { AuthState, AuthUser, KnownAuthState, Unsubscribe } from '../auth.types.js';

/** Holds the current {@link AuthState} and tells listeners when it really changes. */
export interface AuthStateStore {
  /** The current state; the same object until it changes. */
  current(): AuthState;
  /** Calls `listener` with the current state at once, then on every change. */
  subscribe(listener: (state: AuthState) => void): Unsubscribe;
  /** Resolves with the first known state. */
  ready(): Promise<KnownAuthState>;
  /** Sets the signed-in user (or `null`); listeners hear of it only if something changed. */
  set(user: AuthUser | null): void;
}

/** The one `unknown` state. */
export const UNKNOWN_STATE: AuthState = Object.freeze({ status: 'unknown', user: undefined });

const SIGNED_OUT_STATE: KnownAuthState = Object.freeze({ status: 'signed-out', user: null });

const sameStrings = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** True when two users hold the same data. */
export function sameUser(a: AuthUser, b: AuthUser): boolean {
  return (
    a.uid === b.uid &&
    a.email === b.email &&
    a.emailVerified === b.emailVerified &&
    a.displayName === b.displayName &&
    a.photoURL === b.photoURL &&
    a.phoneNumber === b.phoneNumber &&
    a.isAnonymous === b.isAnonymous &&
    sameStrings(a.providerIds, b.providerIds) &&
    a.metadata.createdAt === b.metadata.createdAt &&
    a.metadata.lastSignInAt === b.metadata.lastSignInAt
  );
}

function rethrowLater(error: unknown): void {
  queueMicrotask(() => {
    throw error;
  });
}

/** Creates a store that starts `unknown`. */
export function createAuthStateStore(): AuthStateStore {
  let state: AuthState = UNKNOWN_STATE;
  const listeners = new Set<(state: AuthState) => void>();
  let resolveReady: (state: KnownAuthState) => void = () => undefined;
  const readyPromise = new Promise<KnownAuthState>((resolve) => {
    resolveReady = resolve;
  });

  const notify = (listener: (state: AuthState) => void) => {
    try {
      listener(state);
    } catch (error) {
      rethrowLater(error);
    }
  };

  return {
    current: () => state,
    subscribe(listener) {
      const own = (next: AuthState) => listener(next);
      listeners.add(own);
      notify(own);
      return () => {
        listeners.delete(own);
      };
    },
    ready: () => readyPromise,
    set(user) {
      if (user === null ? state.status === 'signed-out' : state.status === 'signed-in' && sameUser(state.user, user))
        return;
      const next: KnownAuthState = user === null ? SIGNED_OUT_STATE : Object.freeze({ status: 'signed-in', user });
      state = next;
      resolveReady(next);
      for (const listener of [...listeners]) if (listeners.has(listener)) notify(listener);
    },
  };
}
