import { createManualClock } from '@platform/core';
import { installationsContract } from '../installations.contract.js';
import { createMemoryInstallationsServer } from './memory-installations-server.js';
import { createMemoryInstallationsStorage } from './memory-installations-storage.js';
import { createMemoryInstallations, type MemoryInstallations } from './memory-installations.js';

installationsContract('memory', () => {
  const clock = createManualClock(Date.UTC(2030, 0, 1));
  const storage = createMemoryInstallationsStorage();
  const server = createMemoryInstallationsServer(() => clock.now());
  const open = () => createMemoryInstallations({ clock, storage, server });
  const installations: MemoryInstallations = open();
  return {
    installations,
    reopen: async () => open(),
    deleteApp: async () => installations.control.deleteApp(),
    backend: {
      tokenLifetimeMs: server.tokenLifetimeMs,
      requests: () => server.requests(),
      refuseNext: (status) => server.refuseNext(status),
      forget: (fid) => server.forget(fid),
      async startRegistrationElsewhere(fid) {
        storage.write({ fid, status: 'registering', since: clock.now() });
      },
      async finishRegistrationElsewhere(fid) {
        const { refreshToken, token } = server.adopt(fid);
        storage.write({ fid, status: 'registered', refreshToken, token });
      },
      now: () => clock.now(),
      advanceTime: (ms) => clock.advanceAsync(ms),
      settle: () => clock.advanceAsync(0),
    },
  };
});
