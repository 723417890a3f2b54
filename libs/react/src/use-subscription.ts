import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Resource, SubscriptionScope, SubscriptionSource } from './subscription-store.js';
import { usePlatformStore } from './use-platform.js';

/**
 * Reads a source through the provider's shared store.
 *
 * `scope` is the instance the source reads (the port); `key` names the source
 * within it and must identify it completely (e.g. `'doc:users/42'`). Every
 * component passing the same scope and key shares one underlying
 * subscription; another port never shares it, whatever its keys. Until the
 * first value arrives the status is `loading`; on the server, and while the
 * browser hydrates, it is the value seeded by a prefetch or by
 * `<HydrationBoundary>`, else `loading`.
 *
 * @example
 * const auth = useAuth();
 * const source = useCallback<SubscriptionSource<AuthState>>((o) => auth.subscribe(o.next, o.error), [auth]);
 * const state = useSubscription(auth, 'state', source);
 */
export function useSubscription<T>(scope: SubscriptionScope, key: string, source: SubscriptionSource<T>): Resource<T> {
  const store = usePlatformStore();
  const latestSource = useRef(source);
  latestSource.current = source;

  const subscribe = useCallback(
    (onChange: () => void) => store.subscribe<T>(scope, key, (observer) => latestSource.current(observer), onChange),
    [store, scope, key],
  );
  const getSnapshot = useCallback(() => store.getSnapshot<T>(scope, key), [store, scope, key]);
  const getServerSnapshot = useCallback(() => store.getServerSnapshot<T>(scope, key), [store, scope, key]);
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
