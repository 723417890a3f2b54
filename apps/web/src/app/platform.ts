import type { AppCheckPort, AppCheckProvider } from '@platform/appcheck';
import { createFirebaseAppCheck } from '@platform/appcheck/firebase';
import { createMemoryAppCheck } from '@platform/appcheck/memory';
import type { AuthPort } from '@platform/auth';
import { createFirebaseAuth } from '@platform/auth/firebase';
import { createMemoryAuth } from '@platform/auth/memory';
import type { PlatformSettings } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import type { ServiceRegistry } from '@platform/react';
import { selectAppCheckProvider } from './appcheck-provider';

/** The services the app runs on, built for one driver. */
export interface PlatformServicesOfApp extends ServiceRegistry {
  readonly auth: AuthPort;
  readonly appcheck: AppCheckPort;
}

/** The composed platform. */
export interface Platform {
  readonly settings: PlatformSettings;
  readonly services: PlatformServicesOfApp;
  /** The App Check provider in use, or `null` when App Check is off. */
  readonly appCheckProvider: AppCheckProvider | null;
  /** Settles once App Check is active (at once when it is off); rejects with its typed error. */
  readonly appCheckActivation: Promise<void>;
  /** Releases every service (listeners, Firebase apps). */
  dispose(): Promise<void>;
}

/** Where the memory driver keeps accounts and the session, so a reload stays signed in; none on a server. */
const browserStorage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

function createServices(settings: PlatformSettings) {
  if (settings.driver === 'memory') {
    const auth = createMemoryAuth({ storage: browserStorage(), projectId: settings.projectId });
    return { services: { auth, appcheck: createMemoryAppCheck() }, dispose: async () => undefined };
  }
  const app = createFirebaseApp(settings.firebase);
  const emulator =
    settings.driver === 'emulator'
      ? { url: `http://${settings.emulators.host}:${settings.emulators.ports.auth}` }
      : undefined;
  return {
    services: { auth: createFirebaseAuth({ app, emulator }), appcheck: createFirebaseAppCheck({ app }) },
    dispose: () => app.delete(),
  };
}

/**
 * Composes the service libraries for the chosen driver: the memory adapters
 * for `memory`, the Firebase adapters for `emulator` and `firebase`. App
 * Check is activated first, because it must be in place before other
 * services send requests; the rest load their SDK only when first used.
 */
export function createPlatform(settings: PlatformSettings): Platform {
  const { services, dispose } = createServices(settings);
  const appCheckProvider = selectAppCheckProvider(settings);
  const appCheckActivation = appCheckProvider
    ? services.appcheck.activate({ provider: appCheckProvider, autoRefresh: true })
    : Promise.resolve();
  // Failures reach the UI through this promise; this handler only keeps them from being reported as unhandled.
  appCheckActivation.catch(() => undefined);
  return { settings, services, appCheckProvider, appCheckActivation, dispose };
}
