import type { PlatformSettings } from '@platform/core';
import { createSubscriptionStore, PlatformProvider } from '@platform/react';
import type { ComponentType, ReactNode } from 'react';
import { AccountErrorBoundary } from '../account/account-error-boundary';
import { AccountMenu } from '../account/account-menu';
import { AppCheckStatus } from '../starter/appcheck-status';
import { createPlatform, type Platform } from './platform';

/** The parts of the starter view that need the platform's services, over one platform. */
export interface PlatformAreas {
  /** The platform they run on. */
  readonly platform: Platform;
  /** The toolbar's account area. */
  readonly Account: ComponentType;
  /** The footer's App Check status. */
  readonly AppCheck: ComponentType;
}

/**
 * Builds the platform for `settings` and the areas that show it. The module is
 * loaded after the starter view has painted, with every adapter in it; both
 * areas share one provider store, so they share subscriptions too.
 */
export function createPlatformAreas(settings: PlatformSettings): PlatformAreas {
  const platform = createPlatform(settings);
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
        <AppCheckStatus provider={platform.appCheckProvider} activation={platform.appCheckActivation} />
      </Services>
    ),
  };
}
