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
  /** Releases what the adapters hold (the Firebase app). */
  dispose(): Promise<void>;
  /** The memory driver's "Send a test message": delivers one foreground message. */
  readonly sendTestMessage?: () => void;
  /** What the driver keeps of the person's data, and for how long, in their words. */
  readonly persistenceNotice?: string;
}

/**
 * Composes the platform from the chosen driver's services (the memory adapters
 * for `memory`, the Firebase adapters for `emulator` and `firebase`; see
 * `memory-services.ts` and `firebase-services.ts`). App Check is activated
 * first, because it must be in place before other services send requests; the
 * rest load their SDK only when first used.
 */
export function createPlatform(
  settings: PlatformSettings,
  { services, dispose, sendTestMessage, persistenceNotice }: DriverServices,
): Platform {
  const appCheckProvider = selectAppCheckProvider(settings);
  const appCheckActivation = appCheckProvider
    ? services.appcheck.activate({ provider: appCheckProvider, autoRefresh: true })
    : Promise.resolve();
  // Failures reach the UI through this promise; this handler only keeps them from being reported as unhandled.
  appCheckActivation.catch(() => undefined);
  return {
    settings,
    services,
    appCheckProvider,
    appCheckActivation,
    dispose,
    ...(sendTestMessage && { sendTestMessage }),
    ...(persistenceNotice && { persistenceNotice }),
  };
}
