import { useSubscription, type Resource, type SubscriptionSource } from '@platform/react';
import { useCallback } from 'react';
import type { AnalyticsConnectionState } from '../analytics.types.js';
import { useAnalytics } from './use-analytics.js';

/** The subscription key, within the port's scope, shared by every component reading the connection. */
export const ANALYTICS_CONNECTION_KEY = 'analytics:connection';

/**
 * The connection state as a `loading | success | error` resource. Every
 * component on the same port shares one `watchConnection` listener through the
 * provider's store; another port never shares it. A failure is the `error`
 * status; remounting (an error boundary's reset) connects again.
 */
export function useAnalyticsConnection(): Resource<AnalyticsConnectionState> {
  const port = useAnalytics();
  const source = useCallback<SubscriptionSource<AnalyticsConnectionState>>(
    (observer) => port.watchConnection(observer.next, observer.error),
    [port],
  );
  return useSubscription(port, ANALYTICS_CONNECTION_KEY, source);
}
