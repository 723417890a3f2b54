import { createManualClock } from '@platform/core';
import { runAppCheckContract } from '../appcheck.contract.js';
import { APPCHECK_TIMINGS } from '../appcheck.timings.js';
import { createMemoryAppCheck } from './memory-appcheck.js';

runAppCheckContract('memory', () => {
  const clock = createManualClock(Date.UTC(2030, 0, 1));
  const ttlMs = APPCHECK_TIMINGS.tokenTtlMs;
  const appCheck = createMemoryAppCheck({ clock, ttlMs });
  const { control } = appCheck;
  return {
    appCheck,
    backend: {
      ttlMs,
      exchanges: control.exchanges,
      failNextExchange: control.failNextExchange,
      failNextAttestation: control.failNextAttestation,
      now: clock.now,
      advanceTime: (ms) => clock.advanceAsync(ms),
      settle: () => clock.advanceAsync(0),
    },
    dispose: () => appCheck.setAutoRefresh(false).catch(() => undefined),
  };
});
