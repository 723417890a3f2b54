import { callListener, createSubscribable, type PlatformError } from '@platform/core';
import type { AppCheckErrorCode } from '../appcheck.errors.js';
import type { AppCheckErrorListener, AppCheckToken, AppCheckTokenListener, Unsubscribe } from '../appcheck.types.js';

/** The token listeners of one port, each told about a given token once. */
export interface TokenListeners {
  /** Adds a listener; it receives the current valid token, if any, in a microtask. */
  add(listener: AppCheckTokenListener, onError?: AppCheckErrorListener): Unsubscribe;
  /** Tells every listener about `token`, unless it already has it. */
  emit(token: AppCheckToken): void;
  /** Tells every listener about a failure. */
  fail(error: PlatformError<AppCheckErrorCode>): void;
  /** How many listeners there are. */
  size(): number;
}

/**
 * Creates the listener set over a {@link createSubscribable} keyed by token
 * text; `current` gives the token a new listener starts with. As in the SDK,
 * that first token arrives in a microtask, and a listener that throws does not
 * stop the others (it is reported, as every platform listener is).
 */
export function createTokenListeners(current: () => AppCheckToken | undefined): TokenListeners {
  const tokens = createSubscribable<AppCheckToken | undefined, PlatformError<AppCheckErrorCode>>(undefined, {
    equals: (a, b) => a?.token === b?.token,
  });
  return {
    add(listener, onError) {
      let last: string | undefined;
      let active = true;
      // A token emitted before the microtask below runs must not be delivered twice.
      const deliver = (token: AppCheckToken | undefined) => {
        if (!token || token.token === last) return;
        last = token.token;
        listener(token);
      };
      const unsubscribe = tokens.subscribe(deliver, onError);
      queueMicrotask(() => {
        if (active) callListener(deliver, current());
      });
      return () => {
        active = false;
        unsubscribe();
      };
    },
    emit: (token) => void tokens.emit(token),
    fail: (error) => tokens.fail(error),
    size: () => tokens.size(),
  };
}
