import { useScreenView } from '@platform/analytics/react';
import { isPlatformError, reportUncaught, type Driver, type PlatformSettings } from '@platform/core';
import type { ComponentType } from 'react';
import { AccountErrorBoundary } from '../account/account-error-boundary';
import { AccountMenu } from '../account/account-menu';
import { AppCheckStatus } from '../starter/appcheck-status';
import { ConsentBanner } from '../starter/consent-banner';
import { InstallationId } from '../starter/installation-id';
import { NotificationsPanel } from '../starter/notifications-panel';
import { RemoteWelcome } from '../starter/remote-welcome';
import { DatabaseStatus } from '../starter/database-status';
import { UserStatus } from '../starter/user-status';
import { NotesPanel } from '../notes/notes-panel';
import type { SelectedContent } from '../starter/starter-view';
import { createPlatform, type DriverServices, type Platform } from './platform';

/** The parts of the starter view that need the platform's services, over one platform, for the app's provider. */
export interface PlatformAreas {
  /** The platform they run on. */
  readonly platform: Platform;
  /** The toolbar's account area. */
  readonly Account: ComponentType;
  /**
   * The footer's service status: App Check, and where the driver has a Realtime Database, its connection and the
   * signed-in user's status line.
   */
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

/** Where each driver keeps the notes, as the Notes panel tells a visitor. */
const NOTES_STORED_IN: Readonly<Record<Driver, string>> = {
  memory: 'this browser tab',
  emulator: 'the Firestore emulator on this machine',
  firebase: 'Firestore',
};

/**
 * Builds the platform over one driver's services, and the areas that show it. The areas render below the app's one
 * `PlatformProvider`, which holds these services, so they share its store and its subscriptions.
 */
export function createPlatformAreas(settings: PlatformSettings, services: DriverServices): PlatformAreas {
  const platform = createPlatform(settings, services);
  fetchRemoteConfig(platform);
  return {
    platform,
    selectContent: ({ type, id }) =>
      void platform.services.analytics
        .logEvent('select_content', { content_type: type, content_id: id })
        .catch(() => undefined),
    Account: () => (
      <AccountErrorBoundary>
        <AccountMenu />
      </AccountErrorBoundary>
    ),
    AppCheck: () => (
      <>
        <AppCheckStatus
          driver={platform.settings.driver}
          provider={platform.appCheckProvider}
          activation={platform.appCheckActivation}
        />
        {platform.services.rtdb && (
          <>
            <DatabaseStatus />
            <UserStatus />
          </>
        )}
      </>
    ),
    Analytics: () => (
      <>
        <StarterScreenView />
        <ConsentBanner />
      </>
    ),
    Welcome: RemoteWelcome,
    InstallationId,
    Notes: () => (
      <NotesPanel persistenceNotice={platform.persistenceNotice} storedIn={NOTES_STORED_IN[platform.settings.driver]} />
    ),
    Notifications: () => <NotificationsPanel onSendTestMessage={platform.sendTestMessage} />,
  };
}
