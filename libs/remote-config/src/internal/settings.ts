import { PlatformError, PROVIDER_CONSTANTS } from '@platform/core';
import type { RemoteConfigErrorCode } from '../remote-config.errors.js';
import type { RemoteConfigSettings } from '../remote-config.types.js';
import { INVALID_SETTINGS_MESSAGE } from './lifecycle-errors.js';

/** Settings with every value present. */
export type ResolvedSettings = Required<RemoteConfigSettings>;

/**
 * The settings with the SDK's defaults filled in (`PROVIDER_CONSTANTS.remoteConfig`:
 * a 60 s fetch timeout, a 12 h minimum fetch interval). Throws
 * `remote-config/invalid-settings`, naming the setting in `customData`, for a
 * negative or non-finite duration.
 */
export function resolveSettings({
  fetchTimeoutMs = PROVIDER_CONSTANTS.remoteConfig.fetchTimeoutMs,
  minimumFetchIntervalMs = PROVIDER_CONSTANTS.remoteConfig.minimumFetchIntervalMs,
}: RemoteConfigSettings = {}): ResolvedSettings {
  const resolved = { fetchTimeoutMs, minimumFetchIntervalMs };
  for (const [name, value] of Object.entries(resolved)) {
    if (!(value >= 0 && value < Infinity)) {
      throw new PlatformError<RemoteConfigErrorCode>('remote-config/invalid-settings', INVALID_SETTINGS_MESSAGE, {
        customData: { name, value, expected: 'milliseconds, 0 or more' },
      });
    }
  }
  return resolved;
}
