import { prefetch, type Resource, type SubscriptionStore } from '@platform/react';
import type { ConfigSchema } from '../config-schema.js';
import type { RemoteConfigPort } from '../remote-config.port.js';
import type { ConfigValues } from '../remote-config.types.js';
import { CONFIG_VALUES_KEY } from './use-config-value.js';

/** Options for {@link prefetchConfig}. */
export interface PrefetchConfigOptions {
  /** Fetch and activate before reading (`true`, the default), or read what is active (the defaults on a server). */
  readonly fetch?: boolean;
}

/**
 * Fetches and activates, then puts every value `useConfigValue` reads into `store`, the request's own, so the
 * server renders the remote values and `dehydrate` sends them to the browser. A failed fetch is not a failure: the
 * values are then the defaults. In the browser the hydrated values stay until the browser's own port activates some.
 * Resolves with the outcome; it never rejects.
 */
export function prefetchConfig<S extends ConfigSchema>(
  store: SubscriptionStore,
  port: RemoteConfigPort<S>,
  { fetch = true }: PrefetchConfigOptions = {},
): Promise<Resource<ConfigValues<S>>> {
  return prefetch(store, port, CONFIG_VALUES_KEY, async () => {
    if (fetch) await port.fetchAndActivate();
    else await port.ensureInitialized();
    return port.getAll();
  });
}
