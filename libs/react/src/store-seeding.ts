import type { Clock } from '@platform/core';
import type { Entry, StoreEntries } from './store-entries.js';
import type { Resource, SeedOptions, StoreEntry, SubscriptionScope } from './subscription-store.js';

/** What seeding needs besides the entries. */
interface SeedingOptions {
  /** The store's clock, which dates a seed read now. */
  readonly clock: Clock;
  /** Whether a seed no listener reads is released after the keep-alive (once the store has had a listener). */
  readonly releaseUnread: boolean;
}

/** Puts a value read elsewhere into an entry whose source is not open yet; see `SubscriptionStore.seed`. */
export function seedEntry<T>(
  entries: StoreEntries,
  { clock, releaseUnread }: SeedingOptions,
  scope: SubscriptionScope,
  key: string,
  data: T,
  options: SeedOptions<T> = {},
): boolean {
  const updatedAt = options.updatedAt ?? clock.now();
  const found = entries.find(scope, key);
  if (found && (found.opened || found.updatedAt >= updatedAt)) return false;
  found?.remove();
  const seeded: Resource<T> = { status: 'success', data };
  const entry = entries.create(scope, key, seeded);
  entry.seeded = seeded;
  entry.updatedAt = updatedAt;
  entry.confirms = (options.equals ?? Object.is) as Entry['confirms'];
  entry.resume = options.resume;
  if (releaseUnread) entries.releaseWhenIdle(entry);
  return true;
}

/** Every entry of `scope` that holds a value or a failure, as `dehydrate` reads them; see `SubscriptionStore.entriesOf`. */
export function seededEntries(entries: StoreEntries, scope: SubscriptionScope): StoreEntry[] {
  const listed: StoreEntry[] = [];
  for (const [key, entry] of entries.of(scope) ?? []) {
    const state = entry.state.get();
    if (state.status === 'loading') continue;
    const resume = state === entry.seeded ? entry.resume : undefined;
    listed.push({ key, state, updatedAt: entry.updatedAt, ...(resume === undefined ? {} : { resume }) });
  }
  return listed;
}
