import { PlatformError } from '@platform/core';
import type { RemoteConfigErrorCode } from '../remote-config.errors.js';
import type { RemoteConfigSettings } from '../remote-config.types.js';

/** The message of `remote-config/invalid-settings`, kept out of the catalogue so the eager facade can raise it. */
export const INVALID_SETTINGS_MESSAGE = 'Remote Config is set up wrongly. Please contact the app developer.';

/**
 * Throws `remote-config/invalid-settings`, naming the setting in `customData`,
 * for a negative or non-finite duration. A module of its own, so the lazy facade
 * checks settings eagerly without the constants table.
 */
export function checkSettings(settings: RemoteConfigSettings = {}): RemoteConfigSettings {
  for (const [name, value] of Object.entries(settings)) {
    if (value !== undefined && !(value >= 0 && value < Infinity)) {
      throw new PlatformError<RemoteConfigErrorCode>('remote-config/invalid-settings', INVALID_SETTINGS_MESSAGE, {
        customData: { name, value, expected: 'milliseconds, 0 or more' },
      });
    }
  }
  return settings;
}
