import { createFirebaseErrorMapper, defineErrors, type PlatformError } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
// Handed to the app handle, so that `firebase/app` ships in this implementation's chunk rather than a chunk apart.
import { appSdk } from '@platform/core/firebase/sdk';
// Imported statically, so that the bundler ships the SDK in this implementation's own lazy chunk.
import {
  activate,
  ensureInitialized,
  fetchConfig,
  getAll,
  getRemoteConfig,
  type RemoteConfig,
} from 'firebase/remote-config';
import type { ConfigSchema } from '../config-schema.js';
import { applyRemoteTexts, createActiveValues, type RemoteTexts } from '../internal/active-values.js';
import {
  FETCH_ERROR_MESSAGES,
  FETCH_SDK_CODES,
  isFetchErrorCode,
  type RemoteConfigFetchErrorCode,
} from '../internal/fetch-errors.js';
import { createFetchStatus, recordFailure, recordSuccess, restoreStatus } from '../internal/fetch-status.js';
import { disposedError } from '../internal/lifecycle-errors.js';
import { readMembers } from '../internal/read-members.js';
import type { RemoteConfigPort } from '../remote-config.port.js';
import type { FetchOutcome, RemoteConfigSettings } from '../remote-config.types.js';

/** What `createFirebaseRemoteConfig` needs. */
export interface FirebaseRemoteConfigDeps<S extends ConfigSchema> {
  /** The Firebase app; it is initialized on the first asynchronous call. */
  readonly app: FirebaseAppHandle;
  /** The keys the app reads, with their defaults and types (`defineConfig`). */
  readonly schema: S;
  /** The SDK's timings; by default a 60 s fetch timeout and a 12 h minimum fetch interval. */
  readonly settings?: RemoteConfigSettings;
}

/**
 * The implementation chunk's port: everything but the realtime stream, which is a part of its own
 * (`./config-updates.ts`), plus the SDK instance it shares with that part.
 */
export interface RemoteConfigImplementation<S extends ConfigSchema>
  extends Omit<RemoteConfigPort<S>, 'onConfigUpdate'> {
  /** The SDK's Remote Config, set up and initialized; rejects with a typed error. */
  instance(): Promise<RemoteConfig>;
}

/**
 * Maps what a fetch, an activation or the SDK's start can throw; only those codes' messages ship with this chunk. The
 * realtime part imports it from here, so that the bundler keeps the SDK and what both share in this chunk.
 */
export const toFetchError = createFirebaseErrorMapper({
  catalog: defineErrors('remote-config', FETCH_ERROR_MESSAGES),
  codes: FETCH_SDK_CODES,
  fallback: 'remote-config/unknown',
});

const remoteTexts = (rc: RemoteConfig): RemoteTexts =>
  Object.fromEntries(
    Object.entries(getAll(rc))
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
  settings = {},
}: FirebaseRemoteConfigDeps<S>): RemoteConfigImplementation<S> {
  const values = createActiveValues(schema);
  const status = createFetchStatus();
  let disposed = false;
  let initialized = false;

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
    const rc = getRemoteConfig(await app.getApp(appSdk));
    // The SDK's own defaults are PROVIDER_CONSTANTS.remoteConfig (60 s, 12 h); a setting the app gave replaces one.
    rc.settings = {
      fetchTimeoutMillis: settings.fetchTimeoutMs ?? rc.settings.fetchTimeoutMillis,
      minimumFetchIntervalMillis: settings.minimumFetchIntervalMs ?? rc.settings.minimumFetchIntervalMillis,
    };
    await ensureInitialized(rc);
    restore(rc);
    return rc;
  };

  const call = async <T>(work: (rc: RemoteConfig) => Promise<T>): Promise<T> => {
    try {
      return await work(await instance());
    } catch (error) {
      throw toFetchError(error);
    }
  };

  const activateValues = (rc: RemoteConfig) =>
    activate(rc).then((activated) => {
      applyRemoteTexts(values, schema, remoteTexts(rc));
      return activated;
    });

  const run = async (andActivate: boolean): Promise<FetchOutcome> => {
    try {
      return await call(async (rc) => {
        const before = rc.fetchTimeMillis;
        await fetchConfig(rc);
        const asked = rc.fetchTimeMillis !== before;
        recordSuccess(status, asked ? rc.fetchTimeMillis : undefined);
        return { status: asked ? 'fetched' : 'cached', activated: andActivate && (await activateValues(rc)) };
      });
    } catch (error) {
      const typed = error as PlatformError;
      if (!isFetchErrorCode(typed.code)) throw typed;
      return recordFailure(status, typed as PlatformError<RemoteConfigFetchErrorCode>);
    }
  };

  return {
    ...readMembers(schema, values, status),
    instance: () => call(async (rc) => rc),
    ensureInitialized: () => call(async () => undefined),
    fetch: () => run(false),
    activate: () => call(activateValues),
    fetchAndActivate: () => run(true),
    async dispose() {
      disposed = true;
    },
  };
}
