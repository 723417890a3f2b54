import { use, useContext } from 'react';
import { isPromise, PlatformContext, type ProvidedPlatform } from './platform-provider.js';
import type { ServiceRegistry } from './platform-services.js';
import { reactErrors } from './react.errors.js';
import { createSubscriptionStore, type SubscriptionStore } from './subscription-store.js';

/** What {@link usePlatform} returns: the nearest provider's services and store. */
export interface PlatformContextValue {
  /** Every service, by name, as the provider was given them (once a promise of them has fulfilled). */
  readonly services: ServiceRegistry;
  /** The subscription store the hooks share. */
  readonly store: SubscriptionStore;
}

const storeOf = (provided: ProvidedPlatform) => provided.store ?? (provided.own.store ??= createSubscriptionStore());

function useProvided(): ProvidedPlatform {
  const provided = useContext(PlatformContext);
  if (!provided) throw reactErrors.create('react/no-provider');
  return provided;
}

/**
 * The nearest provider's store, without waiting for its services; throws `react/no-provider` outside one.
 * A provider given no store makes it here, on first use, so that an app's first paint holds none of its code.
 */
export function usePlatformStore(): SubscriptionStore {
  return storeOf(useProvided());
}

/**
 * The nearest provider's services and store; throws `react/no-provider` outside one. While the provider's services
 * are a promise that has not fulfilled, it suspends; a rejected one is thrown to the nearest error boundary.
 */
export function usePlatform(): PlatformContextValue {
  const provided = useProvided();
  return {
    services: isPromise(provided.services) ? use(provided.services) : provided.services,
    store: storeOf(provided),
  };
}
