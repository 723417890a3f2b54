import { use } from 'react';
import type { SubscriptionSource } from './subscription-store.js';
import { usePlatform } from './use-platform.js';
import { useSubscription } from './use-subscription.js';

/** A promise React already knows is fulfilled, so `use()` reads it without suspending. */
const SETTLED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * Like {@link useSubscription}, for components inside `<Suspense>`: it
 * suspends until the first value arrives, throws a failure to the nearest
 * error boundary, and otherwise returns the value itself. The source is shared
 * by key with every other hook, exactly as with `useSubscription`.
 */
export function useSuspenseSubscription<T>(key: string, source: SubscriptionSource<T>): T {
  const { store } = usePlatform();
  use(store.getSnapshot<T>(key).status === 'loading' ? store.preload(key, source) : SETTLED);
  const resource = useSubscription(key, source);
  if (resource.status === 'error') throw resource.error;
  if (resource.status === 'loading')
    throw new Error(`useSuspenseSubscription("${key}"): the source closed before its first value.`);
  return resource.data;
}
