import { useCallback, useRef, useSyncExternalStore } from 'react';
import { LOADING, type Resource } from './resource.js';
import type { SubscriptionScope, SubscriptionSource } from './subscription-store.js';
import { usePlatform } from './use-platform.js';

const serverSnapshot = () => LOADING;

/**
 * Reads a source through the provider's shared store.
 *
 * `scope` is the instance the source reads (the port); `key` names the source
 * within it and must identify it completely (e.g. `'doc:users/42'`). Every
 * component passing the same scope and key shares one underlying
 * subscription; another port never shares it, whatever its keys. On the
 * server, and until the first value arrives, the status is `loading`.
 *
 * @example
 * const auth = useAuth();
 * const source = useCallback<SubscriptionSource<AuthState>>((o) => auth.subscribe(o.next, o.error), [auth]);
 * const state = useSubscription(auth, 'state', source);
 */
export function useSubscription<T>(scope: SubscriptionScope, key: string, source: SubscriptionSource<T>): Resource<T> {
  const { store } = usePlatform();
  const latestSource = useRef(source);
  latestSource.current = source;

  const subscribe = useCallback(
    (onChange: () => void) => store.subscribe<T>(scope, key, (observer) => latestSource.current(observer), onChange),
    [store, scope, key],
  );
  const getSnapshot = useCallback(() => store.getSnapshot<T>(scope, key), [store, scope, key]);
  return useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
}
