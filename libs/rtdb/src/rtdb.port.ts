import type { PlatformError } from '@platform/core';
import type { RtdbErrorCode } from './rtdb.errors.js';
import type {
  RtdbChildEvent,
  RtdbConnectionState,
  RtdbOnDisconnect,
  RtdbPath,
  RtdbQuery,
  RtdbRead,
  RtdbReadOptions,
  RtdbSetOptions,
  RtdbSnapshot,
  RtdbTransactionResult,
  Unsubscribe,
} from './rtdb.types.js';

/** Hears a listener's failure, as a typed error; the listener is closed after it. */
export type RtdbErrorListener = (error: PlatformError<RtdbErrorCode>) => void;

/**
 * The Realtime Database, shaped around what apps need.
 *
 * Paths, keys, values, priorities and queries are checked as the SDK checks them, before anything is sent: bad input
 * rejects (or, for listeners, reaches `onError`) with `rtdb/invalid-path`, `rtdb/invalid-key`, `rtdb/invalid-value`,
 * `rtdb/invalid-priority`, `rtdb/invalid-query` or `rtdb/write-too-large`, with the SDK's reason in
 * `customData.reason`. Every other failure is a `PlatformError` whose code is a {@link RtdbErrorCode}.
 */
export interface RtdbPort {
  /**
   * Reads the value at `path` once over the realtime connection; when that gives no answer in time, reads it over
   * REST (with the user's ID token and App Check token when there are any), retrying 429, 500, 503 and 504 with
   * back-off. The result names the route that served it. A read always ends: when neither route answers in time it
   * rejects with `rtdb/timeout`, and with `rtdb/aborted` as soon as `options.signal` fires.
   */
  read(path: RtdbPath, options?: RtdbReadOptions): Promise<RtdbRead>;
  /** Replaces the value at `path`; `null` removes it. */
  set(path: RtdbPath, value: unknown, options?: RtdbSetOptions): Promise<void>;
  /** Writes every `relative/path: value` pair of `values` below `path` at once; `null` removes a child. */
  update(path: RtdbPath, values: Readonly<Record<string, unknown>>): Promise<void>;
  /** Adds `value` under a new chronologically ordered key, and resolves with that key. */
  push(path: RtdbPath, value: unknown): Promise<{ readonly key: string }>;
  /** Removes the value at `path` and everything below it. */
  remove(path: RtdbPath): Promise<void>;
  /**
   * Runs `update` on the current value and writes what it returns, again on a newer value if another write came
   * first. Returning `undefined` aborts: nothing is written and the result is `committed: false`.
   */
  transaction(path: RtdbPath, update: (current: unknown) => unknown): Promise<RtdbTransactionResult>;
  /** Calls `listener` with the value at `path` (filtered by `query`) now and after every change. */
  onValue(
    path: RtdbPath,
    listener: (snapshot: RtdbSnapshot) => void,
    onError?: RtdbErrorListener,
    query?: RtdbQuery,
  ): Unsubscribe;
  /**
   * Calls `listener` for every child event under `path` in `query`'s order: `added` for each existing child first,
   * then `added`, `changed`, `removed` and `moved` as they happen, each with the key of the child before it.
   */
  onChild(
    path: RtdbPath,
    listener: (event: RtdbChildEvent) => void,
    onError?: RtdbErrorListener,
    query?: RtdbQuery,
  ): Unsubscribe;
  /** The writes to make at `path` when this client disconnects. */
  onDisconnect(path: RtdbPath): RtdbOnDisconnect;
  /** The connection state now, synchronously: disconnected with no offset until the adapter has connected. */
  currentConnection(): RtdbConnectionState;
  /** Calls `listener` with the connection state now and on every change; connects if nobody has yet. */
  watchConnection(listener: (state: RtdbConnectionState) => void, onError?: RtdbErrorListener): Unsubscribe;
  /** Closes the realtime connection; the server runs this client's disconnect writes. */
  goOffline(): Promise<void>;
  /** Opens the realtime connection again after {@link RtdbPort.goOffline}. */
  goOnline(): Promise<void>;
  /**
   * Releases the adapter: listeners hear nothing more, and later calls reject with `rtdb/disposed`. The Firebase
   * app itself belongs to the caller.
   */
  dispose(): Promise<void>;
}
