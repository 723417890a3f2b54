import { callListener, createSubscribable, type Subscribable } from '@platform/core';
import type { AnalyticsConsent, ConsentMode } from './analytics.types.js';

/** The consent in force until the app says otherwise: everything denied. */
export const DEFAULT_CONSENT: AnalyticsConsent = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

type Writable = { -readonly [Key in keyof AnalyticsConsent]: AnalyticsConsent[Key] };

/** `current` with the settings `update` names replaced (others ignored); `current` itself when nothing changes. */
export function mergeConsent(current: AnalyticsConsent, update: Partial<AnalyticsConsent>): AnalyticsConsent {
  const keys = Object.keys(current) as (keyof AnalyticsConsent)[];
  if (keys.every((key) => (update[key] ?? current[key]) === current[key])) return current;
  const next: Writable = { ...current };
  for (const key of keys) next[key] = update[key] ?? current[key];
  return next;
}

/** Whether every setting in `update` is `granted`, `denied` or left out. */
export const isConsentUpdate = (update: Partial<AnalyticsConsent>): boolean =>
  Object.values(update).every((value) => value === undefined || value === 'granted' || value === 'denied');

/** Whether events may be sent under `consent`: always in advanced mode, with `analytics_storage` granted in basic mode. */
export const consentAllowsMeasurement = (consent: AnalyticsConsent, mode: ConsentMode = 'basic'): boolean =>
  mode === 'advanced' || consent.analytics_storage === 'granted';

/** The consent of one port, starting from {@link DEFAULT_CONSENT} with `initial` applied. */
export type ConsentState = Subscribable<AnalyticsConsent>;

/** Creates a port's {@link ConsentState}. */
export const createConsentState = (initial: Partial<AnalyticsConsent> = {}): ConsentState =>
  createSubscribable(mergeConsent(DEFAULT_CONSENT, initial));

/** Applies a valid `update` to `state`, telling its listeners if anything changed; resolves with the consent in force. */
export function updateConsent(state: ConsentState, update: Partial<AnalyticsConsent>): AnalyticsConsent {
  state.emit(mergeConsent(state.get(), update));
  return state.get();
}

/** `watchConsent`: the consent at once, then every change. */
export function watchConsent(state: ConsentState, listener: (consent: AnalyticsConsent) => void): () => void {
  const stop = state.subscribe(listener);
  callListener(listener, state.get());
  return stop;
}
