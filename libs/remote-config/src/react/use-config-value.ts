import { currentAndChanges, useSubscription, type SubscriptionSource } from '@platform/react';
import { useMemo } from 'react';
import type { ConfigKey, ValueOf } from '../config-schema.js';
import type { ConfigValue, ConfigValues } from '../remote-config.types.js';
import type { RegisteredSchema } from './register.js';
import { useRemoteConfig } from './use-remote-config.js';

/** The subscription key, within the port's scope, shared by every component reading values. */
export const CONFIG_VALUES_KEY = 'remote-config:values';

/**
 * The typed value of `key` and its source, never loading: the default until
 * something is activated, then the active value. It follows every activation,
 * so it is live once realtime updates are activated (see `useActivateConfigUpdates`).
 */
export function useConfigValue<K extends ConfigKey<RegisteredSchema>>(
  key: K,
): ConfigValue<ValueOf<RegisteredSchema[K]>> {
  const remoteConfig = useRemoteConfig();
  const source = useMemo<SubscriptionSource<ConfigValues<RegisteredSchema>>>(
    () =>
      currentAndChanges(
        () => remoteConfig.getAll(),
        (listener) => remoteConfig.watchValues(listener),
      ),
    [remoteConfig],
  );
  const values = useSubscription(remoteConfig, CONFIG_VALUES_KEY, source);
  return values.status === 'success' ? values.data[key] : remoteConfig.getValue(key);
}
