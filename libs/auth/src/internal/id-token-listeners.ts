import type { PlatformError } from '@platform/core';
import { toAuthError, type AuthErrorCode } from '../auth.errors.js';
import type { Unsubscribe } from '../auth.types.js';

/** The listeners of `AuthPort.onIdTokenChange`, shared by both adapters. */
export interface IdTokenListeners {
  /** Adds `listener`, starts the session, and tells `onError` (while still listening) if it cannot start. */
  listen(
    start: () => Promise<unknown>,
    listener: () => void,
    onError?: (error: PlatformError<AuthErrorCode>) => void,
  ): Unsubscribe;
  /** Tells every listener that the ID token changed; a listener that throws does not stop the others. */
  emit(): void;
}

/** Creates an empty {@link IdTokenListeners}. */
export function createIdTokenListeners(): IdTokenListeners {
  const listeners = new Set<() => void>();
  return {
    listen(start, listener, onError) {
      const own = () => listener();
      listeners.add(own);
      start().catch((error: unknown) => listeners.has(own) && onError?.(toAuthError(error)));
      return () => {
        listeners.delete(own);
      };
    },
    emit() {
      for (const listener of [...listeners]) {
        if (!listeners.has(listener)) continue;
        try {
          listener();
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
  };
}
