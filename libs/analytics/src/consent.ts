import type { AnalyticsConsent, ConsentMode } from './analytics.types.js';

/** The consent in force until the app says otherwise: everything denied. */
export const DEFAULT_CONSENT: AnalyticsConsent = Object.freeze({
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
});

/** `current` with the settings `update` names replaced (others ignored); `current` itself when nothing changes. */
export function mergeConsent(current: AnalyticsConsent, update: Partial<AnalyticsConsent>): AnalyticsConsent {
  const keys = Object.keys(current) as (keyof AnalyticsConsent)[];
  type Writable = { -readonly [Key in keyof AnalyticsConsent]: AnalyticsConsent[Key] };
  if (keys.every((key) => (update[key] ?? current[key]) === current[key])) return current;
  const next: Writable = { ...current };
  for (const key of keys) next[key] = update[key] ?? current[key];
  return Object.freeze(next);
}

/** Whether events may be sent under `consent`: always in advanced mode, with `analytics_storage` granted in basic mode. */
export const consentAllowsMeasurement = (consent: AnalyticsConsent, mode: ConsentMode): boolean =>
  mode === 'advanced' || consent.analytics_storage === 'granted';
