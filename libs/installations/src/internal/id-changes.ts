import { createListenerSet, type ListenerSet } from '@platform/core';

/** The `onIdChange` listeners of one port, which both adapters keep the same way; an id equal to the last is not told again. */
export type IdChanges = ListenerSet<string>;

/** Creates the listener set; `onSizeChange` runs after each add and removal, for an adapter that attaches its source on demand. */
export const createIdChanges = (onSizeChange?: () => void): IdChanges => createListenerSet({ onSizeChange });
