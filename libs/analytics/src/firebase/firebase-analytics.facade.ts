import { forwardMethods, lazyImplementation } from '@platform/core';
import type { AnalyticsPort } from '../analytics.port.js';
import type { AnalyticsOptions } from '../analytics.types.js';
import {
  consentAllowsMeasurement,
  createConsentState,
  isConsentUpdate,
  updateConsent,
  watchConsent,
} from '../consent.js';
import { isValidEventName } from '../event-name.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import type { FirebaseAnalyticsDeps } from './firebase-analytics.js';

/**
 * Creates the Firebase Analytics adapter. This is its whole eager cost: the
 * consent state, and the decision that an event consent does not allow is
 * dropped, so declining consent never loads the SDK. Everything else loads
 * the implementation in one chunk with `firebase/analytics`; a chunk that
 * cannot be loaded rejects with `analytics/unavailable`, and the next call tries again.
 */
export function createFirebaseAnalytics({ app, ...options }: FirebaseAnalyticsDeps & AnalyticsOptions): AnalyticsPort {
  const consent = createConsentState(options.initialConsent);
  const implementation = lazyImplementation(
    () =>
      import('./firebase-analytics.js').then((loaded) =>
        loaded.createAnalyticsImplementation({ app }, options, consent),
      ),
    { errors: lifecycle },
  );
  const alive = () => {
    if (implementation.isDisposed()) throw lifecycle.disposed();
  };
  // What needs no SDK is answered here, as the implementation would (it shares the consent state); the rest loads it.

  return {
    ...forwardMethods(implementation, [
      'isSupported',
      'setCollectionEnabled',
      'setUserId',
      'setUserProperties',
      'setDefaultEventParameters',
    ]),
    async logEvent(name, ...params) {
      alive();
      if (isValidEventName(name) && !consentAllowsMeasurement(consent.get(), options.consentMode))
        return { status: 'dropped', reason: 'consent-denied' };
      return (await implementation.load()).logEvent(name, ...params);
    },
    currentConsent: consent.get,
    async setConsent(update) {
      alive();
      if (isConsentUpdate(update)) return updateConsent(consent, update);
      return (await implementation.load()).setConsent(update);
    },
    watchConsent: (listener) => watchConsent(consent, listener),
    dispose: () => implementation.dispose(),
  };
}
