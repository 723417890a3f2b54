export type { RtdbErrorListener, RtdbPort } from './rtdb.port.js';
export { rtdbErrors, toRtdbError, type RtdbErrorCode } from './rtdb.errors.js';
export { RTDB_LIMITS } from './internal/validate.js';
export {
  increment,
  isServerValue,
  serverTimestamp,
  type RtdbIncrement,
  type RtdbServerTimestamp,
} from './server-values.js';
export {
  createInfiniteList,
  type InfiniteList,
  type InfiniteListOptions,
  type InfiniteListState,
} from './infinite-list.js';
export type { RtdbListItem } from './internal/list-items.js';
export { meterRtdb } from './cost/meter-rtdb.js';
export { trackPresence, type PresenceOptions } from './presence.js';
export type {
  RtdbBound,
  RtdbChildEvent,
  RtdbConnectionState,
  RtdbOnDisconnect,
  RtdbOrderBy,
  RtdbPath,
  RtdbQuery,
  RtdbRead,
  RtdbReadOptions,
  RtdbReadRoute,
  RtdbSetOptions,
  RtdbSnapshot,
  RtdbTransactionResult,
  RtdbValue,
  Unsubscribe,
} from './rtdb.types.js';
