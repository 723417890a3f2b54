import { createListenerSet, type PlatformError } from '@platform/core';
import type { AuthErrorCode } from '../auth.errors.js';
import type { Unsubscribe } from '../auth.types.js';

/** The listeners of `AuthPort.onIdTokenChange`, shared by both adapters. */
export interface IdTokenListeners {
  /** Adds `listener`, starts the session, and tells `onError` (while still listening) if it cannot start. */
  listen(
    start: () => Promise<unknown>,
    listener: () => void,
    onError?: (error: PlatformError<AuthErrorCode>) => void,
  ): Unsubscribe;
  /** Tells every listener that the ID token changed, under the platform's listener error policy. */
  emit(): void;
  /** Drops every listener for good: later ones are never called. */
  close(): void;
}

/** Creates an empty {@link IdTokenListeners}; `toError` types a session that cannot start. */
export function createIdTokenListeners(toError: (error: unknown) => PlatformError<AuthErrorCode>): IdTokenListeners {
  const changes = createListenerSet<void>({ equals: () => false });
  return {
    listen(start, listener, onError) {
      let active = true;
      const stop = changes.add(() => listener());
      start().catch((error: unknown) => active && onError?.(toError(error)));
      return () => {
        active = false;
        stop();
      };
    },
    emit: () => changes.emit(undefined),
    close: () => changes.close(),
  };
}
