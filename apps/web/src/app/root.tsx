import type { PlatformSettings, PlatformSettingsResult } from '@platform/core';
import { PlatformProvider } from '@platform/react';
import { lazy, Suspense, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { AccountPending, AppCheckPending, ServiceUnavailable } from '../starter/service-placeholders';
import { StarterView, type SelectedContent, type StarterViewProps } from '../starter/starter-view';
import { afterFirstPaint } from './after-first-paint';
import type { DriverServices, Platform } from './platform';
import type { PlatformSlots } from './platform-slots';

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

/** The listener panel's toggle, under the memory and emulator drivers of a build that offers it; the panel itself loads on its first click. */
const devtoolsToggleOf = (settings: PlatformSettings) =>
  DEVTOOLS_BUILD && settings.driver !== 'firebase'
    ? () => import('./devtools-toggle').then((loaded) => loaded.DevtoolsToggle)
    : null;

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

/** What the platform's areas show until it is in: the same view as without the platform. */
const PLACEHOLDERS: PlatformSlots = { account: <AccountPending />, appCheckStatus: <AppCheckPending /> };

/** What the areas show if the platform's code cannot be loaded at all. */
const UNAVAILABLE: PlatformSlots = {
  account: <ServiceUnavailable service="Sign-in" />,
  appCheckStatus: <ServiceUnavailable service="App Check" />,
};

/**
 * Renders the starter view with its placeholders first and, once React has committed it, calls `onCommit`; then renders
 * it with the slots that `slots` settles to. The view's first render holds no lazy area, so nothing in it suspends;
 * the areas mount once it is on the screen, in the same view, so nothing in it is rendered again from scratch.
 */
function OncePainted({
  onCommit,
  slots,
  view,
}: {
  readonly onCommit: () => void;
  readonly slots: Promise<PlatformSlots>;
  readonly view: Omit<StarterViewProps, keyof PlatformSlots>;
}): ReactNode {
  const [filled, setFilled] = useState<PlatformSlots>(PLACEHOLDERS);
  useEffect(() => {
    let mounted = true;
    onCommit();
    void slots.then(
      (loaded) => mounted && setFilled(loaded),
      () => mounted && setFilled(UNAVAILABLE),
    );
    return () => {
      mounted = false;
    };
  }, [onCommit, slots]);
  return <StarterView {...view} {...filled} />;
}

/**
 * The composition root: takes the settings (read when the app was built, see
 * `settings-module.ts`) and returns the starter view inside the app's one
 * `PlatformProvider`, which paints at once: its first render holds no lazy
 * area, and nothing of the platform is in the entry chunk. Once the view has
 * painted, the platform is loaded from here: the chosen driver's adapters (a
 * chunk per driver), the areas that use them, and the view's slots that show
 * them. It is built once, outside React, and the provider is given the
 * promise of its services, so any component below it can use a hook once
 * they arrive; until then, the Account area and the App Check status show
 * that they are starting. Clicks on resource cards and next steps are logged
 * as `select_content`, and the analytics area adds the screen view and the
 * consent banner. A bad configuration yields a panel that names every key at
 * fault instead.
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
  const slots = painted
    .then(() => import('./platform-slots'))
    .then((loaded) => loaded.platformSlots(areas, devtoolsToggleOf(settings)));
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
        <OncePainted onCommit={committed} slots={slots} view={view} />
      </PlatformProvider>
    ),
  };
}
