import type { AuthPort } from '@platform/auth';
import { createFirebaseAuth } from '@platform/auth/firebase';
import { createMemoryAuth } from '@platform/auth/memory';
import type { PlatformSettings } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import type { ServiceRegistry } from '@platform/react';

/** The services the app runs on, built for one driver. */
export interface Platform {
  readonly settings: PlatformSettings;
  readonly services: ServiceRegistry & { readonly auth: AuthPort };
  /** Releases every service (listeners, Firebase apps). */
  dispose(): Promise<void>;
}

/** Where the memory driver keeps accounts and the session, so a reload stays signed in; none on a server. */
const browserStorage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * Composes the service libraries for the chosen driver: the memory adapters
 * for `memory`, the Firebase adapters for `emulator` and `firebase`. No SDK
 * code loads until a service is first used.
 */
export function createPlatform(settings: PlatformSettings): Platform {
  if (settings.driver === 'memory') {
    const auth = createMemoryAuth({ storage: browserStorage(), projectId: settings.projectId });
    return { settings, services: { auth }, dispose: async () => undefined };
  }
  const app = createFirebaseApp(settings.firebase);
  const emulator =
    settings.driver === 'emulator' ? { url: `http://${settings.emulators.host}:${settings.emulators.ports.auth}` } : undefined;
  return { settings, services: { auth: createFirebaseAuth({ app, emulator }) }, dispose: () => app.delete() };
}
