import { createFirebaseErrorMapper, defineErrors } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
// Handed to the app handle, so that `firebase/app` ships in this implementation's chunk rather than a chunk apart.
import { appSdk } from '@platform/core/firebase/sdk';
// Imported statically, so that the bundler ships the SDK in this implementation's own lazy chunk.
import * as sdk from 'firebase/analytics';
import type { AnalyticsSink } from '../internal/analytics-sink.js';
import { createGatedAnalytics } from '../internal/gated-analytics.js';
import { DISPOSED_MESSAGE } from '../internal/lifecycle-errors.js';
import { createMeasurement } from '../internal/measurement.js';
import { MEASUREMENT_ERROR_MESSAGES, MEASUREMENT_SDK_CODES } from '../internal/measurement-errors.js';
import type { AnalyticsPort } from '../analytics.port.js';
import type { AnalyticsOptions } from '../analytics.types.js';
import type { ConsentState } from '../consent.js';
import { unsupportedCode } from './unsupported-code.js';

/** What {@link createFirebaseAnalytics} needs. */
export interface FirebaseAnalyticsDeps {
  /** The Firebase app; it is initialized when measurement starts, and its config needs `appId`, `apiKey` and `measurementId`. */
  readonly app: FirebaseAppHandle;
}

/** The codes starting and running measurement can raise; only their messages ship with this chunk. */
const analyticsErrors = defineErrors('analytics', {
  ...MEASUREMENT_ERROR_MESSAGES,
  'analytics/disposed': DISPOSED_MESSAGE,
});
const toAnalyticsError = createFirebaseErrorMapper({
  catalog: analyticsErrors,
  codes: MEASUREMENT_SDK_CODES,
  fallback: 'analytics/unknown',
});

/**
 * The Firebase Analytics port behind its facade, loaded in one chunk with the
 * SDK. It shares the facade's consent state, which may have changed before it arrived.
 */
export function createAnalyticsImplementation(
  deps: FirebaseAnalyticsDeps,
  options: AnalyticsOptions,
  consent: ConsentState,
): AnalyticsPort {
  const measurement = createMeasurement(createFirebaseAnalyticsSink(deps));
  return createGatedAnalytics(options, async () => measurement, consent);
}

/**
 * Where the Firebase adapter's events go: `firebase/analytics`, loaded by the
 * facade in one chunk with this module. Screen views are logged by the app,
 * so gtag's automatic `page_view` is off.
 */
function createFirebaseAnalyticsSink({ app }: FirebaseAnalyticsDeps): AnalyticsSink {
  let analytics: sdk.Analytics | undefined;

  const started = async (): Promise<sdk.Analytics> => {
    try {
      await app.getApp(appSdk);
    } catch (error) {
      throw toAnalyticsError(error);
    }
    if (!analytics)
      throw analyticsErrors.create('analytics/unknown', { customData: { developerHint: 'start() was not called.' } });
    return analytics;
  };

  return {
    async unsupportedReason() {
      if (await sdk.isSupported()) return null;
      const code = unsupportedCode();
      return analyticsErrors.create(code, {
        customData: { developerHint: 'isSupported() is false.' },
      });
    },
    async start(settings) {
      try {
        const firebaseApp = await app.getApp(appSdk);
        // Before initialization, the SDK makes this gtag's consent default.
        sdk.setConsent({ ...settings.consent });
        if (Object.keys(settings.defaultParameters).length > 0)
          sdk.setDefaultEventParameters({ ...settings.defaultParameters });
        const instance = sdk.initializeAnalytics(firebaseApp, { config: { send_page_view: false } });
        if (!settings.collectionEnabled) sdk.setAnalyticsCollectionEnabled(instance, false);
        if (settings.userId !== null) sdk.setUserId(instance, settings.userId);
        if (Object.keys(settings.userProperties).length > 0)
          sdk.setUserProperties(instance, { ...settings.userProperties });
        analytics = instance;
      } catch (error) {
        throw toAnalyticsError(error);
      }
    },
    async send(name, params, settings) {
      // The SDK holds events until its config arrives but applies `set` at once; merging the defaults in keeps each
      // event's own. `setDefaultEventParameters` still gives them to gtag's own events.
      sdk.logEvent(await started(), name, { ...settings.defaultParameters, ...params });
    },
    update(settings, changed) {
      if (!analytics) return;
      switch (changed) {
        case 'consent':
          return sdk.setConsent({ ...settings.consent });
        case 'collectionEnabled':
          return sdk.setAnalyticsCollectionEnabled(analytics, settings.collectionEnabled);
        case 'userId':
          return sdk.setUserId(analytics, settings.userId);
        case 'userProperties':
          return sdk.setUserProperties(analytics, { ...settings.userProperties });
        case 'defaultParameters':
          return sdk.setDefaultEventParameters({ ...settings.defaultParameters });
      }
    },
  };
}
