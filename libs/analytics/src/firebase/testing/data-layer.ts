import type { SentAnalyticsEvent } from '../../analytics.contract.js';
import type { AnalyticsConsent, AnalyticsUserProperties } from '../../analytics.types.js';
import { DEFAULT_CONSENT } from '../../consent.js';

type Command = readonly unknown[];

const record = (value: unknown): Record<string, unknown> => (value ?? {}) as Record<string, unknown>;

/** What gtag.js would have received: the SDK's `window.dataLayer`, as argument lists. */
export function dataLayer(): readonly Command[] {
  const layer = (window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
  return layer.map((entry) => Array.from(entry));
}

/** The measurement ids the SDK initialized gtag with (its first `config` command for each, from `origin: 'firebase'`). */
export function configuredMeasurementIds(): readonly string[] {
  return dataLayer()
    .filter(([command, , params]) => command === 'config' && record(params)['origin'] === 'firebase')
    .map(([, id]) => String(id));
}

/**
 * The events in `window.dataLayer`, read the way gtag.js applies its commands
 * in order: `consent` default and update, `set` parameters, and `config`
 * updates of the user id and user properties.
 */
export function sentEvents(): SentAnalyticsEvent[] {
  let consent: AnalyticsConsent = DEFAULT_CONSENT;
  let defaults: Record<string, unknown> = {};
  let userId: string | null = null;
  let userProperties: Record<string, unknown> = {};
  const events: SentAnalyticsEvent[] = [];
  for (const [command, first, second] of dataLayer()) {
    if (command === 'consent') consent = { ...consent, ...record(second) };
    if (command === 'set') defaults = { ...defaults, ...record(first) };
    if (command === 'config') {
      const update = record(second);
      if ('user_id' in update) userId = (update['user_id'] as string | null) ?? null;
      if ('user_properties' in update) userProperties = { ...userProperties, ...record(update['user_properties']) };
    }
    if (command === 'event') {
      const { send_to: _sendTo, ...params } = record(second);
      events.push({
        name: String(first),
        params: { ...defaults, ...params },
        consent,
        userId,
        userProperties: Object.fromEntries(
          Object.entries(userProperties).filter(([, value]) => value !== null),
        ) as AnalyticsUserProperties,
      });
    }
  }
  return events;
}

/** Removes what the SDK leaves on the page (`dataLayer`, `gtag`, its script tag, collection switches). */
export function clearPage(): void {
  for (const key of Object.keys(window))
    if (key === 'dataLayer' || key === 'gtag' || key.startsWith('ga-disable-')) Reflect.deleteProperty(window, key);
  for (const script of Array.from(document.querySelectorAll('script[src*="googletagmanager"]'))) script.remove();
}
