import type { PlatformError } from '@platform/core';
import type { ConfigKey, ValueOf } from './config-schema.js';
import type { RemoteConfigErrorCode, RemoteConfigFetchErrorCode } from './remote-config.errors.js';

/**
 * Where a value came from: `remote` is an activated value from the server,
 * `default` the app's declared default (nothing remote is active for the key),
 * and `static` the declared default used because the remote value could not be
 * read as the key's type (see {@link ConfigValue.problem}).
 */
export type ValueSource = 'remote' | 'default' | 'static';

/** One typed value and its source. */
export interface ConfigValue<T> {
  /** The value, always of the key's type. */
  readonly value: T;
  /** Where it came from. */
  readonly source: ValueSource;
  /** Why the remote value was not used, when `source` is `static`. */
  readonly problem?: string;
}

/** Every key of a schema with its typed value. */
export type ConfigValues<S> = { readonly [K in ConfigKey<S>]: ConfigValue<ValueOf<S[K]>> };

/**
 * What a fetch came to. Failures are outcomes, not rejections: the app keeps
 * running on the values it had (the last activated ones, or the defaults).
 */
export type FetchOutcome =
  | {
      /** The server answered (with new values, or none changed). */
      readonly status: 'fetched';
      /** Whether new values became active (only `fetchAndActivate`). */
      readonly activated: boolean;
    }
  | {
      /** The last fetch is younger than the minimum fetch interval, so no request was made. */
      readonly status: 'cached';
      /** Whether values fetched earlier became active (only `fetchAndActivate`). */
      readonly activated: boolean;
    }
  | {
      /** The fetch failed; the values in use did not change. */
      readonly status: 'failed';
      /** Why, with a typed code. */
      readonly error: PlatformError<RemoteConfigFetchErrorCode>;
    };

/** The last fetch, as `useConfigStatus` shows it. */
export interface ConfigStatus {
  /** How the last fetch ended. */
  readonly lastFetchStatus: 'no-fetch-yet' | 'success' | 'failure' | 'throttle';
  /** When the server last answered, in epoch milliseconds. */
  readonly lastFetchAt?: number;
  /** The last failure, until a fetch succeeds. */
  readonly lastError?: PlatformError<RemoteConfigFetchErrorCode>;
}

/** A realtime update: the server has new values for these keys; `activate()` makes them current. */
export interface ConfigUpdate {
  /** The keys whose values differ from the active ones. */
  readonly updatedKeys: readonly string[];
}

/** Hears realtime update failures. */
export type ConfigUpdateErrorListener = (error: PlatformError<RemoteConfigErrorCode>) => void;

/** How fetching behaves. */
export interface RemoteConfigSettings {
  /** How long one fetch may take before it fails with `remote-config/fetch-timeout`; 60 s by default. */
  readonly fetchTimeoutMs?: number;
  /**
   * A fetch this soon after the last one is served from the cache without a
   * request; 12 h by default. Use a short interval (even 0) in development only.
   */
  readonly minimumFetchIntervalMs?: number;
}

export type { Unsubscribe } from '@platform/core';
