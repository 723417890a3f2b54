import { PROVIDER_CONSTANTS } from './provider-constants.js';

const HOUR = 3_600_000;

describe('PROVIDER_CONSTANTS', () => {
  it('holds the provider timings the services must honour', () => {
    expect(PROVIDER_CONSTANTS.remoteConfig).toEqual({ fetchTimeoutMs: 60_000, minimumFetchIntervalMs: 12 * HOUR });
    expect(PROVIDER_CONSTANTS.analytics.configFetchTimeoutMs).toBe(60_000);
    expect(PROVIDER_CONSTANTS.messaging.tokenRefreshMs).toBe(7 * 24 * HOUR);
    expect(PROVIDER_CONSTANTS.installations).toEqual({
      tokenRefreshBufferMs: HOUR,
      registrationPollIntervalMs: 100,
      pendingRegistrationTimeoutMs: 10_000,
    });
    expect(PROVIDER_CONSTANTS.http).toEqual({ retryableStatuses: [429, 500, 503, 504], longPollTimeoutMs: 45_000 });
    expect(PROVIDER_CONSTANTS.auth).toEqual({
      popupClosedDelayMs: 2_000,
      iframeNetworkTimeout: { shortMs: 30_000, longMs: 60_000 },
      iframePingTimeout: { shortMs: 5_000, longMs: 15_000 },
      eventCacheExpiryMs: 600_000,
    });
    expect(PROVIDER_CONSTANTS.heartbeat).toEqual({ retentionMs: 30 * 24 * HOUR, maxHeaderLength: 1024 });
  });
});
