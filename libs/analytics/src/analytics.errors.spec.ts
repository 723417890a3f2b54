import { FirebaseError } from 'firebase/app';
import { analyticsErrors, toAnalyticsError, type AnalyticsErrorCode } from './analytics.errors.js';

describe('toAnalyticsError', () => {
  it.each([
    ['analytics/config-fetch-failed', 'analytics/config-fetch-failed', { httpStatus: 403 }],
    ['analytics/fetch-throttle', 'analytics/fetch-throttle', { throttleEndTimeMillis: 1_000 }],
    ['analytics/invalid-analytics-context', 'analytics/invalid-analytics-context', {}],
    ['analytics/indexeddb-unavailable', 'analytics/indexeddb-unavailable', {}],
    ['analytics/already-initialized', 'analytics/already-initialized', {}],
    ['analytics/already-exists', 'analytics/already-initialized', { id: 'app' }],
    ['app/app-deleted', 'analytics/app-deleted', {}],
  ] as const)('maps the SDK’s %s to %s, keeping its details for the developer', (sdkCode, code, customData) => {
    const error = toAnalyticsError(new FirebaseError(sdkCode, `Firebase: ${sdkCode}.`, customData));
    expect(analyticsErrors.is(error, code as AnalyticsErrorCode)).toBe(true);
    expect(error.message).toBe(analyticsErrors.messages[code]);
    expect(error.customData).toMatchObject({ ...customData, originalCode: sdkCode });
  });

  it('maps an unknown code to analytics/unknown and keeps the original', () => {
    const error = toAnalyticsError(new FirebaseError('analytics/no-client-id', 'No client id.'));
    expect(error).toMatchObject({ code: 'analytics/unknown', customData: { originalCode: 'analytics/no-client-id' } });
  });

  it('has a message for the person using the app for every code, with no SDK jargon', () => {
    for (const message of Object.values(analyticsErrors.messages)) {
      expect(message).toMatch(/^[A-Z].*[.]$/);
      expect(message).not.toMatch(/gtag|IndexedDB|measurement|SDK|firebase|config/i);
    }
  });
});
