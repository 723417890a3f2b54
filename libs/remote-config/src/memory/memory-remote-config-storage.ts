import type { ConfigStatus } from '../remote-config.types.js';
import type { Template } from './memory-remote-config-server.js';

/** A pause after throttled fetches: when it ends, and how many throttled replies came in a row. */
export interface Throttle {
  /** When the pause ends, in epoch milliseconds on the adapter's clock. */
  readonly endsAt: number;
  /** How many throttled replies came in a row; each one lengthens the next pause. */
  readonly backoffCount: number;
}

/** What a browser keeps for Remote Config between sessions, as the SDK keeps it in IndexedDB. */
export interface MemoryRemoteConfigStorage {
  /** The active template. */
  active?: Template;
  /** The last fetched template. */
  fetched?: Template;
  /** When the server last answered. */
  lastFetchAt?: number;
  /** How the last fetch ended. */
  lastFetchStatus?: ConfigStatus['lastFetchStatus'];
  /** The pause after throttled fetches, until a fetch succeeds. */
  throttle?: Throttle;
}

/** Creates empty storage; give it to a second adapter to play a reload. */
export const createMemoryRemoteConfigStorage = (): MemoryRemoteConfigStorage => ({});
