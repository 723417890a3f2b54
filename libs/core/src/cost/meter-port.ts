import type { CostMeter } from './cost-meter.js';

const meters = new WeakMap<object, CostMeter>();

/** Records `meter` as the one that counts `port`'s calls (a library's `meter…` function does this), and returns `port`. */
export function meterPort<P extends object>(port: P, meter: CostMeter): P {
  meters.set(port, meter);
  return port;
}

/** The meter that counts `port`'s calls, if it is a metered port. */
export const meterOf = (port: object): CostMeter | undefined => meters.get(port);
