import { callListener, createSubscribable } from '@platform/core';
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

/** Two states are equal when both are signed out, or both signed in with users holding the same data. */
const sameState = (a: AuthState, b: AuthState) =>
  a.status === b.status && (a.status !== 'signed-in' || (b.status === 'signed-in' && sameUser(a.user, b.user)));

/**
 * Creates a store that starts `unknown`. It is a {@link createSubscribable}
 * with a replay: a new listener is told the current state at once.
 */
export function createAuthStateStore(): AuthStateStore {
  const state = createSubscribable<AuthState>(UNKNOWN_STATE, { equals: sameState });
  let resolveReady: (state: KnownAuthState) => void = () => undefined;
  const readyPromise = new Promise<KnownAuthState>((resolve) => {
    resolveReady = resolve;
  });

  return {
    current: state.get,
    subscribe(listener) {
      const unsubscribe = state.subscribe(listener);
      callListener(listener, state.get());
      return unsubscribe;
    },
    ready: () => readyPromise,
    set(user) {
      const next: KnownAuthState = user === null ? SIGNED_OUT_STATE : Object.freeze({ status: 'signed-in', user });
      if (state.emit(next)) resolveReady(next);
    },
  };
}
