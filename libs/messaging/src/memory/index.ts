export {
  createMemoryMessaging,
  type MemoryMessaging,
  type MemoryMessagingControl,
  type MemoryMessagingOptions,
} from './memory-messaging.js';
