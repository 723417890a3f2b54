import type { PlatformError } from '@platform/core';
import type { AnalyticsErrorCode } from '../analytics.errors.js';
import type { AnalyticsConsent, AnalyticsDefaultParameters, AnalyticsUserProperties } from '../analytics.types.js';

/** Everything the app has set that measurement uses, as one immutable snapshot. */
export interface MeasurementSettings {
  readonly consent: AnalyticsConsent;
  readonly collectionEnabled: boolean;
  readonly userId: string | null;
  /** Every property set so far; `null` marks one the app cleared. */
  readonly userProperties: AnalyticsUserProperties;
  readonly defaultParameters: AnalyticsDefaultParameters;
}

/** The event parameters as the port hands them on. */
export type SentParameters = Readonly<Record<string, unknown>> | undefined;

/**
 * Where events go: the SDK, or the memory adapter's record. The shared gate
 * (`createGatedAnalytics`) decides what may be sent and when; a sink only
 * carries it out, and rejects only with typed errors.
 */
export interface AnalyticsSink {
  /** `null` where Analytics can run; otherwise the error saying why, for the console. */
  unsupportedReason(): Promise<PlatformError<AnalyticsErrorCode> | null>;
  /** Starts measurement with the settings in force. Called once it is allowed, before the first event. */
  start(settings: MeasurementSettings): Promise<void>;
  /** Sends one event, with the settings in force. */
  send(name: string, params: SentParameters, settings: MeasurementSettings): Promise<void>;
  /** Tells started measurement that the setting `changed` now has its value in `settings`. */
  update(settings: MeasurementSettings, changed: keyof MeasurementSettings): void;
}
