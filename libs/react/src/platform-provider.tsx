import { useMemo, useState, type ReactNode } from 'react';
import { PlatformContext } from './platform-context.js';
import type { ServiceRegistry } from './platform-services.js';
import { createSubscriptionStore, type SubscriptionStore } from './subscription-store.js';

/** Props of {@link PlatformProvider}. */
export interface PlatformProviderProps {
  /** Every service, by name, e.g. `{ auth, firestore }`. */
  readonly services: ServiceRegistry;
  /** The store shared by every hook below; one is created if omitted. */
  readonly store?: SubscriptionStore;
  /** The part of the app that uses the services. */
  readonly children?: ReactNode;
}

/** Makes services and the shared subscription store available to the hooks below it. */
export function PlatformProvider({ services, store, children }: PlatformProviderProps) {
  const [ownStore] = useState(createSubscriptionStore);
  const activeStore = store ?? ownStore;
  const value = useMemo(() => ({ services, store: activeStore }), [services, activeStore]);
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}
