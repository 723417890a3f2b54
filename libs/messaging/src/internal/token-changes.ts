import { createListenerSet } from '@platform/core';
import type { TokenListener, Unsubscribe } from '../messaging.types.js';

/** The token a port holds, and the listeners that hear it change; both adapters keep it the same way. */
export interface TokenChanges {
  /** The token now, or `null`. */
  current(): string | null;
  /** Makes `token` current and tells the listeners, unless it is unchanged or the port is closed. */
  set(token: string | null): void;
  /** Adds a listener for later changes; a no-op once closed. */
  add(listener: TokenListener): Unsubscribe;
  /** Silences every listener for good (the port was disposed). */
  close(): void;
}

/** Creates the token state, starting with no token. */
export function createTokenChanges(): TokenChanges {
  const listeners = createListenerSet<string | null>();
  let token: string | null = null;
  let closed = false;
  return {
    current: () => token,
    set(next) {
      if (closed || next === token) return;
      token = next;
      listeners.emit(next);
    },
    add: (listener) => listeners.add(listener),
    close() {
      closed = true;
      listeners.close();
    },
  };
}
