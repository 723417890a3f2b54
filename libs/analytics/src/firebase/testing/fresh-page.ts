import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
// Loaded here, before `setLogLevel`, so that its logger is silenced too.
import 'firebase/analytics';
import { setLogLevel } from 'firebase/app';
import { createFirebaseAnalytics } from '../firebase-analytics.facade.js';
import { demoConfig } from './demo-config.js';

export type { FirebaseAppHandle };
/** This page's error class: after `vi.resetModules()`, adapters load a fresh `@platform/core` with it. */
export { PlatformError } from '@platform/core';
/** This page's `loadFirebaseApp`: the app of a handle, initialized on this page's `firebase/app`. */
export { loadFirebaseApp } from '@platform/core/firebase';

/** What one page load sees: the adapter factory and a new app, on this module's copy of the SDK. */
export interface Page {
  readonly createFirebaseAnalytics: typeof createFirebaseAnalytics;
  /** A new app with a name and app id of its own. */
  newApp(): FirebaseAppHandle;
}

let created = 0;

/**
 * Opens a page on this module's copy of the SDK, whose module-level state
 * (gtag wrapper, initialization promises, throttling) lives as long as the
 * copy. Import this module afresh after `vi.resetModules()` to start a new page.
 */
export function openPage(): Page {
  setLogLevel('silent');
  return {
    createFirebaseAnalytics,
    newApp() {
      created += 1;
      return createFirebaseApp(demoConfig(), { name: `analytics-test-${created}` });
    },
  };
}
