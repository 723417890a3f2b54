import { createManualClock } from '@platform/core';
import { analyticsContract } from '../analytics.contract.js';
import { createMemoryAnalytics } from './memory-analytics.js';

analyticsContract('memory', ({ options, supported }) => {
  const port = createMemoryAnalytics({ ...options, supported, clock: createManualClock(Date.UTC(2030, 0, 1)) });
  return {
    port,
    sent: () =>
      port.events().map(({ name, params, consent, userId, userProperties }) => ({
        name,
        params,
        consent,
        userId,
        userProperties,
      })),
    started: () => port.control.started(),
    settle: async () => undefined,
    deleteApp: async () => port.control.deleteApp(),
  };
});
