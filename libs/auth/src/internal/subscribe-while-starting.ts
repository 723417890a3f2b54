import { callListener, type PlatformError } from '@platform/core';
import type { AuthErrorCode } from '../auth.errors.js';
import type { AuthState, Unsubscribe } from '../auth.types.js';
import type { AuthStateStore } from './auth-state-store.js';

/**
 * `AuthPort.subscribe` for both adapters: listens to the state store and starts
 * the session, telling `onError` (while still subscribed) if it cannot start, with the error `toError` types.
 * Every call runs `start`, so a new subscriber retries a start that failed when `start` does not cache failures.
 */
export function subscribeWhileStarting(
  store: AuthStateStore,
  start: () => Promise<unknown>,
  toError: (error: unknown) => PlatformError<AuthErrorCode>,
  listener: (state: AuthState) => void,
  onError?: (error: PlatformError<AuthErrorCode>) => void,
): Unsubscribe {
  const unsubscribe = store.subscribe(listener);
  let active = true;
  start().catch((error: unknown) => {
    if (active && onError) callListener(onError, toError(error));
  });
  return () => {
    active = false;
    unsubscribe();
  };
}
