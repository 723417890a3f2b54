export {
  createMemoryMessaging,
  type MemoryMessaging,
  type MemoryMessagingControl,
  type MemoryMessagingOptions,
} from './memory-messaging.js';
export type { MemoryRegistrations } from './memory-registrations.js';
export type { PromptAnswer } from './simulated-permissions.js';
