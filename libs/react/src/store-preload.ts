import type { Clock } from '@platform/core';
import type { StoreEntries } from './store-entries.js';
import type { SubscriptionScope, SubscriptionSource } from './subscription-store.js';

/** What a preload needs besides the entries. */
interface PreloadOptions {
  /** The store's clock, which times the hold. */
  readonly clock: Clock;
  /** How long the source stays open without a listener, from the preload and again from its first outcome. */
  readonly preloadHoldMs: number;
}

/**
 * Opens `source` without a listener and holds it for the suspended component; resolves once it has a value or an
 * error, or has been released. See `SubscriptionStore.preload`.
 */
export function preloadEntry<T>(
  entries: StoreEntries,
  { clock, preloadHoldMs }: PreloadOptions,
  scope: SubscriptionScope,
  key: string,
  source: SubscriptionSource<T>,
): Promise<void> {
  const found = entries.find(scope, key);
  if (found && found.state.get().status !== 'loading') return Promise.resolve();
  const entry = found?.opened ? found : entries.open(scope, key, source);
  if (entry.state.get().status !== 'loading') return Promise.resolve();
  entry.settled ??= new Promise<void>((resolve) => {
    const hold = () => {
      entry.holdUntil = clock.now() + preloadHoldMs;
      entries.releaseWhenIdle(entry);
    };
    const settle = () => {
      stop();
      entry.settled = undefined;
      entry.wake = undefined;
      resolve();
    };
    const stop = entry.state.subscribe(() => {
      settle();
      hold();
    });
    entry.wake = settle;
    hold();
  });
  return entry.settled;
}
