import { createContext } from 'react';
import type { ServiceRegistry } from './platform-services.js';
import type { SubscriptionStore } from './subscription-store.js';

/** What {@link PlatformProvider} shares with the hooks below it. */
export interface PlatformContextValue {
  /** Every service, by name, as the provider was given them. */
  readonly services: ServiceRegistry;
  /** The subscription store the hooks share. */
  readonly store: SubscriptionStore;
}

export const PlatformContext = createContext<PlatformContextValue | null>(null);
