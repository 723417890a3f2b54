import { createManualClock } from '@platform/core';
import { CONTRACT_SCHEMA, remoteConfigContract } from '../remote-config.contract.js';
import { createMemoryRemoteConfigServer } from './memory-remote-config-server.js';
import { createMemoryRemoteConfigStorage } from './memory-remote-config-storage.js';
import { createMemoryRemoteConfig } from './memory-remote-config.js';

remoteConfigContract('memory', (settings) => {
  const clock = createManualClock(Date.UTC(2030, 0, 1));
  const server = createMemoryRemoteConfigServer(() => clock.now());
  const storage = createMemoryRemoteConfigStorage();
  const open = () =>
    createMemoryRemoteConfig({ schema: CONTRACT_SCHEMA, settings, clock, server, storage, random: () => 0.5 });
  return {
    remoteConfig: open(),
    reopen: async () => open(),
    backend: {
      publish: async (values) => void server.publish(values),
      failNextFetches: (failure, times) => server.failNextFetches(failure, times),
      requests: () => server.requests(),
      now: () => clock.now(),
      advanceTime: (ms) => clock.advanceAsync(ms),
      settle: () => clock.advanceAsync(0),
    },
  };
});
