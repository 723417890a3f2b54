import type { AnalyticsEventArgs, AnalyticsEventName } from './analytics.events.js';
import type {
  AnalyticsConsent,
  AnalyticsDefaultParameters,
  AnalyticsLogOutcome,
  AnalyticsUserProperties,
  Unsubscribe,
} from './analytics.types.js';

/**
 * Analytics, consent first.
 *
 * Until the app grants `analytics_storage` (or opts into advanced consent
 * mode), nothing is initialized, no request is made, and events are dropped,
 * not held. Where Analytics can't run, every member is a no-op that never
 * rejects, and the port says so once in the console.
 *
 * Methods reject only with a `PlatformError` whose code is an
 * `AnalyticsErrorCode`: bad input (`analytics/invalid-event`,
 * `analytics/invalid-consent`), a port used after `dispose()`, a deleted app,
 * or an implementation chunk that did not load.
 */
export interface AnalyticsPort {
  /**
   * Whether this environment can run Analytics: cookies, IndexedDB, a
   * browser page that is not an extension. Never rejects for an unsupported
   * environment; the answer holds for the life of the port.
   */
  isSupported(): Promise<boolean>;
  /**
   * Logs event `name` with its typed parameters (see `AnalyticsEventMap`).
   * Resolves `sent` once the event is handed to Analytics, or `dropped` with
   * the reason: collection is off, consent is missing, or the environment is
   * unsupported. The first event allowed to be sent starts measurement.
   */
  logEvent<Name extends AnalyticsEventName>(
    name: Name,
    ...params: AnalyticsEventArgs<Name>
  ): Promise<AnalyticsLogOutcome>;
  /** The consent in force now, synchronously. */
  currentConsent(): AnalyticsConsent;
  /**
   * Changes the settings `update` names and resolves with the consent now in
   * force. Granting `analytics_storage` lets later events through; Analytics,
   * once started, is told of every change.
   */
  setConsent(update: Partial<AnalyticsConsent>): Promise<AnalyticsConsent>;
  /** Calls `listener` with the current consent at once, then on every change. */
  watchConsent(listener: (consent: AnalyticsConsent) => void): Unsubscribe;
  /**
   * Turns collection on (the default) or off. While it is off, events are
   * dropped, and Analytics, once started, sends nothing of its own either.
   */
  setCollectionEnabled(enabled: boolean): Promise<void>;
  /** Sets (or, with `null`, clears) the user id sent with later events. */
  setUserId(id: string | null): Promise<void>;
  /** Sets user properties sent with later events; a `null` value clears that property. */
  setUserProperties(properties: AnalyticsUserProperties): Promise<void>;
  /** Sets parameters added to every later event; an event's own parameters win. */
  setDefaultEventParameters(parameters: AnalyticsDefaultParameters): Promise<void>;
  /**
   * Releases the adapter: consent listeners hear nothing more, and later
   * calls reject with `analytics/disposed`. The Firebase app itself belongs to the caller.
   */
  dispose(): Promise<void>;
}
