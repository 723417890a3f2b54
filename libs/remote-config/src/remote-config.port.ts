import type { ConfigKey, ConfigSchema, ValueOf } from './config-schema.js';
import type {
  ConfigStatus,
  ConfigUpdate,
  ConfigUpdateErrorListener,
  ConfigValue,
  ConfigValues,
  FetchOutcome,
  Unsubscribe,
} from './remote-config.types.js';

/**
 * Remote Config over a typed schema (see `defineConfig`). Values are always
 * available and always of their key's type: the defaults until remote values
 * are activated, and whatever was active when a fetch fails. Fetches never
 * reject for a network or server failure; they return it as an outcome.
 *
 * Asynchronous methods reject only with `remote-config/disposed` or
 * `remote-config/app-deleted`.
 */
export interface RemoteConfigPort<S extends ConfigSchema = ConfigSchema> {
  /** The schema the port reads values with. */
  readonly schema: S;
  /** The typed value of `key` and its source, synchronously. */
  getValue<K extends ConfigKey<S>>(key: K): ConfigValue<ValueOf<S[K]>>;
  /** Every key's typed value; the same object until a value changes. */
  getAll(): ConfigValues<S>;
  /** Hears every key's value after each change: an activation, or values loaded from an earlier session. */
  watchValues(listener: (values: ConfigValues<S>) => void): Unsubscribe;
  /** The last fetch's status and time, synchronously. */
  getStatus(): ConfigStatus;
  /** Hears the status after each fetch. */
  watchStatus(listener: (status: ConfigStatus) => void): Unsubscribe;
  /**
   * Loads the values activated in an earlier session, and the status of its
   * last fetch, from the browser's storage. Every other asynchronous method
   * does this first too.
   */
  ensureInitialized(): Promise<void>;
  /**
   * Fetches the latest values without activating them. Inside the minimum
   * fetch interval no request is made (`cached`); a failure is `failed`, with
   * its typed error, and leaves the values in use untouched.
   */
  fetch(): Promise<FetchOutcome>;
  /** Makes the last fetched values current; `false` when there was nothing new to activate. */
  activate(): Promise<boolean>;
  /** {@link RemoteConfigPort.fetch}, then {@link RemoteConfigPort.activate} when it succeeded. */
  fetchAndActivate(): Promise<FetchOutcome>;
  /**
   * Hears realtime updates: the server published values that differ from the
   * active ones (already fetched, not yet active). Call `activate()` to use them.
   * Listening opens the realtime connection; the last unsubscribe closes it.
   */
  onConfigUpdate(listener: (update: ConfigUpdate) => void, onError?: ConfigUpdateErrorListener): Unsubscribe;
  /** Releases the adapter: listeners hear nothing more, and later calls reject with `remote-config/disposed`. */
  dispose(): Promise<void>;
}
