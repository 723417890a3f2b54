import { createSdkListeners, type PlatformError } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
// Imported statically, so that the bundler ships the SDK in this implementation's own lazy chunk.
import * as sdk from 'firebase/remote-config';
import type { RemoteConfig } from 'firebase/remote-config';
import type { ConfigSchema } from '../config-schema.js';
import { applyRemoteTexts, createActiveValues, type RemoteTexts } from '../internal/active-values.js';
import { createFetchStatus, recordFailure, recordSuccess, restoreStatus } from '../internal/fetch-status.js';
import { disposedError } from '../internal/lifecycle-errors.js';
import { readMembers } from '../internal/read-members.js';
import { resolveSettings } from '../internal/settings.js';
import {
  isFetchErrorCode,
  toRemoteConfigError,
  type RemoteConfigErrorCode,
  type RemoteConfigFetchErrorCode,
} from '../remote-config.errors.js';
import type { RemoteConfigPort } from '../remote-config.port.js';
import type { ConfigUpdate, FetchOutcome, RemoteConfigSettings } from '../remote-config.types.js';

/** What `createFirebaseRemoteConfig` needs. */
export interface FirebaseRemoteConfigDeps<S extends ConfigSchema> {
  /** The Firebase app; it is initialized on the adapter's first call. */
  readonly app: FirebaseAppHandle;
  /** The app's schema, from `defineConfig`. */
  readonly schema: S;
  /** Fetch timeout and minimum fetch interval; the SDK's 60 s and 12 h by default. */
  readonly settings?: RemoteConfigSettings;
}

const remoteTexts = (rc: RemoteConfig): RemoteTexts =>
  Object.fromEntries(
    Object.entries(sdk.getAll(rc))
      .filter(([, value]) => value.getSource() === 'remote')
      .map(([key, value]) => [key, value.asString()]),
  );

/**
 * The Firebase Remote Config implementation, loaded by the facade in one chunk
 * with `firebase/remote-config`. The SDK keeps its own rules (minimum fetch
 * interval, back-off with the pause kept in IndexedDB, realtime stream); this
 * adapter reads its values through the schema and turns fetch failures into outcomes.
 */
export function createRemoteConfigImplementation<S extends ConfigSchema>({
  app,
  schema,
  settings: given,
}: FirebaseRemoteConfigDeps<S>): RemoteConfigPort<S> {
  const settings = resolveSettings(given);
  const values = createActiveValues(schema);
  const status = createFetchStatus();
  let disposed = false;
  let initialized = false;

  /** Takes the values and status of the last session from the SDK's storage, once. */
  const restore = (rc: RemoteConfig) => {
    if (initialized) return;
    initialized = true;
    applyRemoteTexts(values, schema, remoteTexts(rc));
    const fetchedAt = rc.fetchTimeMillis;
    if (rc.lastFetchStatus !== 'no-fetch-yet') {
      restoreStatus(status, rc.lastFetchStatus, fetchedAt > 0 ? fetchedAt : undefined);
    }
  };

  const instance = async (): Promise<RemoteConfig> => {
    if (disposed) throw disposedError();
    const rc = sdk.getRemoteConfig(await app.getApp());
    rc.settings = {
      fetchTimeoutMillis: settings.fetchTimeoutMs,
      minimumFetchIntervalMillis: settings.minimumFetchIntervalMs,
    };
    await sdk.ensureInitialized(rc);
    restore(rc);
    return rc;
  };

  /** Runs `work` on the instance; SDK failures become typed errors. */
  const call = async <T>(work: (rc: RemoteConfig) => Promise<T>): Promise<T> => {
    try {
      return await work(await instance());
    } catch (error) {
      throw toRemoteConfigError(error);
    }
  };

  const activate = (rc: RemoteConfig) =>
    sdk.activate(rc).then((activated) => {
      applyRemoteTexts(values, schema, remoteTexts(rc));
      return activated;
    });

  const run = async (andActivate: boolean): Promise<FetchOutcome> => {
    try {
      return await call(async (rc) => {
        const before = rc.fetchTimeMillis;
        await sdk.fetchConfig(rc);
        const asked = rc.fetchTimeMillis !== before;
        recordSuccess(status, asked ? rc.fetchTimeMillis : undefined);
        return { status: asked ? 'fetched' : 'cached', activated: andActivate && (await activate(rc)) };
      });
    } catch (error) {
      const typed = error as PlatformError;
      if (!isFetchErrorCode(typed.code)) throw typed;
      return recordFailure(status, typed as PlatformError<RemoteConfigFetchErrorCode>);
    }
  };

  // Every update is delivered, even one equal to the last. A stream the SDK ends with an error is not kept: the next
  // listener opens a new one.
  const updates = createSdkListeners<ConfigUpdate, PlatformError<RemoteConfigErrorCode>>({
    equals: () => false,
    open: async ({ emit, lost }) =>
      sdk.onConfigUpdate(await instance(), {
        next: (update) => emit({ updatedKeys: [...update.getUpdatedKeys()] }),
        error: (error) => lost(toRemoteConfigError(error)),
        complete: () => undefined,
      }),
    toError: toRemoteConfigError,
  });

  return {
    ...readMembers(schema, values, status),
    ensureInitialized: () => call(async () => undefined),
    fetch: () => run(false),
    activate: () => call(activate),
    fetchAndActivate: () => run(true),
    onConfigUpdate: (listener, onError) => updates.add(listener, onError),
    async dispose() {
      disposed = true;
      updates.close();
      await updates.settled();
    },
  };
}
