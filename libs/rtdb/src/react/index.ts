export type { RtdbListItem } from './list-items.js';
export { useConnectionState } from './use-connection-state.js';
export { useList } from './use-list.js';
export { useRtdb } from './use-rtdb.js';
export { useValue } from './use-value.js';
export { prefetchValue } from './prefetch.js';
