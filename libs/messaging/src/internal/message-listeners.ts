import { createListenerSet, type ListenerSet } from '@platform/core';
import type { PushData, PushMessage } from '../messaging.types.js';

/** The `onMessage` listeners of one port, which both adapters keep the same way. */
export type MessageListeners<TData extends PushData> = ListenerSet<PushMessage<TData>>;

/** Creates the listener set; `onSizeChange` runs after each add and removal, so an adapter listens only while someone does. */
export const createMessageListeners = <TData extends PushData>(onSizeChange?: () => void): MessageListeners<TData> =>
  createListenerSet({ onSizeChange });
