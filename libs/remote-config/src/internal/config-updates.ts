import { createSubscribable, type PlatformError } from '@platform/core';
import type { RemoteConfigErrorCode } from '../remote-config.errors.js';
import type { ConfigUpdate, ConfigUpdateErrorListener, Unsubscribe } from '../remote-config.types.js';

/** The realtime update listeners of one port, which both adapters keep the same way. */
export interface ConfigUpdates {
  /** Adds a listener and its error listener. */
  add(listener: (update: ConfigUpdate) => void, onError?: ConfigUpdateErrorListener): Unsubscribe;
  /** Tells every listener about an update. */
  emit(update: ConfigUpdate): void;
  /** Tells every error listener about a failure. */
  fail(error: PlatformError<RemoteConfigErrorCode>): void;
  /** How many listeners there are. */
  size(): number;
  /** Silences every listener for good (the port was disposed). */
  close(): void;
}

/**
 * Creates the listener set over {@link createSubscribable}; every update is
 * delivered, even one equal to the last. `onSizeChange` runs after each add and
 * removal, so an adapter opens its realtime connection only while someone listens.
 */
export function createConfigUpdates(onSizeChange: () => void): ConfigUpdates {
  const updates = createSubscribable<ConfigUpdate | undefined, PlatformError<RemoteConfigErrorCode>>(undefined, {
    equals: () => false,
  });
  let closed = false;
  return {
    add(listener, onError) {
      if (closed) return () => undefined;
      const stop = updates.subscribe((update) => update && listener(update), onError);
      onSizeChange();
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        stop();
        onSizeChange();
      };
    },
    emit(update) {
      if (!closed) updates.emit(update);
    },
    fail(error) {
      if (!closed) updates.fail(error);
    },
    size: () => (closed ? 0 : updates.size()),
    close() {
      closed = true;
      onSizeChange();
    },
  };
}
