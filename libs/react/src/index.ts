export { currentAndChanges } from './current-and-changes.js';
export type { PlatformContextValue } from './platform-context.js';
export { PlatformProvider, type PlatformProviderProps } from './platform-provider.js';
export type { PlatformServices, ServiceName, ServiceOf, ServiceRegistry } from './platform-services.js';
export { reactErrors, type ReactErrorCode } from './react.errors.js';
export { LOADING, type Resource } from './resource.js';
export {
  createSubscriptionStore,
  type SubscriptionObserver,
  type SubscriptionEntryInfo,
  type SubscriptionScope,
  type SubscriptionSource,
  type SubscriptionStore,
  type SubscriptionStoreOptions,
} from './subscription-store.js';
export { useInfinitePages, type InfiniteResult } from './use-infinite-pages.js';
export { usePlatform } from './use-platform.js';
export { useService } from './use-service.js';
export { useSubscription } from './use-subscription.js';
export { useSuspenseSubscription } from './use-suspense-subscription.js';
