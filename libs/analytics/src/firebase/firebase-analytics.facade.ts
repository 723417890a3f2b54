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

type SettingName = 'setCollectionEnabled' | 'setUserId' | 'setUserProperties' | 'setDefaultEventParameters';

/**
 * Creates the Firebase Analytics adapter. This is its whole eager cost: the
 * consent state, and the decision that an event consent does not allow is
 * dropped, so declining consent never loads the SDK. Everything else loads
 * the implementation in one chunk with `firebase/analytics`; a chunk that
 * cannot be loaded rejects with `analytics/unavailable`, and the next call tries again.
 */
export function createFirebaseAnalytics({ app, ...options }: FirebaseAnalyticsDeps & AnalyticsOptions): AnalyticsPort {
  const consent = createConsentState(options.initialConsent);
  // Settings made while consent keeps measurement out, replayed in order into the implementation when it arrives.
  const held: ((port: AnalyticsPort) => Promise<void>)[] = [];
  const implementation = lazyImplementation(
    () =>
      import('./firebase-analytics.js').then(async (loaded) => {
        const port = loaded.createAnalyticsImplementation({ app }, options, consent);
        for (const apply of held.splice(0)) await apply(port);
        return port;
      }),
    { errors: lifecycle },
  );
  const alive = () => {
    if (implementation.isDisposed()) throw lifecycle.disposed();
  };
  const allowed = () => consentAllowsMeasurement(consent.get(), options.consentMode);
  // A setting needs the SDK no sooner than an event does: while consent keeps measurement out, it waits here.
  const setting =
    <Name extends SettingName>(name: Name) =>
    async (value: Parameters<AnalyticsPort[Name]>[0]): Promise<void> => {
      alive();
      const apply = (port: AnalyticsPort) => (port[name] as (value: unknown) => Promise<void>)(value);
      if (implementation.current() || allowed()) return apply(await implementation.load());
      held.push(apply);
    };
  // What needs no SDK is answered here, as the implementation would (it shares the consent state); the rest loads it.

  return {
    ...forwardMethods(implementation, ['isSupported']),
    setCollectionEnabled: setting('setCollectionEnabled'),
    setUserId: setting('setUserId'),
    setUserProperties: setting('setUserProperties'),
    setDefaultEventParameters: setting('setDefaultEventParameters'),
    async logEvent(name, ...params) {
      alive();
      if (isValidEventName(name) && !allowed()) return { status: 'dropped', reason: 'consent-denied' };
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
