import { systemClock, type Clock } from '@platform/core';
import { LOADING, type Resource } from './resource.js';

/** What a source pushes values and failures into. */
export interface SubscriptionObserver<T> {
  /** Delivers the latest value. */
  next(value: T): void;
  /** Delivers a failure; a later `next` recovers. */
  error(error: unknown): void;
}

/** Opens one underlying subscription (an SDK listener, say) and returns the function that closes it. */
export type SubscriptionSource<T> = (observer: SubscriptionObserver<T>) => () => void;

/** Options for {@link createSubscriptionStore}. */
export interface SubscriptionStoreOptions {
  /** Receives failures that have nowhere else to go, such as an unsubscribe that throws. */
  readonly onUnexpectedError?: (error: unknown) => void;
  /** Times how long {@link SubscriptionStore.preload} keeps a source open; the system clock by default. */
  readonly clock?: Clock;
  /**
   * How long a preloaded source stays open after its first value, waiting for
   * the suspended component to mount and subscribe. 5 s by default.
   */
  readonly preloadHoldMs?: number;
}

/**
 * Shares one underlying subscription per key among any number of listeners.
 * The source opens with the first listener and closes once the last one has
 * left and a microtask has passed, so a remount in the same tick (React
 * StrictMode) reuses it instead of reopening it.
 */
export interface SubscriptionStore {
  /** Adds a listener for `key`, opening `source` if nobody listens yet. Returns the function that removes it. */
  subscribe<T>(key: string, source: SubscriptionSource<T>, onChange: () => void): () => void;
  /** The current state for `key`; the same object until the state changes. */
  getSnapshot<T>(key: string): Resource<T>;
  /** How many underlying subscriptions are open. */
  openSources(): number;
  /** How many listeners share `key`. */
  listenerCount(key: string): number;
  /**
   * Opens `source` for `key` without a listener and resolves once it has a
   * value or an error; the same promise while it is pending. For Suspense: the
   * source stays open a while after settling, so the component that was
   * waiting can mount and subscribe without reopening it.
   */
  preload<T>(key: string, source: SubscriptionSource<T>): Promise<void>;
}

interface Entry {
  snapshot: Resource<unknown>;
  readonly listeners: Set<() => void>;
  close?: () => void;
  closed: boolean;
  /** Preloads keeping the source open without a listener. */
  holds: number;
  /** Pending while the snapshot is `loading`, for Suspense. */
  settled?: Promise<void>;
}

const defaultUnexpectedError = (error: unknown) => {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
};

/** Creates an empty {@link SubscriptionStore}. */
export function createSubscriptionStore({
  onUnexpectedError = defaultUnexpectedError,
  clock = systemClock,
  preloadHoldMs = 5_000,
}: SubscriptionStoreOptions = {}): SubscriptionStore {
  const entries = new Map<string, Entry>();

  const publish = (entry: Entry, snapshot: Resource<unknown>) => {
    if (entry.closed) return;
    entry.snapshot = snapshot;
    for (const listener of [...entry.listeners]) listener();
  };

  const open = <T>(key: string, source: SubscriptionSource<T>): Entry => {
    const entry: Entry = { snapshot: LOADING, listeners: new Set(), closed: false, holds: 0 };
    entries.set(key, entry);
    try {
      entry.close = source({
        next: (data) => {
          const current = entry.snapshot;
          if (current.status !== 'success' || !Object.is(current.data, data))
            publish(entry, { status: 'success', data });
        },
        error: (error) => publish(entry, { status: 'error', error }),
      });
    } catch (error) {
      entry.snapshot = { status: 'error', error };
    }
    return entry;
  };

  const releaseIfUnused = (key: string, entry: Entry) => {
    if (entry.listeners.size > 0 || entry.holds > 0 || entries.get(key) !== entry) return;
    entries.delete(key);
    entry.closed = true;
    try {
      entry.close?.();
    } catch (error) {
      onUnexpectedError(error);
    }
  };

  return {
    subscribe(key, source, onChange) {
      const entry = entries.get(key) ?? open(key, source);
      entry.listeners.add(onChange);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        entry.listeners.delete(onChange);
        if (entry.listeners.size === 0) queueMicrotask(() => releaseIfUnused(key, entry));
      };
    },
    getSnapshot<T>(key: string) {
      return (entries.get(key)?.snapshot ?? LOADING) as Resource<T>;
    },
    preload(key, source) {
      const entry = entries.get(key) ?? open(key, source);
      if (entry.snapshot.status !== 'loading') return Promise.resolve();
      entry.settled ??= new Promise<void>((resolve) => {
        entry.holds += 1;
        const settle = () => {
          if (entry.snapshot.status === 'loading') return;
          entry.listeners.delete(settle);
          entry.settled = undefined;
          resolve();
          clock.setTimeout(() => {
            entry.holds -= 1;
            releaseIfUnused(key, entry);
          }, preloadHoldMs);
        };
        entry.listeners.add(settle);
      });
      return entry.settled;
    },
    openSources: () => entries.size,
    listenerCount: (key) => entries.get(key)?.listeners.size ?? 0,
  };
}
