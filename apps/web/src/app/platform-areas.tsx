import { reportUncaught, type PlatformSettings } from '@platform/core';
import { createSubscriptionStore, PlatformProvider } from '@platform/react';
import type { ComponentType, ReactNode } from 'react';
import { AccountErrorBoundary } from '../account/account-error-boundary';
import { AccountMenu } from '../account/account-menu';
import { AppCheckStatus } from '../starter/appcheck-status';
import { InstallationId } from '../starter/installation-id';
import { RemoteWelcome } from '../starter/remote-welcome';
import { createPlatform, type DriverServices, type Platform } from './platform';

/** The parts of the starter view that need the platform's services, over one platform. */
export interface PlatformAreas {
  /** The platform they run on. */
  readonly platform: Platform;
  /** The toolbar's account area. */
  readonly Account: ComponentType;
  /** The footer's App Check status. */
  readonly AppCheck: ComponentType;
  /** The hero's welcome, from Remote Config. */
  readonly Welcome: ComponentType;
  /** The footer's installation id (debug builds). */
  readonly InstallationId: ComponentType;
}

/**
 * Fetches Remote Config once at start-up; the first call also brings back the
 * values of the last session. A failure leaves the values in place and is in
 * the port's status. The emulator driver has no Remote Config to ask, so it
 * keeps the defaults.
 */
function fetchRemoteConfig({ settings, services }: Platform): void {
  if (settings.driver === 'emulator') return;
  services['remote-config'].fetchAndActivate().catch(reportUncaught);
}

/**
 * Builds the platform over one driver's services, and the areas that show it.
 * The areas share one provider store, so they share subscriptions too.
 */
export function createPlatformAreas(settings: PlatformSettings, services: DriverServices): PlatformAreas {
  const platform = createPlatform(settings, services);
  fetchRemoteConfig(platform);
  const store = createSubscriptionStore();
  const Services = ({ children }: { readonly children: ReactNode }) => (
    <PlatformProvider services={platform.services} store={store}>
      {children}
    </PlatformProvider>
  );
  return {
    platform,
    Account: () => (
      <Services>
        <AccountErrorBoundary>
          <AccountMenu />
        </AccountErrorBoundary>
      </Services>
    ),
    AppCheck: () => (
      <Services>
        <AppCheckStatus
          driver={platform.settings.driver}
          provider={platform.appCheckProvider}
          activation={platform.appCheckActivation}
        />
      </Services>
    ),
    Welcome: () => (
      <Services>
        <RemoteWelcome />
      </Services>
    ),
    InstallationId: () => (
      <Services>
        <InstallationId />
      </Services>
    ),
  };
}
