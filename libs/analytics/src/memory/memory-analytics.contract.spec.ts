import { createManualClock } from '@platform/core';
import { analyticsContract } from '../analytics.contract.js';
import { createMemoryAnalytics } from './memory-analytics.js';

analyticsContract('memory', () => {
  const port = createMemoryAnalytics({ clock: createManualClock(Date.UTC(2030, 0, 1)) });
  return {
    port,
    deleteApp: async () => port.control.deleteApp(),
  };
});
