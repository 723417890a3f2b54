import { sleep } from '@platform/core';
import { testingErrors } from './testing.errors.js';
import type { TestClock } from './test-clock.js';
import type { TestErrorCodes, TestFaults, TestServiceName, TestServices } from './test-platform.types.js';

/** The faults of a platform, and the delay its ports put on their answers. */
export interface FaultScript extends TestFaults {
  /** Delays a service's answer by what {@link TestFaults.slow} set for it, on the clock. */
  hold(service: TestServiceName, result: Promise<unknown>): Promise<unknown>;
  /** Forgets every delay, as a reset does (the adapters' own faults go with them). */
  clearDelays(): void;
}

const failNextOf = (services: TestServices, service: TestServiceName, code: string): void => {
  const adapter = services[service] as { control?: { failNext?: (...args: unknown[]) => void } } | undefined;
  if (!adapter?.control?.failNext) {
    throw testingErrors.create('testing/unknown-service', { customData: { service } });
  }
  if (service === 'auth') adapter.control.failNext('*', code);
  else adapter.control.failNext(code);
};

/** Scripts faults on the platform's current adapters. */
export function createFaultScript(adapters: () => TestServices, clock: TestClock): FaultScript {
  const delays = new Map<TestServiceName | '*', number>();
  const delayOf = (service: TestServiceName) => Math.max(delays.get(service) ?? 0, delays.get('*') ?? 0);
  return {
    async offline() {
      const services = adapters();
      services.auth.control.setOffline(true);
      services.rtdb.control.simulateDisconnect();
      await services.firestore.offline();
    },
    async online() {
      const services = adapters();
      services.auth.control.setOffline(false);
      services.rtdb.control.reconnect();
      await services.firestore.online();
    },
    failNext<N extends TestServiceName>(service: N, code: TestErrorCodes[N], { times = 1 } = {}) {
      for (let i = 0; i < times; i += 1) failNextOf(adapters(), service, code);
    },
    slow(service, ms) {
      if (!(ms >= 0)) throw testingErrors.create('testing/invalid-delay', { customData: { service, ms } });
      if (ms > 0) delays.set(service, ms);
      else delays.delete(service);
    },
    hold(service, result) {
      const ms = delayOf(service);
      if (ms === 0) return result;
      const late = () => sleep(ms, { clock });
      return result.then(
        (value) => late().then(() => value),
        (error: unknown) =>
          late().then(() => {
            throw error;
          }),
      );
    },
    clearDelays: () => delays.clear(),
  };
}
