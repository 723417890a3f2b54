import type { RtdbConnectionState } from '../rtdb.types.js';

/** The state before the adapter has connected. */
export const NOT_CONNECTED: RtdbConnectionState = Object.freeze({ connected: false, serverTimeOffsetMs: 0 });

/** Whether two connection states say the same. */
export const sameConnection = (a: RtdbConnectionState, b: RtdbConnectionState): boolean =>
  a.connected === b.connected && a.serverTimeOffsetMs === b.serverTimeOffsetMs;
