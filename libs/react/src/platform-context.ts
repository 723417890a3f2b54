import { createContext } from 'react';
import type { ServiceRegistry } from './platform-services.js';
import type { SubscriptionStore } from './subscription-store.js';

/** What {@link PlatformProvider} shares with the hooks below it. */
export interface PlatformContextValue {
  readonly services: ServiceRegistry;
  readonly store: SubscriptionStore;
}

export const PlatformContext = createContext<PlatformContextValue | null>(null);
