import { currentAndChanges, useSubscription, type SubscriptionSource } from '@platform/react';
import { useMemo } from 'react';
import type { ConfigStatus } from '../remote-config.types.js';
import { useRemoteConfig } from './use-remote-config.js';

/** The subscription key, within the port's scope, shared by every component reading the status. */
export const CONFIG_STATUS_KEY = 'remote-config:status';

/** How the last fetch ended and when the server last answered, never loading. */
export function useConfigStatus(): ConfigStatus {
  const remoteConfig = useRemoteConfig();
  const source = useMemo<SubscriptionSource<ConfigStatus>>(
    () =>
      currentAndChanges(
        () => remoteConfig.getStatus(),
        (listener) => remoteConfig.watchStatus(listener),
      ),
    [remoteConfig],
  );
  const status = useSubscription(remoteConfig, CONFIG_STATUS_KEY, source);
  return status.status === 'success' ? status.data : remoteConfig.getStatus();
}
