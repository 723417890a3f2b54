export { createMemoryAppCheck, MEMORY_DEBUG_TOKEN } from './memory-appcheck.js';
export type {
  InjectedFailureOptions,
  MemoryAppCheck,
  MemoryAppCheckControl,
  MemoryAppCheckOptions,
} from './memory-appcheck.types.js';
