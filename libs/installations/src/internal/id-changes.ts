import { createSubscribable } from '@platform/core';
import type { InstallationIdListener, Unsubscribe } from '../installations.types.js';

/** The `onIdChange` listeners of one port, which both adapters keep the same way. */
export interface IdChanges {
  /** Adds a listener; it hears ids emitted from now on. */
  add(listener: InstallationIdListener): Unsubscribe;
  /** Tells every listener about `id`, unless it is the id they heard last. */
  emit(id: string): void;
  /** How many listeners there are. */
  size(): number;
  /** Silences every listener for good (the port was disposed). */
  close(): void;
}

/**
 * Creates the listener set over {@link createSubscribable}, so a listener that
 * throws is reported and the others are still told. `onSizeChange` runs after
 * each add and removal, for an adapter that attaches its source on demand.
 */
export function createIdChanges(onSizeChange: () => void = () => undefined): IdChanges {
  const ids = createSubscribable<string | undefined>(undefined);
  let closed = false;
  return {
    add(listener) {
      if (closed) return () => undefined;
      const stop = ids.subscribe((id) => id !== undefined && listener(id));
      onSizeChange();
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        stop();
        onSizeChange();
      };
    },
    emit(id) {
      if (!closed) ids.emit(id);
    },
    size: () => (closed ? 0 : ids.size()),
    close() {
      closed = true;
      onSizeChange();
    },
  };
}
