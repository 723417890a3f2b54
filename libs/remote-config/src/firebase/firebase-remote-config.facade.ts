import { callListener, lazyImplementation, type PlatformError } from '@platform/core';
import type { ConfigSchema } from '../config-schema.js';
import { checkSettings } from '../internal/check-settings.js';
import { defaultValues } from '../internal/default-values.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import type { RemoteConfigErrorCode, RemoteConfigFetchErrorCode } from '../remote-config.errors.js';
import type { RemoteConfigPort } from '../remote-config.port.js';
import type { ConfigStatus, ConfigValues, FetchOutcome } from '../remote-config.types.js';
import type { FirebaseRemoteConfigDeps, RemoteConfigImplementation } from './firebase-remote-config.js';

/**
 * Creates the Firebase Remote Config adapter. This is its whole eager cost:
 * until the first asynchronous call loads the implementation in one chunk with
 * `firebase/remote-config`, values are the defaults and nothing has been
 * fetched. A chunk that cannot be loaded is a failed fetch
 * (`remote-config/unavailable`), so start-up carries on with the defaults, and
 * the next call tries again. The realtime stream (`onConfigUpdate`) is a
 * part in a chunk of its own, loaded with the implementation in the same round
 * by its first listener, so an app that only fetches never downloads it. Throws
 * `remote-config/invalid-settings` for a negative or non-finite duration.
 */
export function createFirebaseRemoteConfig<S extends ConfigSchema>(
  deps: FirebaseRemoteConfigDeps<S>,
): RemoteConfigPort<S> {
  checkSettings(deps.settings);
  const { schema } = deps;
  let defaults: ConfigValues<S> | undefined;
  let status: ConfigStatus = { lastFetchStatus: 'no-fetch-yet' };
  const statusListeners = new Set<(status: ConfigStatus) => void>();
  const implementation = lazyImplementation(
    () => import('./firebase-remote-config.js').then((loaded) => loaded.createRemoteConfigImplementation(deps)),
    { errors: lifecycle },
  );
  const updates = implementation.part(() =>
    import('./config-updates.js').then((chunk) => chunk.createConfigUpdates<S>),
  );
  const loaded = () => implementation.current();
  const load = () => implementation.load();
  const getAll = () => loaded()?.getAll() ?? (defaults ??= defaultValues(schema));

  const fetching = (run: (port: RemoteConfigImplementation<S>) => Promise<FetchOutcome>): Promise<FetchOutcome> =>
    load().then(run, (error: PlatformError<RemoteConfigFetchErrorCode>) => {
      if (error.code !== 'remote-config/unavailable') throw error;
      status = { lastFetchStatus: 'failure', lastError: error };
      for (const listener of statusListeners) callListener(listener, status);
      return { status: 'failed', error };
    });

  // No forwardMethods: reads answer with the defaults until the chunk arrives, and a failed load is a failed fetch.
  return {
    schema,
    getValue: (key) => getAll()[key],
    getAll,
    watchValues: (listener) => implementation.whenLoaded((port) => port.watchValues(listener)),
    getStatus: () => loaded()?.getStatus() ?? status,
    watchStatus(listener) {
      statusListeners.add(listener);
      const detach = implementation.whenLoaded((port) => {
        statusListeners.delete(listener);
        return port.watchStatus(listener);
      });
      return () => {
        statusListeners.delete(listener);
        detach();
      };
    },
    ensureInitialized: () => load().then((port) => port.ensureInitialized()),
    fetch: () => fetching((port) => port.fetch()),
    activate: () => load().then((port) => port.activate()),
    fetchAndActivate: () => fetching((port) => port.fetchAndActivate()),
    onConfigUpdate(listener, onError) {
      updates.load().catch((error: PlatformError<RemoteConfigErrorCode>) => onError?.(error));
      return updates.whenLoaded((part) => part.onConfigUpdate(listener, onError));
    },
    dispose: () => implementation.dispose(),
  };
}
