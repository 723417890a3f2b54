import { pageListenersOf } from '../use-infinite-pages.js';
import type { ServiceRegistry } from '../platform-services.js';
import type { SubscriptionEntryInfo, SubscriptionStore } from '../subscription-store.js';

/** One open subscription, as the listener panel shows it. */
export interface InspectedSubscription extends SubscriptionEntryInfo {
  /** Tells the rows apart, whatever their ports' names (two unregistered ports may share a key): a list's key. */
  readonly id: string;
  /** The name its port is registered under in the provider, or `unregistered`. */
  readonly port: string;
  /** Whether no component reads it and its source stays open for its keep-alive (or a preload's hold). */
  readonly keptAlive: boolean;
  /** The backend listeners behind it: one per loaded page for an infinite list, else one. */
  readonly sourceListeners: number;
}

/** A live view of a store's open subscriptions; see {@link inspect}. */
export interface StoreInspection {
  /** Every open subscription now; the same array until one opens, closes or changes. */
  get(): readonly InspectedSubscription[];
  /** Calls `listener` after each change. Returns the function that removes it. */
  subscribe(listener: () => void): () => void;
  /** Opens a failed subscription's source again now, keeping its readers. */
  retry(subscription: InspectedSubscription): void;
  /** The value a subscription holds now, or `undefined` while it has none (loading, or failed). */
  valueOf(subscription: InspectedSubscription): unknown;
}

/**
 * Lists every open subscription of `store`, live: its port (named after `services`, the provider's registry), key,
 * readers, status, the time of its last value and its last error, and whether it is in its keep-alive.
 * Framework-free: it only reads the store.
 */
export function inspect(store: SubscriptionStore, services: ServiceRegistry = {}): StoreInspection {
  const names = new Map<unknown, string>(Object.entries(services).map(([name, port]) => [port, name]));
  const scopeIds = new WeakMap<object, number>();
  let scopes = 0;
  const idOf = ({ scope, key }: SubscriptionEntryInfo) => {
    let id = scopeIds.get(scope);
    if (id === undefined) {
      id = scopes += 1;
      scopeIds.set(scope, id);
    }
    return `${String(id)}\u0000${key}`;
  };
  const valueOf = ({ scope, key }: SubscriptionEntryInfo) => {
    const snapshot = store.getSnapshot(scope, key);
    return snapshot.status === 'success' ? snapshot.data : undefined;
  };
  let from: readonly SubscriptionEntryInfo[] | undefined;
  let rows: readonly InspectedSubscription[] = [];
  return {
    get() {
      const entries = store.entries();
      if (entries !== from) {
        from = entries;
        rows = entries.map((entry) => ({
          ...entry,
          id: idOf(entry),
          port: names.get(entry.scope) ?? 'unregistered',
          keptAlive: entry.open && entry.listeners === 0,
          sourceListeners: pageListenersOf(valueOf(entry)) ?? 1,
        }));
      }
      return rows;
    },
    subscribe: (listener) => store.watchEntries(listener),
    retry: ({ scope, key }) => store.retry(scope, key),
    valueOf,
  };
}
