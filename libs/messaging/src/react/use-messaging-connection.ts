import { useSubscription, type Resource, type SubscriptionSource } from '@platform/react';
import { useCallback } from 'react';
import type { MessagingConnectionState } from '../messaging.types.js';
import { useMessaging } from './use-messaging.js';

/** The subscription key, within the port's scope, shared by every component reading the connection. */
export const MESSAGING_CONNECTION_KEY = 'messaging:connection';

/**
 * The connection state as a `loading | success | error` resource. Every
 * component on the same port shares one `watchConnection` listener through the
 * provider's store; another port never shares it. A failure is the `error`
 * status; remounting (an error boundary's reset) connects again.
 */
export function useMessagingConnection(): Resource<MessagingConnectionState> {
  const port = useMessaging();
  const source = useCallback<SubscriptionSource<MessagingConnectionState>>(
    (observer) => port.watchConnection(observer.next, observer.error),
    [port],
  );
  return useSubscription(port, MESSAGING_CONNECTION_KEY, source);
}
