import { useSubscription, type SubscriptionSource } from '@platform/react';
import { useCallback } from 'react';
import type { AnalyticsConsent } from '../analytics.types.js';
import { useAnalytics } from './use-analytics.js';

/** The subscription key, within the port's scope, shared by every component reading consent. */
export const ANALYTICS_CONSENT_KEY = 'analytics:consent';

/** What {@link useConsent} returns. */
export interface ConsentControls {
  /** The consent in force. */
  readonly consent: AnalyticsConsent;
  /** Changes the settings `update` names; resolves with the consent now in force. */
  readonly setConsent: (update: Partial<AnalyticsConsent>) => Promise<AnalyticsConsent>;
}

/**
 * The consent in force, re-rendering on every change, and the setter. Every
 * component on the same port shares one `watchConsent` listener through the
 * provider's store. On the server it reads the port's current consent.
 */
export function useConsent(): ConsentControls {
  const analytics = useAnalytics();
  const source = useCallback<SubscriptionSource<AnalyticsConsent>>(
    (observer) => analytics.watchConsent(observer.next),
    [analytics],
  );
  const resource = useSubscription(analytics, ANALYTICS_CONSENT_KEY, source);
  return {
    consent: resource.status === 'success' ? resource.data : analytics.currentConsent(),
    setConsent: analytics.setConsent,
  };
}
