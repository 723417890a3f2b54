import { createSubscribable } from '@platform/core';
import type { AnalyticsPort } from '../analytics.port.js';
import type {
  AnalyticsConsent,
  AnalyticsDropReason,
  AnalyticsLogOutcome,
  AnalyticsOptions,
} from '../analytics.types.js';
import { consentAllowsMeasurement, DEFAULT_CONSENT, mergeConsent } from '../consent.js';
import { isValidEventName } from '../event-name.js';
import type { AnalyticsSink, MeasurementSettings, SentParameters } from './analytics-sink.js';
import { disposedError, invalidConsentError, invalidEventError } from './lifecycle-errors.js';

const SENT: AnalyticsLogOutcome = Object.freeze({ status: 'sent' });
const dropped = (reason: AnalyticsDropReason): AnalyticsLogOutcome => ({ status: 'dropped', reason });

/**
 * The port's semantics, shared by both adapters: consent and collection gate
 * every event, measurement starts with the first event allowed through, and
 * an unsupported environment turns the port into a no-op that says so once.
 * `loadSink` is called on first need (the Firebase facade loads its chunk there).
 */
export function createGatedAnalytics(
  { consentMode = 'basic', initialConsent = {} }: AnalyticsOptions,
  loadSink: () => Promise<AnalyticsSink>,
): AnalyticsPort {
  const consent = createSubscribable<AnalyticsConsent>(mergeConsent(DEFAULT_CONSENT, initialConsent));
  let settings: MeasurementSettings = {
    consent: consent.get(),
    collectionEnabled: true,
    userId: null,
    userProperties: {},
    defaultParameters: {},
  };
  let supported: Promise<boolean> | undefined;
  let started: Promise<AnalyticsSink> | undefined;
  let active: AnalyticsSink | undefined;
  let disposed = false;

  const alive = () => {
    if (disposed) throw disposedError();
  };

  const change = <Key extends keyof MeasurementSettings>(key: Key, value: MeasurementSettings[Key]) => {
    alive();
    settings = { ...settings, [key]: value };
    active?.update(settings, key);
  };

  const isSupported = async (): Promise<boolean> => {
    alive();
    supported ??= loadSink()
      .then((sink) => sink.unsupportedReason())
      .then((reason) => {
        if (reason) console.warn('Analytics is off in this environment: events are dropped, not sent.', reason);
        return !reason;
      })
      .catch((error: unknown) => {
        supported = undefined;
        throw error;
      });
    return supported;
  };

  const start = (): Promise<AnalyticsSink> => {
    started ??= loadSink()
      .then(async (sink) => {
        const initial = settings;
        await sink.start(initial);
        active = sink;
        // Whatever changed while measurement was starting.
        for (const key of Object.keys(settings) as (keyof MeasurementSettings)[])
          if (settings[key] !== initial[key]) sink.update(settings, key);
        return sink;
      })
      .catch((error: unknown) => {
        started = undefined;
        throw error;
      });
    return started;
  };

  // Checked before and after every wait, so that consent withdrawn meanwhile still holds.
  const blocked = (): AnalyticsDropReason | undefined => {
    alive();
    if (!settings.collectionEnabled) return 'collection-disabled';
    if (!consentAllowsMeasurement(settings.consent, consentMode)) return 'consent-denied';
    return undefined;
  };

  return {
    isSupported,
    async logEvent(name, ...[params]) {
      alive();
      if (typeof name !== 'string' || !isValidEventName(name)) throw invalidEventError(name);
      const before = blocked();
      if (before) return dropped(before);
      if (!(await isSupported())) return dropped('unsupported');
      const sink = await start();
      const after = blocked();
      if (after) return dropped(after);
      await sink.send(name, params as SentParameters, settings);
      return SENT;
    },
    currentConsent: () => consent.get(),
    async setConsent(update) {
      alive();
      for (const [setting, value] of Object.entries(update))
        if (value !== undefined && value !== 'granted' && value !== 'denied') throw invalidConsentError(setting, value);
      const next = mergeConsent(consent.get(), update);
      if (next !== consent.get()) {
        change('consent', next);
        consent.emit(next);
      }
      return next;
    },
    watchConsent(listener) {
      const stop = consent.subscribe(listener);
      listener(consent.get());
      return stop;
    },
    async setCollectionEnabled(enabled) {
      change('collectionEnabled', enabled);
    },
    async setUserId(id) {
      change('userId', id);
    },
    async setUserProperties(properties) {
      change('userProperties', { ...settings.userProperties, ...properties });
    },
    async setDefaultEventParameters(parameters) {
      change('defaultParameters', { ...settings.defaultParameters, ...parameters });
    },
    async dispose() {
      disposed = true;
    },
  };
}
