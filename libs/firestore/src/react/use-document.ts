import { useSubscription, type SubscriptionSource } from '@platform/react';
import type { DocumentSnapshot } from '../firestore.types.js';
import { useQueryKey } from './use-query-key.js';
import type { DocumentRef } from '../model/refs.js';
import { skipConfirmations } from './seeded-confirmation.js';
import { IDLE, IDLE_KEY, idleSource, type FirestoreResource, type HookOptions } from './resource.js';
import { useFirestore } from './use-firestore.js';

/**
 * A document, kept current: `loading`, then `success` with its snapshot (`doc` is `null` when there is none), or
 * `error` with a typed error. Components reading one document share one listener. A `null` ref (or
 * `enabled: false`) opens none and reports `idle`.
 */
export function useDocument<T>(
  ref: DocumentRef<T, unknown> | null,
  options: HookOptions = {},
): FirestoreResource<DocumentSnapshot<T>> {
  const port = useFirestore();
  const active = ref !== null && options.enabled !== false;
  const stable = useQueryKey(active ? ref : null);
  const key = active && stable !== null ? stable : IDLE_KEY;
  const source: SubscriptionSource<DocumentSnapshot<T>> = (observer) =>
    active ? port.onDocument(ref, skipConfirmations(observer), observer.error) : idleSource();
  const resource = useSubscription(port, key, source);
  return active ? resource : IDLE;
}
