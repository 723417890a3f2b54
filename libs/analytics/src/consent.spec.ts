import fc from 'fast-check';
import type { AnalyticsConsent } from './analytics.types.js';
import {
  consentAllowsMeasurement,
  createConsentState,
  DEFAULT_CONSENT,
  mergeConsent,
  watchConsent,
} from './consent.js';

const status = fc.constantFrom('granted' as const, 'denied' as const);
const consent = fc.record<AnalyticsConsent>({
  analytics_storage: status,
  ad_storage: status,
  ad_user_data: status,
  ad_personalization: status,
});
const update = fc.record(
  { analytics_storage: status, ad_storage: status, ad_user_data: status, ad_personalization: status },
  { requiredKeys: [] },
);

describe('consent', () => {
  it('denies everything by default', () => {
    expect(Object.values(DEFAULT_CONSENT)).toEqual(['denied', 'denied', 'denied', 'denied']);
  });

  it('merges an update: the settings it names change, the others stay, and unchanged consent keeps its identity', () => {
    fc.assert(
      fc.property(consent, update, (current, change) => {
        const next = mergeConsent(current, change);
        for (const key of Object.keys(current) as (keyof AnalyticsConsent)[])
          expect(next[key]).toBe(change[key] ?? current[key]);
        const same = (Object.keys(change) as (keyof AnalyticsConsent)[]).every((key) => change[key] === current[key]);
        expect(next === current).toBe(same);
        expect(mergeConsent(next, change)).toBe(next);
      }),
    );
  });

  it('ignores settings it does not know', () => {
    const update = { analytics_storage: 'granted', wait_for_update: 500 } as Partial<AnalyticsConsent>;
    expect(mergeConsent(DEFAULT_CONSENT, update)).toEqual({ ...DEFAULT_CONSENT, analytics_storage: 'granted' });
  });

  it('allows measurement with analytics_storage granted in basic mode, and always in advanced mode', () => {
    fc.assert(
      fc.property(consent, (current) => {
        expect(consentAllowsMeasurement(current, 'basic')).toBe(current.analytics_storage === 'granted');
        expect(consentAllowsMeasurement(current, 'advanced')).toBe(true);
      }),
    );
  });

  it('reports a watcher that throws on the first consent, and still hands back its unsubscribe', () => {
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    const state = createConsentState();
    const stop = watchConsent(state, () => {
      throw new Error('watcher broke');
    });
    vi.unstubAllGlobals();
    expect(reported).toEqual([new Error('watcher broke')]);
    expect(stop).toBeTypeOf('function');
  });
});
