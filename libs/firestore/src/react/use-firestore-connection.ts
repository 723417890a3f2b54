import { useSubscription, type Resource, type SubscriptionSource } from '@platform/react';
import { useCallback } from 'react';
import type { FirestoreConnectionState } from '../firestore.types.js';
import { useFirestore } from './use-firestore.js';

/** The subscription key, within the port's scope, shared by every component reading the connection. */
export const FIRESTORE_CONNECTION_KEY = 'firestore:connection';

/**
 * The connection state as a `loading | success | error` resource. Every
 * component on the same port shares one `watchConnection` listener through the
 * provider's store; another port never shares it. A failure is the `error`
 * status; remounting (an error boundary's reset) connects again.
 */
export function useFirestoreConnection(): Resource<FirestoreConnectionState> {
  const port = useFirestore();
  const source = useCallback<SubscriptionSource<FirestoreConnectionState>>(
    (observer) => port.watchConnection(observer.next, observer.error),
    [port],
  );
  return useSubscription(port, FIRESTORE_CONNECTION_KEY, source);
}
