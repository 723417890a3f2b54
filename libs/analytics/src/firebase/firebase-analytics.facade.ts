import { isPlatformError, lazyImplementation } from '@platform/core';
import type { AnalyticsPort } from '../analytics.port.js';
import type { AnalyticsOptions } from '../analytics.types.js';
import { createGatedAnalytics } from '../internal/gated-analytics.js';
import { unavailableError } from '../internal/lifecycle-errors.js';
import type { FirebaseAnalyticsDeps } from './firebase-analytics.js';

/**
 * Creates the Firebase Analytics adapter. This is its whole eager cost: the
 * consent gate, whose first need of the SDK (`isSupported()`, or the first
 * event consent lets through) loads the implementation in one chunk with
 * `firebase/analytics`. Declining consent never loads it. A chunk that
 * cannot be loaded rejects with `analytics/unavailable`, and the next call tries again.
 */
export function createFirebaseAnalytics({ app, ...options }: FirebaseAnalyticsDeps & AnalyticsOptions): AnalyticsPort {
  const implementation = lazyImplementation(
    () => import('./firebase-analytics.js').then((loaded) => loaded.createFirebaseMeasurement({ app })),
    { toError: (error) => (isPlatformError(error) ? error : unavailableError(error)) },
  );
  return createGatedAnalytics(options, implementation.load);
}
