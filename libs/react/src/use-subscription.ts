import { useCallback, useRef, useSyncExternalStore } from 'react';
import { LOADING, type Resource } from './resource.js';
import type { SubscriptionSource } from './subscription-store.js';
import { usePlatform } from './use-platform.js';

const serverSnapshot = () => LOADING;

/**
 * Reads a keyed source through the provider's shared store.
 *
 * Every component that passes the same `key` shares one underlying
 * subscription; the key must therefore identify the source completely
 * (e.g. `'firestore:doc:users/42'`). On the server, and until the first
 * value arrives, the status is `loading`.
 */
export function useSubscription<T>(key: string, source: SubscriptionSource<T>): Resource<T> {
  const { store } = usePlatform();
  const latestSource = useRef(source);
  latestSource.current = source;

  const subscribe = useCallback(
    (onChange: () => void) => store.subscribe<T>(key, (observer) => latestSource.current(observer), onChange),
    [store, key],
  );
  const getSnapshot = useCallback(() => store.getSnapshot<T>(key), [store, key]);
  return useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
}
