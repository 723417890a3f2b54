import { createCostMeter, type Cost, type CostMeter, type MeteredListener } from '@platform/core';
import { meterFirestore } from '@platform/firestore';
import { meterRtdb } from '@platform/rtdb';
import { meterStorage } from '@platform/storage';
import type { DriverServices } from './platform';

/** The metered services' names. */
export type MeteredService = 'firestore' | 'rtdb' | 'storage';

/**
 * What the page exposes as `window.__platformCost` in builds that offer the listener panel (development, and builds
 * for the memory and emulator drivers), for tests that hold screens to read budgets. Plain data, so that Playwright
 * can read it.
 */
export interface PlatformCostGlobal {
  /** What `service` was charged since the page loaded or the last `reset()`. */
  total(service: MeteredService): Cost;
  /** What each store key of `service` was charged. */
  byKey(service: MeteredService): Record<string, Cost>;
  /** When listeners of `service` opened under `key`, on the meter's clock. */
  openings(service: MeteredService, key: string): readonly number[];
  /** The listeners of `service` open now. */
  listeners(service: MeteredService): readonly MeteredListener[];
  /** Sets every count back to 0. */
  reset(): void;
}

declare global {
  interface Window {
    __platformCost?: PlatformCostGlobal;
  }
}

/**
 * The driver's services with Firestore, the Realtime Database and Storage metered (see `meterFirestore`), their meters
 * exposed as `window.__platformCost`, and shown by the listener panel. Under the emulator driver, Firestore keeps its
 * cache (and so its resume tokens) in IndexedDB.
 */
export function withCostGlobal(loaded: DriverServices, driver: 'memory' | 'emulator'): DriverServices {
  const meters: Record<MeteredService, CostMeter> = {
    firestore: createCostMeter(),
    rtdb: createCostMeter(),
    storage: createCostMeter(),
  };
  const { services } = loaded;
  const metered = {
    ...services,
    firestore: meterFirestore(services.firestore, meters.firestore, { persistentCache: driver === 'emulator' }),
    storage: meterStorage(services.storage, meters.storage),
    ...(services.rtdb ? { rtdb: meterRtdb(services.rtdb, meters.rtdb) } : {}),
  };
  if (typeof window !== 'undefined') {
    window.__platformCost = {
      total: (service) => meters[service].total(),
      byKey: (service) => Object.fromEntries(meters[service].byKey()),
      openings: (service, key) => [...meters[service].openings(key)],
      listeners: (service) => meters[service].listeners(),
      reset: () => Object.values(meters).forEach((meter) => meter.reset()),
    };
  }
  return { ...loaded, services: metered };
}
