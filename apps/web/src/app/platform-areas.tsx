import { useScreenView } from '@platform/analytics/react';
import { isPlatformError, reportUncaught, type PlatformSettings } from '@platform/core';
import { createSubscriptionStore, PlatformProvider } from '@platform/react';
import type { ComponentType, ReactNode } from 'react';
import { AccountErrorBoundary } from '../account/account-error-boundary';
import { AccountMenu } from '../account/account-menu';
import { AppCheckStatus } from '../starter/appcheck-status';
import { ConsentBanner } from '../starter/consent-banner';
import { InstallationId } from '../starter/installation-id';
import { NotificationsPanel } from '../starter/notifications-panel';
import { RemoteWelcome } from '../starter/remote-welcome';
import { DatabaseStatus } from '../starter/database-status';
import { NotesPanel } from '../notes/notes-panel';
import type { SelectedContent } from '../starter/starter-view';
import { createPlatform, type DriverServices, type Platform } from './platform';

/** The parts of the starter view that need the platform's services, over one platform. */
export interface PlatformAreas {
  /** The platform they run on. */
  readonly platform: Platform;
  /** The toolbar's account area. */
  readonly Account: ComponentType;
  /** The footer's service status: App Check, and the Realtime Database's connection where the driver has one. */
  readonly AppCheck: ComponentType;
  /** The starter view's screen view and the consent banner. */
  readonly Analytics: ComponentType;
  /** Logs a click on a resource card or a next step as `select_content`; consent decides whether it is recorded. */
  readonly selectContent: (content: SelectedContent) => void;
  /** The hero's welcome, from Remote Config. */
  readonly Welcome: ComponentType;
  /** The footer's installation id (debug builds). */
  readonly InstallationId: ComponentType;
  /** The Notes panel: a signed-in user's notes in Firestore. */
  readonly Notes: ComponentType;
  /** The notifications panel: permission, token and foreground messages. */
  readonly Notifications: ComponentType;
  /** The provider the areas share, for a part of the app loaded apart from them (the listener panel). */
  readonly Services: ComponentType<{ readonly children: ReactNode }>;
}

/** Logs the starter view as a screen view, once consent allows. */
function StarterScreenView() {
  useScreenView('starter', 'StarterView');
  return null;
}

/**
 * Fetches Remote Config once at start-up; the first call also brings back the
 * values of the last session. A failure leaves the values in place and is in
 * the port's status. Under the Firebase driver the fetch waits for App Check.
 */
function fetchRemoteConfig({ services }: Platform): void {
  services['remote-config']
    .fetchAndActivate()
    // A platform disposed before the fetch ended has no one left to tell.
    .catch((error: unknown) => isPlatformError(error, 'remote-config/disposed') || reportUncaught(error));
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
    Services,
    selectContent: ({ type, id }) =>
      void platform.services.analytics
        .logEvent('select_content', { content_type: type, content_id: id })
        .catch(() => undefined),
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
        {platform.services.rtdb && <DatabaseStatus />}
      </Services>
    ),
    Analytics: () => (
      <Services>
        <StarterScreenView />
        <ConsentBanner />
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
    Notes: () => (
      <Services>
        <NotesPanel persistenceNotice={platform.persistenceNotice} />
      </Services>
    ),
    Notifications: () => (
      <Services>
        <NotificationsPanel onSendTestMessage={platform.sendTestMessage} />
      </Services>
    ),
  };
}
