import {
  createListenerSet,
  isRetryableStatus,
  sleep,
  systemClock,
  type Clock,
  type PlatformError,
} from '@platform/core';
import type { ConfigSchema } from '../config-schema.js';
import { applyRemoteTexts, createActiveValues, type RemoteTexts } from '../internal/active-values.js';
import { createFetchStatus, recordFailure, recordSuccess, restoreStatus } from '../internal/fetch-status.js';
import { disposedError } from '../internal/lifecycle-errors.js';
import { readMembers } from '../internal/read-members.js';
import { resolveSettings } from '../internal/settings.js';
import {
  isFetchErrorCode,
  remoteConfigErrors,
  type RemoteConfigErrorCode,
  type RemoteConfigFetchErrorCode,
} from '../remote-config.errors.js';
import type { RemoteConfigPort } from '../remote-config.port.js';
import type { ConfigUpdate, FetchOutcome, RemoteConfigSettings } from '../remote-config.types.js';
import { fetchBackoffMs } from './fetch-backoff.js';
import { createMemoryRemoteConfigServer, type MemoryRemoteConfigServer } from './memory-remote-config-server.js';
import { createMemoryRemoteConfigStorage, type MemoryRemoteConfigStorage } from './memory-remote-config-storage.js';

/** The longest random wait, in whole seconds, before the SDK fetches a version the realtime stream announced. */
const REALTIME_FETCH_DELAY_SECONDS = 4;

/** Options for {@link createMemoryRemoteConfig}. */
export interface MemoryRemoteConfigOptions<S extends ConfigSchema> {
  /** The app's schema, from `defineConfig`. */
  readonly schema: S;
  /** Fetch timeout and minimum fetch interval; the SDK's 60 s and 12 h by default. */
  readonly settings?: RemoteConfigSettings;
  /** The clock that times fetches, intervals and throttling; the system clock by default. */
  readonly clock?: Clock;
  /** The simulated server; share it between adapters. A new one by default. */
  readonly server?: MemoryRemoteConfigServer;
  /** The browser's storage; give a second adapter the same one to play a reload. Empty by default. */
  readonly storage?: MemoryRemoteConfigStorage;
  /** Numbers in [0, 1) for back-off jitter and the realtime fetch delay; `Math.random` by default. */
  readonly random?: () => number;
}

/** Steers a memory Remote Config from tests and offline demos. */
export interface MemoryRemoteConfigControl {
  /** The simulated server: `publish(values)` plays the console; `failNextFetches` injects fetch failures. */
  readonly server: MemoryRemoteConfigServer;
  /** The storage this adapter keeps its values in. */
  readonly storage: MemoryRemoteConfigStorage;
  /** Makes the next call to an asynchronous method fail with `code`: a fetch error as a failed outcome, others by rejecting. */
  failNext(code: RemoteConfigErrorCode): void;
  /** Behaves from now on as the Firebase adapter does once its app is deleted. */
  deleteApp(): void;
}

/** The in-memory Remote Config: the port plus its {@link MemoryRemoteConfigControl}. */
export interface MemoryRemoteConfig<S extends ConfigSchema> extends RemoteConfigPort<S> {
  /** The server, the storage and fault injection. */
  readonly control: MemoryRemoteConfigControl;
}

/**
 * Creates an in-memory Remote Config with the SDK's fetch rules on `clock`:
 * the minimum fetch interval, the fetch timeout, back-off after 429, 500, 503
 * and 504 until the timeout (and no request before the pause ends), and
 * realtime updates that fetch a published version after a random 0–3 s.
 */
export function createMemoryRemoteConfig<S extends ConfigSchema>({
  schema,
  settings,
  clock = systemClock,
  server = createMemoryRemoteConfigServer(() => clock.now()),
  storage = createMemoryRemoteConfigStorage(),
  random = Math.random,
}: MemoryRemoteConfigOptions<S>): MemoryRemoteConfig<S> {
  const { fetchTimeoutMs, minimumFetchIntervalMs } = resolveSettings(settings);
  const values = createActiveValues(schema);
  const status = createFetchStatus();
  const faults: RemoteConfigErrorCode[] = [];
  let appDeleted = false;
  let disposed = false;
  let stopRealtime: (() => void) | undefined;
  // Every update is delivered, even one equal to the last; the server is listened to only while someone listens.
  const updates = createListenerSet<ConfigUpdate, PlatformError<RemoteConfigErrorCode>>({
    equals: () => false,
    onSizeChange() {
      if (updates.size() > 0) stopRealtime ??= server.subscribe((version) => announce(version));
      else if (stopRealtime) {
        stopRealtime();
        stopRealtime = undefined;
      }
    },
  });

  let initialized = false;

  /** Takes the values and status of the last session from storage, once, as the SDK does on first use. */
  const restore = () => {
    if (initialized) return;
    initialized = true;
    applyRemoteTexts(values, schema, storage.active?.entries ?? {});
    if (storage.lastFetchStatus) restoreStatus(status, storage.lastFetchStatus, storage.lastFetchAt);
  };

  const check = (operation: string): void => {
    if (disposed) throw disposedError();
    const code = faults.shift();
    if (code) throw remoteConfigErrors.create(code, { customData: { operation, injected: true } });
    if (appDeleted) throw remoteConfigErrors.create('remote-config/app-deleted');
    restore();
  };

  const fetchError = (code: RemoteConfigFetchErrorCode, customData: Record<string, unknown> = {}) =>
    remoteConfigErrors.create(code, { customData });

  /** One request to the server, retried after throttled replies until `signal` aborts (the fetch timeout). */
  const request = async (signal: AbortSignal): Promise<void> => {
    let throttle = storage.throttle ?? { endsAt: clock.now(), backoffCount: 0 };
    for (;;) {
      const { endsAt } = throttle;
      if (endsAt > clock.now()) {
        await sleep(endsAt - clock.now(), { clock, signal }).catch(() => {
          throw fetchError('remote-config/fetch-throttle', { throttleEndTimeMillis: endsAt });
        });
      }
      const failure = server.receive();
      if (failure?.kind === 'hang') {
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        throw fetchError('remote-config/fetch-timeout');
      }
      if (failure?.kind === 'network') throw fetchError('remote-config/fetch-client-network');
      if (failure?.kind === 'parse') throw fetchError('remote-config/fetch-client-parse');
      if (failure?.kind === 'status' && !isRetryableStatus(failure.status)) {
        throw fetchError('remote-config/fetch-status', { httpStatus: failure.status });
      }
      if (failure?.kind === 'status') {
        throttle = {
          endsAt: clock.now() + fetchBackoffMs(throttle.backoffCount, random),
          backoffCount: throttle.backoffCount + 1,
        };
        storage.throttle = throttle;
        continue;
      }
      storage.throttle = undefined;
      const template = server.template();
      storage.lastFetchAt = clock.now();
      if (storage.fetched?.version !== template.version) storage.fetched = template;
      return;
    }
  };

  /** Fetches unless the last fetch is younger than `maxAgeMs`; returns whether the server was asked. */
  const fetchWithin = async (maxAgeMs: number): Promise<boolean> => {
    const { lastFetchAt } = storage;
    if (storage.fetched && lastFetchAt !== undefined && clock.now() - lastFetchAt <= maxAgeMs) return false;
    const controller = new AbortController();
    const timer = clock.setTimeout(() => controller.abort(), fetchTimeoutMs);
    try {
      await request(controller.signal);
      return true;
    } finally {
      clock.clearTimeout(timer);
    }
  };

  const fetch = async (): Promise<FetchOutcome> => {
    try {
      check('fetch');
      const asked = await fetchWithin(minimumFetchIntervalMs);
      storage.lastFetchStatus = 'success';
      recordSuccess(status, asked ? storage.lastFetchAt : undefined);
      return { status: asked ? 'fetched' : 'cached', activated: false };
    } catch (error) {
      if (!remoteConfigErrors.is(error) || !isFetchErrorCode(error.code)) throw error;
      storage.lastFetchStatus = error.code === 'remote-config/fetch-throttle' ? 'throttle' : 'failure';
      return recordFailure(status, error as PlatformError<RemoteConfigFetchErrorCode>);
    }
  };

  const activate = async (): Promise<boolean> => {
    check('activate');
    const { fetched, active } = storage;
    if (!fetched || fetched.version === 0 || fetched.version === active?.version) return false;
    storage.active = fetched;
    applyRemoteTexts(values, schema, fetched.entries);
    return true;
  };

  const changedKeys = (next: RemoteTexts, current: RemoteTexts) =>
    [...new Set([...Object.keys(next), ...Object.keys(current)])].filter((key) => next[key] !== current[key]);

  const announce = (version: number) => {
    const activeVersion = storage.active?.version;
    if (!activeVersion || version <= activeVersion) return;
    const delay = Math.floor(random() * REALTIME_FETCH_DELAY_SECONDS) * 1_000;
    clock.setTimeout(() => {
      fetchWithin(0).then(
        () => {
          const keys = changedKeys(storage.fetched?.entries ?? {}, storage.active?.entries ?? {});
          if (keys.length > 0) updates.emit({ updatedKeys: keys });
        },
        (cause: unknown) => updates.fail(remoteConfigErrors.create('remote-config/update-not-fetched', { cause })),
      );
    }, delay);
  };

  return {
    ...readMembers(schema, values, status),
    async ensureInitialized() {
      check('ensureInitialized');
    },
    fetch,
    activate,
    async fetchAndActivate() {
      const outcome = await fetch();
      if (outcome.status === 'failed') return outcome;
      return { ...outcome, activated: await activate() };
    },
    onConfigUpdate: (listener, onError) => updates.add(listener, onError),
    async dispose() {
      disposed = true;
      updates.close();
    },
    control: {
      server,
      storage,
      failNext(code) {
        faults.push(code);
      },
      deleteApp() {
        appDeleted = true;
      },
    },
  };
}
