import { useSubscription, type SubscriptionSource } from '@platform/react';
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
 * so it is live once realtime updates are activated (see `useActivateConfigUpdates`). Values a server
 * prefetched (`prefetchConfig`) and hydrated stay until this port activates its own.
 */
export function useConfigValue<K extends ConfigKey<RegisteredSchema>>(
  key: K,
): ConfigValue<ValueOf<RegisteredSchema[K]>> {
  const remoteConfig = useRemoteConfig();
  const source = useMemo<SubscriptionSource<ConfigValues<RegisteredSchema>>>(
    () => (observer) => {
      const stop = remoteConfig.watchValues(observer.next);
      const now = remoteConfig.getAll();
      // Defaults say nothing a server's hydrated values do not, so they replace none; without a seed they are the value.
      const someActive = Object.values<ConfigValue<unknown>>(now).some((value) => value.source !== 'default');
      if (someActive || observer.seeded === undefined) observer.next(now);
      return stop;
    },
    [remoteConfig],
  );
  const values = useSubscription(remoteConfig, CONFIG_VALUES_KEY, source);
  return values.status === 'success' ? values.data[key] : remoteConfig.getValue(key);
}
