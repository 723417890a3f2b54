export { currentAndChanges } from './current-and-changes.js';
export {
  dehydrate,
  dehydratedScript,
  hydrate,
  type DehydrateOptions,
  type DehydratedEntry,
  type DehydratedState,
  type HydrateOptions,
  type HydrationOptions,
} from './hydration.js';
export { HydrationBoundary, type HydrationBoundaryProps } from './hydration-boundary.js';
export { PlatformProvider, type LazyServices, type PlatformProviderProps } from './platform-provider.js';
export { prefetch, resumable, type PrefetchRead, type Resumable } from './prefetch.js';
export type { PlatformServices, ServiceName, ServiceOf, ServiceRegistry } from './platform-services.js';
export { reactErrors, type ReactErrorCode } from './react.errors.js';
export {
  createSubscriptionStore,
  LOADING,
  type Resource,
  type SeedOptions,
  type StoreEntry,
  type SubscriptionObserver,
  type SubscriptionEntryInfo,
  type SubscriptionScope,
  type SubscriptionSource,
  type SubscriptionStore,
  type SubscriptionStoreOptions,
} from './subscription-store.js';
export { useInfinitePages, type InfiniteResult } from './use-infinite-pages.js';
export { usePlatform, type PlatformContextValue } from './use-platform.js';
export { useService } from './use-service.js';
export { useSubscription } from './use-subscription.js';
export { useSuspenseSubscription } from './use-suspense-subscription.js';
export { createValueCodec, type JsonValue, type ValueCodec, type ValueSerializer } from './value-codec.js';
