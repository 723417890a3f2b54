import type { AnalyticsPort } from '@platform/analytics';
import type { AppCheckPort, AppCheckProvider } from '@platform/appcheck';
import type { AuthPort } from '@platform/auth';
import type { PlatformSettings } from '@platform/core';
import type { InstallationsPort } from '@platform/installations';
import type { MessagingPort } from '@platform/messaging';
import type { RemoteConfigPort } from '@platform/remote-config';
import type { ServiceRegistry } from '@platform/react';
import type { StoragePort } from '@platform/storage';
import type { appConfig } from './app-config';
import type { AppMessageData } from './app-message';
import type { RtdbPort } from '@platform/rtdb';
import type { FirestorePort } from '@platform/firestore';
import { selectAppCheckProvider } from './appcheck-provider';

/** The services the app runs on, built for one driver. */
export interface PlatformServicesOfApp extends ServiceRegistry {
  readonly auth: AuthPort;
  readonly appcheck: AppCheckPort;
  readonly analytics: AnalyticsPort;
  readonly installations: InstallationsPort;
  readonly 'remote-config': RemoteConfigPort<typeof appConfig>;
  /** The Realtime Database, where the driver has one (memory and emulator always; firebase with a `databaseURL`). */
  readonly rtdb?: RtdbPort;
  readonly storage: StoragePort;
  /** Firestore: the Notes panel's notes, under users/{uid}/notes. */
  readonly firestore: FirestorePort;
  readonly messaging: MessagingPort<AppMessageData>;
}

/** The composed platform. */
export interface Platform {
  readonly settings: PlatformSettings;
  readonly services: PlatformServicesOfApp;
  /** The App Check provider in use, or `null` when App Check is off. */
  readonly appCheckProvider: AppCheckProvider | null;
  /** Settles once App Check is active (at once when it is off); rejects with its typed error. */
  readonly appCheckActivation: Promise<void>;
  /** Delivers a test push message, where the driver can (memory). */
  readonly sendTestMessage?: () => void;
  /** What the driver keeps of the person's data, and for how long, in their words (memory). */
  readonly persistenceNotice?: string;
  /** Releases every service (listeners, Firebase apps). */
  dispose(): Promise<void>;
}

/** The services one driver's adapters provide, and how to release them. */
export interface DriverServices {
  readonly services: PlatformServicesOfApp;
  /** Releases what the driver holds besides its services (the Firebase app), once every service is disposed. */
  dispose(): Promise<void>;
  /**
   * Holds every service but App Check back from the Firebase app until `activation` settles, so that App Check is in
   * place before any of them sends a request.
   */
  readonly startAfterAppCheck?: (activation: Promise<void>) => void;
  /** The memory driver's "Send a test message": delivers one foreground message. */
  readonly sendTestMessage?: () => void;
  /** What the driver keeps of the person's data, and for how long, in their words. */
  readonly persistenceNotice?: string;
}

const disposeService = (service: unknown): Promise<void> | undefined =>
  typeof service === 'object' && service !== null && 'dispose' in service && typeof service.dispose === 'function'
    ? (service.dispose as () => Promise<void>)()
    : undefined;

/**
 * Composes the platform from the chosen driver's services (the memory adapters
 * for `memory`, the Firebase adapters for `emulator` and `firebase`; see
 * `memory-services.ts` and `firebase-services.ts`). App Check is activated
 * first, and the driver holds the other services back until it settles, because it must be in place before they
 * send requests; they load their SDK only when first used. `dispose()` releases every service, then the driver.
 */
export function createPlatform(
  settings: PlatformSettings,
  { services, dispose, startAfterAppCheck, sendTestMessage, persistenceNotice }: DriverServices,
): Platform {
  const appCheckProvider = selectAppCheckProvider(settings);
  const appCheckActivation = appCheckProvider
    ? services.appcheck.activate({ provider: appCheckProvider, autoRefresh: true })
    : Promise.resolve();
  // Failures reach the UI through this promise; this handler only keeps them from being reported as unhandled.
  appCheckActivation.catch(() => undefined);
  startAfterAppCheck?.(appCheckActivation);
  return {
    settings,
    services,
    appCheckProvider,
    appCheckActivation,
    async dispose() {
      await Promise.all(Object.values(services).map(disposeService));
      await dispose();
    },
    ...(sendTestMessage && { sendTestMessage }),
    ...(persistenceNotice && { persistenceNotice }),
  };
}
