import type { AnalyticsPort } from '../analytics.port.js';
import type { AnalyticsDropReason, AnalyticsLogOutcome, AnalyticsOptions } from '../analytics.types.js';
import {
  consentAllowsMeasurement,
  createConsentState,
  isConsentUpdate,
  updateConsent,
  watchConsent,
  type ConsentState,
} from '../consent.js';
import { isValidEventName } from '../event-name.js';
import type { MeasurementSettings, SentParameters } from './analytics-sink.js';
import { invalidConsentError, invalidEventError } from './input-errors.js';
import { disposedError } from './lifecycle-errors.js';
import type { Measurement } from './measurement.js';

const dropped = (reason: AnalyticsDropReason): AnalyticsLogOutcome => ({ status: 'dropped', reason });

/**
 * The port's semantics, shared by both adapters: consent, then collection,
 * gate every event, and measurement starts with the first event allowed
 * through. `loadMeasurement` is called on first need. `consent` is the port's
 * consent state; the Firebase facade creates it eagerly and hands it over.
 */
export function createGatedAnalytics(
  { consentMode = 'basic', initialConsent }: AnalyticsOptions,
  loadMeasurement: () => Promise<Measurement>,
  consent: ConsentState = createConsentState(initialConsent),
): AnalyticsPort {
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
    settings = { ...settings, [key]: value };
    measurement?.update(settings, key);
  };
  consent.subscribe((next) => change('consent', next));
  const set =
    <Key extends keyof MeasurementSettings>(
      key: Key,
      combine = (value: MeasurementSettings[Key]): MeasurementSettings[Key] => value,
    ) =>
    async (value: MeasurementSettings[Key]) => {
      alive();
      change(key, combine(value));
    };
  // Checked before and after every wait, so that consent withdrawn meanwhile still holds.
  const blocked = (): AnalyticsDropReason | undefined => {
    alive();
    if (!consentAllowsMeasurement(settings.consent, consentMode)) return 'consent-denied';
    if (!settings.collectionEnabled) return 'collection-disabled';
    return undefined;
  };

  return {
    async isSupported() {
      alive();
      return (await load()).isSupported();
    },
    async logEvent(name, ...[params]) {
      alive();
      if (typeof name !== 'string' || !isValidEventName(name)) throw invalidEventError(name);
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
      if (!isConsentUpdate(update)) throw invalidConsentError(update);
      return updateConsent(consent, update);
    },
    watchConsent: (listener) => watchConsent(consent, listener),
    setCollectionEnabled: set('collectionEnabled'),
    setUserId: set('userId'),
    setUserProperties: set('userProperties', (value) => ({ ...settings.userProperties, ...value })),
    setDefaultEventParameters: set('defaultParameters', (value) => ({ ...settings.defaultParameters, ...value })),
    async dispose() {
      disposed = true;
    },
  };
}
