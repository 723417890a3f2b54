import type { Entry } from './store-entries.js';
import type { SubscriptionEntryInfo } from './subscription-store.js';

/** The store's entries as the listener panel lists them; see `SubscriptionStore.entries`. */
export const listEntries = (entries: Iterable<Entry>): readonly SubscriptionEntryInfo[] =>
  [...entries].map(({ scope, key, listeners, opened, state, lastValueAt, lastError, closesAt }) => ({
    scope,
    key,
    listeners,
    open: opened,
    status: state.get().status,
    ...(lastValueAt === undefined ? {} : { lastValueAt }),
    ...(lastError === undefined ? {} : { lastError }),
    ...(closesAt === undefined ? {} : { closesAt }),
  }));
