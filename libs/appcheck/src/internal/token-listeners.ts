import type { PlatformError } from '@platform/core';
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

interface Entry {
  readonly listener: AppCheckTokenListener;
  readonly onError?: AppCheckErrorListener;
  last?: string;
}

const ignoreListenerFailure = (call: () => void) => {
  try {
    call();
  } catch {
    // A throwing listener must not stop the others, as in the SDK.
  }
};

/** Creates the listener set; `current` gives the token a new listener starts with. */
export function createTokenListeners(current: () => AppCheckToken | undefined): TokenListeners {
  const entries = new Set<Entry>();
  const deliver = (entry: Entry, token: AppCheckToken) => {
    if (!entries.has(entry) || entry.last === token.token) return;
    entry.last = token.token;
    ignoreListenerFailure(() => entry.listener(token));
  };
  return {
    add(listener, onError) {
      const entry: Entry = { listener, onError };
      entries.add(entry);
      queueMicrotask(() => {
        const token = current();
        if (token) deliver(entry, token);
      });
      return () => {
        entries.delete(entry);
      };
    },
    emit(token) {
      for (const entry of [...entries]) deliver(entry, token);
    },
    fail(error) {
      for (const entry of [...entries]) {
        const { onError } = entry;
        if (onError) ignoreListenerFailure(() => onError(error));
      }
    },
    size: () => entries.size,
  };
}
