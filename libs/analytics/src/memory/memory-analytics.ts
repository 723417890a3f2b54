import { forwardMethods, systemClock, type Clock } from '@platform/core';
import { analyticsErrors, type AnalyticsErrorCode } from '../analytics.errors.js';
import type { AnalyticsPort } from '../analytics.port.js';
import type { AnalyticsConsent, AnalyticsOptions, AnalyticsUserProperties } from '../analytics.types.js';
import type { AnalyticsSink } from '../internal/analytics-sink.js';
import { createGatedAnalytics } from '../internal/gated-analytics.js';
import { createMeasurement } from '../internal/measurement.js';

/** One event the memory adapter sent, as the tests of an app assert on it. */
export interface RecordedAnalyticsEvent {
  /** The event name. */
  readonly name: string;
  /** Its parameters, with the default event parameters under them. */
  readonly params: Readonly<Record<string, unknown>>;
  /** The consent in force when it was sent. */
  readonly consent: AnalyticsConsent;
  /** The user id in force, or `null`. */
  readonly userId: string | null;
  /** The user properties in force (cleared ones left out). */
  readonly userProperties: AnalyticsUserProperties;
  /** When it was sent, in epoch milliseconds by the adapter's clock. */
  readonly loggedAt: number;
}

/** Options for {@link createMemoryAnalytics}. */
export interface MemoryAnalyticsOptions extends AnalyticsOptions {
  /** The clock that stamps events; the system clock by default. */
  readonly clock?: Clock;
  /** Whether the simulated environment supports Analytics; `true` by default. */
  readonly supported?: boolean;
  /** Called with every event sent, e.g. to print it in development. */
  readonly onRecord?: (event: RecordedAnalyticsEvent) => void;
}

/** Steers a memory Analytics from tests and offline demos. */
export interface MemoryAnalyticsControl {
  /** Makes the next call to any asynchronous port method reject with `code`; several calls queue up in order. */
  failNext(code: AnalyticsErrorCode): void;
  /** Behaves from now on as the Firebase adapter does once its app is deleted: sending rejects with `analytics/app-deleted`. */
  deleteApp(): void;
  /** Whether measurement has started (the Firebase adapter would have initialized the SDK by now). */
  started(): boolean;
}

/** The in-memory Analytics: the port, the events it sent, and its {@link MemoryAnalyticsControl}. */
export interface MemoryAnalytics extends AnalyticsPort {
  /** Every event sent so far, oldest first. Dropped events are not in it. */
  events(): readonly RecordedAnalyticsEvent[];
  /** Fault injection and the simulated app. */
  readonly control: MemoryAnalyticsControl;
}

const withoutCleared = (properties: AnalyticsUserProperties): AnalyticsUserProperties =>
  Object.fromEntries(Object.entries(properties).filter(([, value]) => value !== null));

/**
 * Creates an in-memory Analytics with the Firebase adapter's semantics (the
 * same consent gate, drop reasons and errors) and no SDK: it records what it
 * sends, timed by `clock`, and can fail with any port error.
 */
export function createMemoryAnalytics({
  clock = systemClock,
  supported = true,
  onRecord,
  ...options
}: MemoryAnalyticsOptions = {}): MemoryAnalytics {
  const events: RecordedAnalyticsEvent[] = [];
  const faults: AnalyticsErrorCode[] = [];
  let appDeleted = false;
  let started = false;

  const checkApp = () => {
    if (appDeleted) throw analyticsErrors.create('analytics/app-deleted');
  };
  const sink: AnalyticsSink = {
    unsupportedReason: async () =>
      supported
        ? null
        : analyticsErrors.create('analytics/invalid-analytics-context', {
            customData: { developerHint: 'The memory adapter was created with { supported: false }.' },
          }),
    async start() {
      checkApp();
      started = true;
    },
    async send(name, params, settings) {
      checkApp();
      const event: RecordedAnalyticsEvent = {
        name,
        params: { ...settings.defaultParameters, ...params },
        consent: settings.consent,
        userId: settings.userId,
        userProperties: withoutCleared(settings.userProperties),
        loggedAt: clock.now(),
      };
      events.push(event);
      onRecord?.(event);
    },
    update: () => undefined,
  };
  const measurement = createMeasurement(sink);
  const gate = createGatedAnalytics(options, async () => measurement);
  // Every asynchronous member goes through here, so an injected fault fails whichever call comes next.
  const faulty = {
    load: async () => {
      const code = faults.shift();
      if (code) throw analyticsErrors.create(code, { customData: { injected: true } });
      return gate;
    },
  };

  return {
    ...gate,
    ...forwardMethods(faulty, [
      'isSupported',
      'logEvent',
      'setConsent',
      'setCollectionEnabled',
      'setUserId',
      'setUserProperties',
      'setDefaultEventParameters',
      'dispose',
    ]),
    events: () => [...events],
    control: {
      failNext(code) {
        faults.push(code);
      },
      deleteApp() {
        appDeleted = true;
      },
      started: () => started,
    },
  };
}
