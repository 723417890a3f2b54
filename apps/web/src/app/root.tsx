import type { PlatformSettings, PlatformSettingsResult } from '@platform/core';
import { PlatformProvider } from '@platform/react';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { AccountPending, AppCheckPending, ServiceUnavailable } from '../starter/service-placeholders';
import { StarterView, type SelectedContent } from '../starter/starter-view';
import { Welcome } from '../starter/welcome';
import { afterFirstPaint } from './after-first-paint';
import type { DriverServices, Platform } from './platform';
import type { PlatformAreas } from './platform-areas';

/** The composed app: the element to render, and the platform behind it (none when the config is bad). */
export interface ComposedApp {
  readonly element: ReactElement;
  /**
   * The platform, loaded once the element is on the page and has painted (so never before it is rendered); rejects if
   * its code cannot be loaded.
   */
  readonly platform: Promise<Platform> | null;
}

const projectIdOf = (settings: PlatformSettings) =>
  settings.driver === 'memory' ? settings.projectId : settings.firebase.projectId;

/** Shown instead of the starter view only for a bad configuration, so it stays out of the first load otherwise. */
const ConfigErrorPanel = lazy(() =>
  import('../starter/config-error-panel').then((loaded) => ({ default: loaded.ConfigErrorPanel })),
);

/** The chosen driver's adapters, each driver in a chunk of its own. */
const loadDriverServices = (settings: PlatformSettings): Promise<DriverServices> =>
  settings.driver === 'memory'
    ? import('./memory-services').then((loaded) => loaded.createMemoryServices(settings))
    : import('./firebase-services').then((loaded) => loaded.loadFirebaseServices(settings));

/**
 * Whether this build may offer the listener panel: development, or a build made for the memory or emulator driver by
 * name. Vite inlines the variable, so a build for the `firebase` driver drops the panel's import and holds none of it.
 */
const DEVTOOLS_BUILD =
  import.meta.env.DEV ||
  import.meta.env.VITE_PLATFORM_DRIVER === 'memory' ||
  import.meta.env.VITE_PLATFORM_DRIVER === 'emulator';

/**
 * The driver's adapters; metered, with the meters on `window.__platformCost`, where the listener panel is offered. A
 * build for the `firebase` driver drops the meters' chunk, as it does the panel's.
 */
const loadServices: (settings: PlatformSettings) => Promise<DriverServices> = DEVTOOLS_BUILD
  ? (settings) => {
      const { driver } = settings;
      if (driver === 'firebase') return loadDriverServices(settings);
      return Promise.all([loadDriverServices(settings), import('./cost-global')]).then(([loaded, { withCostGlobal }]) =>
        withCostGlobal(loaded, driver),
      );
    }
  : loadDriverServices;

/**
 * Renders `placeholder` first and, once React has committed it, calls `onCommit`; then renders `children` when
 * `painted` settles. The starter view's first render holds no lazy area, so nothing in it suspends, and its areas
 * mount once it is on the screen.
 */
function OncePainted({
  onCommit,
  painted,
  placeholder,
  children,
}: {
  readonly onCommit: () => void;
  readonly painted: Promise<void>;
  readonly placeholder: ReactNode;
  readonly children: ReactNode;
}): ReactNode {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    onCommit();
    void painted.then(() => mounted && setPainted(true));
    return () => {
      mounted = false;
    };
  }, [onCommit, painted]);
  return isPainted ? children : placeholder;
}

/** A component that renders one area once the platform module is in, or says that it could not be loaded. */
function lazyArea(areas: Promise<PlatformAreas>, pick: (loaded: PlatformAreas) => ComponentType, service: string) {
  const Unavailable = () => <ServiceUnavailable service={service} />;
  return lazy<ComponentType>(() =>
    areas.then(
      (loaded) => ({ default: pick(loaded) }),
      () => ({ default: Unavailable }),
    ),
  );
}

/**
 * The composition root: takes the settings (read when the app was built, see
 * `settings-module.ts`) and returns the starter view inside the app's one
 * `PlatformProvider`, which paints at once: its first render holds no lazy
 * area, and the areas mount once it has painted. The
 * platform is loaded from here, once the starter view has painted: the
 * chosen driver's adapters (a chunk per driver) and the areas that use them.
 * It is built once, outside React, and the provider is given the promise of
 * its services, so any component below it can use a hook once they arrive;
 * until then, the Account area and the App Check status show that they are
 * starting. Clicks on resource cards and next steps are logged as
 * `select_content`, and the analytics area adds the screen view and the
 * consent banner. A bad configuration yields a panel that names every key
 * at fault instead.
 */
export function composeApp(result: PlatformSettingsResult): ComposedApp {
  if (!result.ok) {
    const element = (
      <Suspense>
        <ConfigErrorPanel error={result.error} />
      </Suspense>
    );
    return { platform: null, element };
  }
  const { settings } = result;
  // The platform's chunks are requested once the starter view has painted, so they do not compete with it: React
  // renders the view in a task of its own after this, so the wait for a painted frame starts once it has committed.
  let committed = (): void => undefined;
  const painted = new Promise<void>((resolve) => {
    committed = resolve;
  }).then(afterFirstPaint);
  const areas = painted
    .then(() => Promise.all([import('./platform-areas'), loadServices(settings)]))
    .then(([loaded, services]) => loaded.createPlatformAreas(settings, services));
  const platform = areas.then((loaded) => loaded.platform);
  // A failed load reaches the page through the areas; this handler only keeps it from being reported as unhandled.
  platform.catch(() => undefined);
  const Account = lazyArea(areas, (loaded) => loaded.Account, 'Sign-in');
  const AppCheck = lazyArea(areas, (loaded) => loaded.AppCheck, 'App Check');
  const Analytics = lazyArea(areas, (loaded) => loaded.Analytics, 'Analytics');
  const Notes = lazyArea(areas, (loaded) => loaded.Notes, 'Notes');
  const Notifications = lazyArea(areas, (loaded) => loaded.Notifications, 'Notifications');
  // The welcome is the app's own until Remote Config answers, and stays so if the platform cannot be loaded.
  const RemoteWelcome = lazy<ComponentType>(() =>
    areas.then(
      (loaded) => ({ default: loaded.Welcome }),
      () => ({ default: Welcome }),
    ),
  );
  // Debug builds only: a production build leaves this area out.
  // The listener panel's toggle, under the memory and emulator drivers; the panel itself loads on its first click.
  const Devtools =
    DEVTOOLS_BUILD && settings.driver !== 'firebase'
      ? lazy<ComponentType>(() =>
          Promise.all([areas, painted.then(() => import('./devtools-toggle'))]).then(
            ([, { DevtoolsToggle }]) => ({ default: DevtoolsToggle }),
            // Without the platform there is nothing to inspect; the service areas say what could not load.
            () => ({ default: () => null }),
          ),
        )
      : null;
  const InstallationId = import.meta.env.DEV
    ? lazyArea(areas, (loaded) => loaded.InstallationId, 'Installations')
    : null;
  // Both renders of the view share these; a click before the platform is in is logged once it arrives.
  const view = {
    driver: settings.driver,
    projectId: projectIdOf(settings),
    onSelectContent: (content: SelectedContent) =>
      void areas.then(
        (loaded) => loaded.selectContent(content),
        () => undefined,
      ),
  };
  return {
    platform,
    element: (
      <PlatformProvider services={platform.then((loaded) => loaded.services)}>
        {/* What the areas show until the platform is in, without them: the view's first render suspends nowhere. */}
        <OncePainted
          onCommit={committed}
          painted={painted}
          placeholder={<StarterView {...view} account={<AccountPending />} appCheckStatus={<AppCheckPending />} />}
        >
          <StarterView
            {...view}
            devtools={
              Devtools && (
                <Suspense>
                  <Devtools />
                </Suspense>
              )
            }
            account={
              <Suspense fallback={<AccountPending />}>
                <Account />
              </Suspense>
            }
            appCheckStatus={
              <Suspense fallback={<AppCheckPending />}>
                <AppCheck />
              </Suspense>
            }
            analytics={
              <Suspense>
                <Analytics />
              </Suspense>
            }
            welcome={
              <Suspense fallback={<Welcome />}>
                <RemoteWelcome />
              </Suspense>
            }
            notes={
              <Suspense>
                <Notes />
              </Suspense>
            }
            notifications={
              <Suspense>
                <Notifications />
              </Suspense>
            }
            installationId={
              InstallationId && (
                <Suspense>
                  <InstallationId />
                </Suspense>
              )
            }
          />
        </OncePainted>
      </PlatformProvider>
    ),
  };
}
