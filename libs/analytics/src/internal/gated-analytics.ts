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
import type { MeasurementSettings, SentParameters } from './analytics-sink.js';
import { disposedError } from './lifecycle-errors.js';
import type { Measurement } from './measurement.js';

const dropped = (reason: AnalyticsDropReason): AnalyticsLogOutcome => ({ status: 'dropped', reason });

/**
 * The port's semantics, shared by both adapters: consent and collection gate
 * every event before anything is loaded, and measurement starts with the
 * first event allowed through. `loadMeasurement` is called on first need (the
 * Firebase facade loads its chunk there); this module is the facade's eager cost.
 */
export function createGatedAnalytics(
  { consentMode = 'basic', initialConsent = {} }: AnalyticsOptions,
  loadMeasurement: () => Promise<Measurement>,
): AnalyticsPort {
  const consent = createSubscribable<AnalyticsConsent>(mergeConsent(DEFAULT_CONSENT, initialConsent));
  let settings: MeasurementSettings = {
    consent: consent.get(),
    collectionEnabled: true,
    userId: null,
    userProperties: {},
    defaultParameters: {},
  };
  let measurement: Measurement | undefined;
  let disposed = false;

  const alive = () => {
    if (disposed) throw disposedError();
  };
  const load = async () => (measurement = await loadMeasurement());
  const change = <Key extends keyof MeasurementSettings>(key: Key, value: MeasurementSettings[Key]) => {
    alive();
    settings = { ...settings, [key]: value };
    measurement?.update(settings, key);
  };
  const set =
    <Key extends keyof MeasurementSettings>(key: Key) =>
    async (value: MeasurementSettings[Key]) =>
      change(key, value);
  const merge =
    <Key extends 'userProperties' | 'defaultParameters'>(key: Key) =>
    async (value: MeasurementSettings[Key]) =>
      change(key, { ...settings[key], ...value });
  // Checked before and after every wait, so that consent withdrawn meanwhile still holds.
  const blocked = (): AnalyticsDropReason | undefined => {
    alive();
    if (!settings.collectionEnabled) return 'collection-disabled';
    if (!consentAllowsMeasurement(settings.consent, consentMode)) return 'consent-denied';
    return undefined;
  };

  return {
    async isSupported() {
      alive();
      return (await load()).isSupported();
    },
    async logEvent(name, ...[params]) {
      alive();
      if (typeof name !== 'string' || !isValidEventName(name))
        throw (await import('./input-errors.js')).invalidEventError(name);
      const before = blocked();
      if (before) return dropped(before);
      const ready = await load();
      if (!(await ready.isSupported())) return dropped('unsupported');
      await ready.ready(settings);
      const after = blocked();
      if (after) return dropped(after);
      await ready.send(name, params as SentParameters, settings);
      return { status: 'sent' };
    },
    currentConsent: () => consent.get(),
    async setConsent(update) {
      alive();
      for (const [setting, value] of Object.entries(update))
        if (value !== undefined && value !== 'granted' && value !== 'denied')
          throw (await import('./input-errors.js')).invalidConsentError(setting, value);
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
    setCollectionEnabled: set('collectionEnabled'),
    setUserId: set('userId'),
    setUserProperties: merge('userProperties'),
    setDefaultEventParameters: merge('defaultParameters'),
    async dispose() {
      disposed = true;
    },
  };
}
