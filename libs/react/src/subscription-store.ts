import { reportUncaught, systemClock, type Clock } from '@platform/core';
import { createStoreChanges } from './store-changes.js';
import { createStoreEntries } from './store-entries.js';
import { listEntries } from './store-listing.js';
import { preloadEntry } from './store-preload.js';
import { seededEntries, seedEntry } from './store-seeding.js';
import { LOADING, type Resource } from './resource.js';

export { LOADING, type Resource } from './resource.js';

/** What a source pushes values and failures into. */
export interface SubscriptionObserver<T> {
  /** Delivers the latest value. */
  next(value: T): void;
  /** Delivers a failure; a later `next` recovers. */
  error(error: unknown): void;
  /**
   * Where the source may resume from instead of reading the seeded value again (a Firestore bundle, say): set when
   * the entry was seeded with one (see {@link SeedOptions.resume}).
   */
  readonly resume?: string;
  /**
   * The value the entry was seeded with (hydrated from the server, say), when it was: a source may drop what only
   * confirms it by its own measure, beyond the store's `equals`.
   */
  readonly seeded?: { readonly value: T };
}

/** Opens one underlying subscription (an SDK listener, say) and returns the function that closes it. */
export type SubscriptionSource<T> = (observer: SubscriptionObserver<T>) => () => void;

/**
 * What an entry belongs to: the port instance whose source it reads. Entries
 * of two scopes never mix, whatever their keys.
 */
export type SubscriptionScope = object;

/** Options for {@link createSubscriptionStore}. */
export interface SubscriptionStoreOptions {
  /** Receives failures that have nowhere else to go, such as an unsubscribe that throws; reported as uncaught by default. */
  readonly onUnexpectedError?: (error: unknown) => void;
  /** Times the keep-alive and the preload hold; the system clock by default. */
  readonly clock?: Clock;
  /**
   * How long a source stays open after its last listener leaves, so that a
   * remount (React StrictMode, Suspense, navigating away and back) reuses it
   * instead of reopening an SDK listener; in the spirit of TanStack Query's
   * `gcTime`. 5 s by default: enough for a quick back-navigation, short
   * enough that an abandoned listener stops costing network soon. `0` keeps
   * it only until the next microtask. An entry in error state is never kept.
   */
  readonly keepAliveMs?: number;
  /**
   * How long {@link SubscriptionStore.preload} keeps a source open without a
   * listener: from the preload, and again from its first value or failure,
   * so the suspended component can mount and subscribe. 5 s by default.
   */
  readonly preloadHoldMs?: number;
}

/** One open subscription of a store, as {@link SubscriptionStore.entries} reports it. */
export interface SubscriptionEntryInfo {
  /** The port instance whose source it reads. */
  readonly scope: SubscriptionScope;
  /** The source's key within the scope. */
  readonly key: string;
  /** How many listeners (mounted components, for the hooks) share it. */
  readonly listeners: number;
  /** Whether its source is open; a seeded entry's opens with its first listener, and until then it holds the seed. */
  readonly open: boolean;
  /** Its state now. */
  readonly status: Resource<unknown>['status'];
  /** When it last had a value, on the store's clock. */
  readonly lastValueAt?: number;
  /** The last failure it had, kept after it recovered. */
  readonly lastError?: unknown;
  /**
   * While no listener uses it: when it is released, on the store's clock (a source kept open by its keep-alive or a
   * preload, or a seeded value that nothing has read).
   */
  readonly closesAt?: number;
}

/**
 * Shares one underlying subscription per scope and key among any number of
 * listeners. The source opens with the first listener and closes once the
 * last one has left and the keep-alive has passed.
 */
export interface SubscriptionStore {
  /** Adds a listener, opening `source` if nobody listens to `scope` and `key` yet. Returns the function that removes it. */
  subscribe<T>(scope: SubscriptionScope, key: string, source: SubscriptionSource<T>, onChange: () => void): () => void;
  /** The current state for `scope` and `key`; the same object until the state changes. */
  getSnapshot<T>(scope: SubscriptionScope, key: string): Resource<T>;
  /**
   * Opens `source` without a listener and resolves once it has a value or an
   * error, or has been released; the same promise while it is pending. For
   * Suspense: see {@link SubscriptionStoreOptions.preloadHoldMs}.
   */
  preload<T>(scope: SubscriptionScope, key: string, source: SubscriptionSource<T>): Promise<void>;
  /**
   * Lets go of a failed entry: once no listener uses it (at once if none
   * does), it closes, so the next reader opens the source again instead of
   * reading the stale error. Does nothing to an entry that has not failed.
   */
  reset(scope: SubscriptionScope, key: string): void;
  /**
   * What a server render shows for `scope` and `key`, and what the browser's hydration render must show too: the
   * seeded value while the entry holds one (see {@link SubscriptionStore.seed}), else `loading`.
   */
  getServerSnapshot<T>(scope: SubscriptionScope, key: string): Resource<T>;
  /**
   * Puts a value read elsewhere (a server prefetch, or one hydrated from the server's HTML) into an entry whose
   * source is not open yet, so the first render shows it. Its source opens with the first listener, and a value it
   * delivers that `equals` the seeded one (a confirmation) is not published. An entry whose source is open, or that
   * holds a value as new (by `updatedAt`), is left as it is. Once the store has had a listener (in the browser, not in
   * a server's render), a seeded entry that no listener reads within the keep-alive is released. Returns whether the
   * value was taken.
   */
  seed<T>(scope: SubscriptionScope, key: string, data: T, options?: SeedOptions<T>): boolean;
  /** The time now on the store's clock, which every entry's times are measured on. */
  now(): number;
  /** Every entry of `scope` that holds a value or a failure, with the time of its latest value (the store's clock). */
  entriesOf(scope: SubscriptionScope): readonly StoreEntry[];
  /** How many underlying subscriptions are open. */
  openSources(): number;
  /** How many listeners share `scope` and `key`. */
  listenerCount(scope: SubscriptionScope, key: string): number;
  /** Every open subscription now, in the order they opened; the same array until one opens, closes or changes. */
  entries(): readonly SubscriptionEntryInfo[];
  /** Calls `listener` whenever a subscription opens, closes, or changes its listeners, state or keep-alive. */
  watchEntries(listener: () => void): () => void;
  /** Opens the source of a failed entry again at once, keeping its listeners. Does nothing to one that has not failed. */
  retry(scope: SubscriptionScope, key: string): void;
}

/** Options for {@link SubscriptionStore.seed}. */
export interface SeedOptions<T> {
  /** When the value was read, in the store clock's milliseconds; now by default. */
  readonly updatedAt?: number;
  /** Whether a value the source delivers is the seeded one confirmed; `Object.is` by default. */
  readonly equals?: (seeded: T, delivered: T) => boolean;
  /** An opaque point the source resumes from when it opens (see {@link SubscriptionObserver.resume}); it travels with the value. */
  readonly resume?: string;
}

/** One entry as {@link SubscriptionStore.entriesOf} lists it. */
export interface StoreEntry {
  /** The entry's key within its scope. */
  readonly key: string;
  /** Its state: a value or a failure. */
  readonly state: Resource<unknown>;
  /** When its latest value arrived (or was seeded), in the store clock's milliseconds. */
  readonly updatedAt: number;
  /** The point its source resumes from, while it shows the seeded value it came with. */
  readonly resume?: string;
}

/** Creates an empty {@link SubscriptionStore}. */
export function createSubscriptionStore({
  onUnexpectedError = reportUncaught,
  clock = systemClock,
  keepAliveMs = 5_000,
  preloadHoldMs = 5_000,
}: SubscriptionStoreOptions = {}): SubscriptionStore {
  const { changed, inRender, watch, listed } = createStoreChanges();
  const entries = createStoreEntries({ clock, keepAliveMs, onUnexpectedError, changed });
  const { find } = entries;
  /**
   * Whether a listener has ever subscribed: from then on a seed that no listener reads is released after the
   * keep-alive, as a source nobody listens to is. A server's store, which nothing listens to, keeps its seeds for the
   * render and `dehydrate`, however long its reads take.
   */
  let live = false;

  return {
    subscribe(scope, key, source, onChange) {
      const found = find(scope, key);
      const entry = found?.opened ? found : entries.open(scope, key, source);
      entry.listeners += 1;
      entry.cancelRelease?.();
      entry.cancelRelease = undefined;
      entry.closesAt = undefined;
      if (!live) {
        live = true;
        for (const seeded of entries.all) if (!seeded.opened) entries.releaseWhenIdle(seeded);
      }
      changed();
      const unsubscribe = entry.state.subscribe(onChange);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        unsubscribe();
        entry.listeners -= 1;
        entries.releaseWhenIdle(entry);
        changed();
      };
    },
    getSnapshot<T>(scope: SubscriptionScope, key: string) {
      return (find(scope, key)?.state.get() ?? LOADING) as Resource<T>;
    },
    preload: (scope, key, source) =>
      inRender(() => preloadEntry(entries, { clock, preloadHoldMs }, scope, key, source)),
    reset: (scope, key) =>
      inRender(() => {
        const entry = find(scope, key);
        if (entry?.state.get().status !== 'error') return;
        entry.holdUntil = 0;
        entries.releaseWhenIdle(entry);
      }),
    seed: (scope, key, data, options) =>
      inRender(() => seedEntry(entries, { clock, releaseUnread: live }, scope, key, data, options)),
    getServerSnapshot<T>(scope: SubscriptionScope, key: string) {
      return (find(scope, key)?.seeded ?? LOADING) as Resource<T>;
    },
    entriesOf: (scope) => seededEntries(entries, scope),
    now: () => clock.now(),
    openSources: () => entries.openSources(),
    listenerCount: (scope, key) => find(scope, key)?.listeners ?? 0,
    entries: () => listed(() => listEntries(entries.all)),
    watchEntries: watch,
    retry(scope, key) {
      const entry = find(scope, key);
      if (entry?.state.get().status !== 'error') return;
      entries.close(entry);
      entry.state.emit(LOADING);
      changed();
      entries.start(entry);
    },
  };
}
