import { LOADING, useSubscription, type SubscriptionSource } from '@platform/react';
import { useCallback } from 'react';
import type { PushData, PushMessage } from '../messaging.types.js';
import { useMessaging } from './use-messaging.js';

/** The subscription key, within the port's scope, shared by every component reading the messages. */
export const MESSAGES_KEY = 'messaging:messages';

/** How many of the latest messages {@link useMessages} keeps. */
export const MESSAGES_KEPT = 20;

const NONE: readonly PushMessage[] = Object.freeze([]);

/**
 * The foreground messages that arrived since the first component began
 * listening, oldest first, at most the latest {@link MESSAGES_KEPT}. `TData` is
 * the app's message data type, as the port was created with.
 */
export function useMessages<TData extends PushData = PushData>(): readonly PushMessage<TData>[] {
  const messaging = useMessaging();
  const source = useCallback<SubscriptionSource<readonly PushMessage[]>>(
    (observer) => {
      let received = NONE;
      observer.next(received);
      return messaging.onMessage((message) => {
        received = [...received, message].slice(-MESSAGES_KEPT);
        observer.next(received);
      });
    },
    [messaging],
  );
  const resource = useSubscription(messaging, MESSAGES_KEY, source);
  // The port carries the app's data type; the registry knows it as the default.
  return (
    resource === LOADING || resource.status !== 'success' ? NONE : resource.data
  ) as readonly PushMessage<TData>[];
}
