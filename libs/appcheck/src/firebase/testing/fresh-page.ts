import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import { setLogLevel } from 'firebase/app';
import * as sdk from 'firebase/app-check';
import { DEMO_CONFIG } from './demo-config.js';

export type { FirebaseAppHandle };
/** This page's error class: after `vi.resetModules()`, adapters load a fresh `@platform/core` with it. */
export { PlatformError } from '@platform/core';
/** This page's `loadFirebaseApp`: the app of a handle, initialized on this page's `firebase/app`. */
export { loadFirebaseApp } from '@platform/core/firebase';

let created = 0;

/** What one page load sees: the app lifecycle and the App Check SDK, with the SDK's logging silenced. */
export interface Page {
  /** This page's App Check SDK module. */
  readonly sdk: typeof sdk;
  /** A new app with a name of its own, on this page's SDK. */
  newApp(): FirebaseAppHandle;
}

/**
 * Opens a page on this module's copy of the SDK, whose module-level state
 * (debug mode, throttling) lives as long as the copy. Import this module
 * afresh after `vi.resetModules()` to start a new page.
 */
export function openPage(): Page {
  setLogLevel('silent');
  return {
    sdk,
    newApp() {
      created += 1;
      return createFirebaseApp(DEMO_CONFIG, { name: `appcheck-test-${Date.now()}-${created}` });
    },
  };
}
