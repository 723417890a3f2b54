/** Every driver, in the order people usually meet them. */
export const DRIVERS = ['memory', 'emulator', 'firebase'] as const;

/**
 * Which adapters back the ports.
 * - `memory`: in-memory adapters; no network, no Firebase project.
 * - `emulator`: Firebase adapters against the local Emulator Suite with a `demo-*` project.
 * - `firebase`: Firebase adapters against a real project.
 */
export type Driver = (typeof DRIVERS)[number];

/** True when `value` names a driver. */
export function isDriver(value: unknown): value is Driver {
  return (DRIVERS as readonly unknown[]).includes(value);
}
