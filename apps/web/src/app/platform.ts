import type { PlatformSettings } from '@platform/core';
import type { ServiceRegistry } from '@platform/react';

/** The services the app runs on, built for one driver. */
export interface Platform {
  readonly settings: PlatformSettings;
  readonly services: ServiceRegistry;
  /** Releases every service (listeners, Firebase apps). */
  dispose(): Promise<void>;
}

/**
 * Composes the service libraries for the chosen driver. Each service library
 * registers itself here as it lands: the memory adapter for `memory`, the
 * Firebase adapter for `emulator` and `firebase`.
 */
export function createPlatform(settings: PlatformSettings): Platform {
  const services: ServiceRegistry = {};
  return {
    settings,
    services,
    dispose: async () => undefined,
  };
}
