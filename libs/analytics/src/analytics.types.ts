/** Whether one kind of storage or use of data is allowed. */
export type ConsentStatus = 'granted' | 'denied';

/**
 * Google's consent mode settings, by their gtag names. Analytics measures only
 * while `analytics_storage` is `granted` (unless the app opted into advanced
 * consent mode); the ad settings are passed on to Google as they are.
 */
export interface AnalyticsConsent {
  /** Storage, such as cookies, for analytics (visit duration, returning visitors). */
  readonly analytics_storage: ConsentStatus;
  /** Storage, such as cookies, for advertising. */
  readonly ad_storage: ConsentStatus;
  /** Sending user data to Google for advertising. */
  readonly ad_user_data: ConsentStatus;
  /** Personalised advertising. */
  readonly ad_personalization: ConsentStatus;
}

/**
 * How consent gates measurement.
 * - `basic` (the default): before `analytics_storage` is granted, nothing is
 *   initialized, no request is made and events are dropped.
 * - `advanced`: Google's advanced consent mode. Measurement starts at the first
 *   event with the current consent as gtag's default, and events are sent with
 *   it, so Google receives cookieless pings while consent is denied.
 */
export type ConsentMode = 'basic' | 'advanced';

/** Why an event was not sent. */
export type AnalyticsDropReason =
  /** `setCollectionEnabled(false)` is in force. */
  | 'collection-disabled'
  /** `analytics_storage` is not granted, in basic consent mode. */
  | 'consent-denied'
  /** This environment cannot run Analytics (no cookies, no IndexedDB, a server, a browser extension). */
  | 'unsupported';

/** What became of one logged event: an expected outcome, never an error. */
export type AnalyticsLogOutcome =
  | {
      /** The event was handed to Analytics. */
      readonly status: 'sent';
    }
  | {
      /** The event was dropped, and why. It is not held for later. */
      readonly status: 'dropped';
      readonly reason: AnalyticsDropReason;
    };

/** User properties: a value per property name; `null` clears one. */
export type AnalyticsUserProperties = Readonly<Record<string, string | number | boolean | null>>;

/** Parameters attached to every later event. */
export type AnalyticsDefaultParameters = Readonly<Record<string, string | number | boolean>>;

/** Options both adapters take. */
export interface AnalyticsOptions {
  /** How consent gates measurement; `basic` by default. */
  readonly consentMode?: ConsentMode;
  /** The consent in force before the app calls `setConsent`; every setting `denied` by default. */
  readonly initialConsent?: Partial<AnalyticsConsent>;
}

export type { Unsubscribe } from '@platform/core';
