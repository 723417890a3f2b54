import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { AccountPending, AppCheckPending, ServiceUnavailable } from '../starter/service-placeholders';
import type { StarterViewProps } from '../starter/starter-view';
import { Welcome } from '../starter/welcome';
import type { PlatformAreas } from './platform-areas';

/** The starter view's slots that the platform fills. */
export type PlatformSlots = Pick<
  StarterViewProps,
  'account' | 'appCheckStatus' | 'analytics' | 'welcome' | 'notes' | 'notifications' | 'devtools' | 'installationId'
>;

/** One area in its Suspense boundary: `fallback` until `load` settles, `failed` if it rejects. */
function areaSlot<Loaded>(
  load: () => Promise<Loaded>,
  pick: (loaded: Loaded) => ComponentType,
  failed: ComponentType,
  fallback?: ReactNode,
): ReactNode {
  const Area = lazy<ComponentType>(() =>
    load().then(
      (loaded) => ({ default: pick(loaded) }),
      () => ({ default: failed }),
    ),
  );
  return (
    <Suspense fallback={fallback}>
      <Area />
    </Suspense>
  );
}

const unavailable = (service: string) =>
  function Unavailable() {
    return <ServiceUnavailable service={service} />;
  };

const nothing = () => null;

/**
 * The slots of the starter view once it has painted: each area shows what the view showed before (the account and
 * App Check placeholders, the app's own welcome) until the platform's areas are in, and says so if they cannot be
 * loaded. The listener panel's toggle comes where `loadDevtoolsToggle` is given; the installation id in development
 * only.
 */
export function platformSlots(
  areas: Promise<PlatformAreas>,
  loadDevtoolsToggle: (() => Promise<ComponentType>) | null,
): PlatformSlots {
  const from = () => areas;
  return {
    account: areaSlot(from, (loaded) => loaded.Account, unavailable('Sign-in'), <AccountPending />),
    appCheckStatus: areaSlot(from, (loaded) => loaded.AppCheck, unavailable('App Check'), <AppCheckPending />),
    analytics: areaSlot(from, (loaded) => loaded.Analytics, unavailable('Analytics')),
    // The welcome is the app's own until Remote Config answers, and stays so if the platform cannot be loaded.
    welcome: areaSlot(from, (loaded) => loaded.Welcome, Welcome, <Welcome />),
    notes: areaSlot(from, (loaded) => loaded.Notes, unavailable('Notes')),
    notifications: areaSlot(from, (loaded) => loaded.Notifications, unavailable('Notifications')),
    // Without the platform there is nothing to inspect; the service areas say what could not load.
    devtools: loadDevtoolsToggle
      ? areaSlot(
          () => Promise.all([areas, loadDevtoolsToggle()]),
          ([, Toggle]) => Toggle,
          nothing,
        )
      : null,
    installationId: import.meta.env.DEV
      ? areaSlot(from, (loaded) => loaded.InstallationId, unavailable('Installations'))
      : null,
  };
}
