import { reportUncaught } from '@platform/core';
import { useEffect } from 'react';
import { useRemoteConfig } from './use-remote-config.js';

/**
 * While the component is mounted (and `enabled`), activates each realtime
 * update as it arrives, so `useConfigValue` shows published values live. Apps
 * that would rather not change values under the user's eyes leave this out
 * and call `activate()` at a moment of their choosing.
 */
export function useActivateConfigUpdates(enabled = true): void {
  const remoteConfig = useRemoteConfig();
  useEffect(() => {
    if (!enabled) return undefined;
    return remoteConfig.onConfigUpdate(() => {
      remoteConfig.activate().catch(reportUncaught);
    });
  }, [remoteConfig, enabled]);
}
