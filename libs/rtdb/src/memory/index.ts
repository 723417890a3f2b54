export { createMemoryRtdb, type MemoryRtdb, type MemoryRtdbControl, type MemoryRtdbOptions } from './memory-rtdb.js';
