import { createMemoryInstallations } from '@platform/installations/memory';
import { createMemoryRemoteConfig } from '@platform/remote-config/memory';
import { appConfig } from './app-config';
import type { PlatformServicesOfApp } from './platform';

/** Installations and Remote Config, which have no emulator. */
export type ConfigServices = Pick<PlatformServicesOfApp, 'installations' | 'remote-config'>;

/**
 * Installations and Remote Config where nothing may reach Google (the memory
 * driver, and the emulator driver, as neither has an emulator): their memory
 * adapters, with nothing published, so the app shows its defaults.
 */
export const createDevConfigServices = (): ConfigServices => ({
  installations: createMemoryInstallations(),
  'remote-config': createMemoryRemoteConfig({ schema: appConfig }),
});
