import { createManualClock } from '@platform/core';
import { analyticsErrors, type AnalyticsErrorCode } from '../analytics.errors.js';
import { createMemoryAnalytics, type RecordedAnalyticsEvent } from './memory-analytics.js';

const CODES = Object.keys(analyticsErrors.messages) as AnalyticsErrorCode[];

describe('createMemoryAnalytics', () => {
  it('records each event sent with the time by its clock, and tells onRecord', async () => {
    const clock = createManualClock(Date.UTC(2030, 0, 1));
    const heard: RecordedAnalyticsEvent[] = [];
    const analytics = createMemoryAnalytics({ clock, onRecord: (event) => heard.push(event) });
    await analytics.setConsent({ analytics_storage: 'granted' });
    await analytics.logEvent('login', { method: 'password' });
    clock.advance(5_000);
    await analytics.logEvent('sign_up');

    expect(analytics.events().map(({ name, loggedAt }) => ({ name, loggedAt }))).toEqual([
      { name: 'login', loggedAt: Date.UTC(2030, 0, 1) },
      { name: 'sign_up', loggedAt: Date.UTC(2030, 0, 1) + 5_000 },
    ]);
    expect(heard).toEqual(analytics.events());
  });

  it('keeps dropped events out of the record, and starts measurement only with the first event sent', async () => {
    const analytics = createMemoryAnalytics();
    await analytics.logEvent('login');
    expect(analytics.control.started()).toBe(false);
    await analytics.setConsent({ analytics_storage: 'granted' });
    expect(analytics.control.started()).toBe(false);
    await analytics.logEvent('sign_up');
    expect(analytics.control.started()).toBe(true);
    expect(analytics.events().map((event) => event.name)).toEqual(['sign_up']);
  });

  it.each(CODES)('fails the next call with an injected %s, then recovers', async (code) => {
    const analytics = createMemoryAnalytics({ initialConsent: { analytics_storage: 'granted' } });
    analytics.control.failNext(code);
    await expect(analytics.logEvent('login')).rejects.toMatchObject({
      name: 'PlatformError',
      code,
      message: analyticsErrors.messages[code],
      customData: { injected: true },
    });
    await expect(analytics.logEvent('login')).resolves.toEqual({ status: 'sent' });
  });

  it('queues injected faults in order, whichever method comes next', async () => {
    const analytics = createMemoryAnalytics();
    analytics.control.failNext('analytics/unknown');
    analytics.control.failNext('analytics/unavailable');
    await expect(analytics.setConsent({ analytics_storage: 'granted' })).rejects.toMatchObject({
      code: 'analytics/unknown',
    });
    await expect(analytics.isSupported()).rejects.toMatchObject({ code: 'analytics/unavailable' });
    await expect(analytics.isSupported()).resolves.toBe(true);
    expect(analytics.currentConsent().analytics_storage).toBe('denied');
  });
});
