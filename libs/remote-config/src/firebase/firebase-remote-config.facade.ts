import { isPlatformError, lazyImplementation, type PlatformError } from '@platform/core';
import type { ConfigSchema } from '../config-schema.js';
import { createActiveValues } from '../internal/active-values.js';
import { createFetchStatus, recordFailure } from '../internal/fetch-status.js';
import { disposedError, unavailableError } from '../internal/lifecycle-errors.js';
import { readMembers } from '../internal/read-members.js';
import { resolveSettings } from '../internal/settings.js';
import type { RemoteConfigErrorCode, RemoteConfigFetchErrorCode } from '../remote-config.errors.js';
import type { RemoteConfigPort } from '../remote-config.port.js';
import type { FetchOutcome } from '../remote-config.types.js';
import type { FirebaseRemoteConfigDeps } from './firebase-remote-config.js';

/**
 * Creates the Firebase Remote Config adapter. This is its whole eager cost: the
 * values (defaults until something is activated) and the fetch status are
 * answered here at once; the first asynchronous call loads the implementation
 * in one chunk with `firebase/remote-config`. A chunk that cannot be loaded is a
 * failed fetch (`remote-config/unavailable`), so start-up carries on with the
 * defaults, and the next call tries again. Throws `remote-config/invalid-settings`
 * for a negative or non-finite duration.
 */
export function createFirebaseRemoteConfig<S extends ConfigSchema>({
  app,
  schema,
  settings,
}: FirebaseRemoteConfigDeps<S>): RemoteConfigPort<S> {
  const state = { app, schema, settings: resolveSettings(settings), values: createActiveValues(schema) };
  const status = createFetchStatus();
  let disposed = false;
  const implementation = lazyImplementation(
    () =>
      disposed
        ? Promise.reject(disposedError())
        : import('./firebase-remote-config.js').then((loaded) =>
            loaded.createFirebaseRemoteConfig<S>({ ...state, status }),
          ),
    { toError: (error) => (isPlatformError(error) ? error : unavailableError(error)) },
  );

  const load = () => implementation.load();
  const fetching = (run: (port: RemoteConfigPort<S>) => Promise<FetchOutcome>): Promise<FetchOutcome> =>
    load().then(run, (error: PlatformError) => {
      if (error.code !== 'remote-config/unavailable') throw error;
      return recordFailure(status, error as PlatformError<RemoteConfigFetchErrorCode>);
    });

  return {
    ...readMembers(schema, state.values, status),
    ensureInitialized: () => load().then((port) => port.ensureInitialized()),
    fetch: () => fetching((port) => port.fetch()),
    activate: () => load().then((port) => port.activate()),
    fetchAndActivate: () => fetching((port) => port.fetchAndActivate()),
    onConfigUpdate(listener, onError) {
      load().catch((error: PlatformError<RemoteConfigErrorCode>) => onError?.(error));
      return implementation.whenLoaded((port) => port.onConfigUpdate(listener, onError));
    },
    async dispose() {
      disposed = true;
      await implementation.current()?.dispose();
    },
  };
}
