import { PROVIDER_CONSTANTS } from '@platform/core/constants';
import type { RemoteConfigSettings } from '../remote-config.types.js';
import { checkSettings } from './check-settings.js';

/** Settings with every value present. */
export type ResolvedSettings = Required<RemoteConfigSettings>;

/**
 * The settings, checked, with the SDK's defaults filled in
 * (`PROVIDER_CONSTANTS.remoteConfig`: a 60 s fetch timeout, a 12 h minimum fetch interval).
 */
export function resolveSettings(settings?: RemoteConfigSettings): ResolvedSettings {
  const { fetchTimeoutMs, minimumFetchIntervalMs } = checkSettings(settings);
  return {
    fetchTimeoutMs: fetchTimeoutMs ?? PROVIDER_CONSTANTS.remoteConfig.fetchTimeoutMs,
    minimumFetchIntervalMs: minimumFetchIntervalMs ?? PROVIDER_CONSTANTS.remoteConfig.minimumFetchIntervalMs,
  };
}
