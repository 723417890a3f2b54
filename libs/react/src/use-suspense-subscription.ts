import { use } from 'react';
import type { SubscriptionScope, SubscriptionSource } from './subscription-store.js';
import { usePlatformStore } from './use-platform.js';
import { useSubscription } from './use-subscription.js';

/** A promise React already knows is fulfilled, so `use()` reads it without suspending. */
const SETTLED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * Like {@link useSubscription}, for components inside `<Suspense>`: it
 * suspends until the first value arrives, throws a failure to the nearest
 * error boundary, and otherwise returns the value itself. The source is shared
 * by scope and key with every other hook, exactly as with `useSubscription`;
 * after a failure, the boundary's reset opens it again.
 */
export function useSuspenseSubscription<T>(scope: SubscriptionScope, key: string, source: SubscriptionSource<T>): T {
  const store = usePlatformStore();
  use(store.getSnapshot<T>(scope, key).status === 'loading' ? store.preload(scope, key, source) : SETTLED);
  const resource = useSubscription(scope, key, source);
  if (resource.status === 'error') {
    store.reset(scope, key);
    throw resource.error;
  }
  if (resource.status === 'loading')
    throw new Error(`useSuspenseSubscription("${key}"): the source closed before its first value.`);
  return resource.data;
}
