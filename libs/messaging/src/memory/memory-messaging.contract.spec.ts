import { createManualClock } from '@platform/core';
import { messagingContract } from '../messaging.contract.js';
import { createMemoryMessaging } from './memory-messaging.js';

messagingContract('memory', () => {
  const port = createMemoryMessaging({ clock: createManualClock(Date.UTC(2030, 0, 1)) });
  return {
    port,
    deleteApp: async () => port.control.deleteApp(),
  };
});
