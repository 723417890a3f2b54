import {
  callListener,
  createSubscribable,
  reportUncaught,
  systemClock,
  type Clock,
  type Subscribable,
} from '@platform/core';
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
  /** Its state now. */
  readonly status: Resource<unknown>['status'];
  /** When it last had a value, on the store's clock. */
  readonly lastValueAt?: number;
  /** The last failure it had, kept after it recovered. */
  readonly lastError?: unknown;
  /** While no listener uses it and it is kept open (keep-alive or preload): when it closes, on the store's clock. */
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

interface Entry {
  readonly scope: SubscriptionScope;
  readonly key: string;
  readonly source: SubscriptionSource<unknown>;
  readonly state: Subscribable<Resource<unknown>>;
  lastValueAt?: number;
  lastError?: unknown;
  closesAt?: number;
  /** Takes the entry out of the store; its source is closed separately. */
  readonly remove: () => void;
  close?: () => void;
  closed: boolean;
  listeners: number;
  /** Until when a preload keeps the source open without listeners. */
  holdUntil: number;
  cancelRelease?: () => void;
  /** Pending while a preload waits for the first value, for Suspense. */
  settled?: Promise<void>;
  wake?: () => void;
}

/** A new value counts as a change unless it is the same data; every failure is a change. */
const sameResource = (a: Resource<unknown>, b: Resource<unknown>) =>
  a === b || (a.status === 'success' && b.status === 'success' && Object.is(a.data, b.data));

/** Creates an empty {@link SubscriptionStore}. */
export function createSubscriptionStore({
  onUnexpectedError = reportUncaught,
  clock = systemClock,
  keepAliveMs = 5_000,
  preloadHoldMs = 5_000,
}: SubscriptionStoreOptions = {}): SubscriptionStore {
  const scopes = new WeakMap<SubscriptionScope, Map<string, Entry>>();
  const all = new Set<Entry>();
  const watchers = new Set<() => void>();
  let listed: readonly SubscriptionEntryInfo[] | undefined;
  const changed = () => {
    listed = undefined;
    for (const watcher of [...watchers]) callListener(watcher, undefined);
  };
  let open = 0;

  const find = (scope: SubscriptionScope, key: string) => scopes.get(scope)?.get(key);

  const later = (ms: number, run: () => void): (() => void) => {
    if (ms > 0) {
      const handle = clock.setTimeout(run, ms);
      return () => clock.clearTimeout(handle);
    }
    let pending = true;
    queueMicrotask(() => pending && run());
    return () => {
      pending = false;
    };
  };

  const release = (entry: Entry) => {
    if (entry.closed) return;
    entry.closed = true;
    entry.remove();
    all.delete(entry);
    open -= 1;
    changed();
    entry.wake?.();
    try {
      entry.close?.();
    } catch (error) {
      onUnexpectedError(error);
    }
  };

  /** (Re)arms the release of an entry nobody listens to: after the hold or keep-alive, at once once it failed. */
  const releaseWhenIdle = (entry: Entry) => {
    entry.cancelRelease?.();
    entry.cancelRelease = undefined;
    entry.closesAt = undefined;
    if (entry.listeners > 0 || entry.closed) return;
    const keep = entry.state.get().status === 'error' ? 0 : keepAliveMs;
    const wait = Math.max(entry.holdUntil - clock.now(), keep);
    entry.closesAt = clock.now() + wait;
    entry.cancelRelease = later(wait, () => release(entry));
    changed();
  };

  const start = (entry: Entry) => {
    const publish = (next: Resource<unknown>) => {
      if (entry.closed || !entry.state.emit(next)) return;
      if (next.status === 'success') entry.lastValueAt = clock.now();
      if (next.status === 'error') {
        entry.lastError = next.error;
        releaseWhenIdle(entry);
      }
      changed();
    };
    try {
      entry.close = entry.source({
        next: (data) => publish({ status: 'success', data }),
        error: (error) => publish({ status: 'error', error }),
      });
    } catch (error) {
      publish({ status: 'error', error });
    }
  };

  const openEntry = <T>(scope: SubscriptionScope, key: string, source: SubscriptionSource<T>): Entry => {
    let entries = scopes.get(scope);
    if (!entries) scopes.set(scope, (entries = new Map()));
    const owner = entries;
    const entry: Entry = {
      scope,
      key,
      source: source as SubscriptionSource<unknown>,
      state: createSubscribable<Resource<unknown>>(LOADING, { equals: sameResource }),
      remove: () => {
        if (owner.get(key) === entry) owner.delete(key);
      },
      closed: false,
      listeners: 0,
      holdUntil: 0,
    };
    entries.set(key, entry);
    all.add(entry);
    open += 1;
    changed();
    start(entry);
    return entry;
  };

  return {
    subscribe(scope, key, source, onChange) {
      const entry = find(scope, key) ?? openEntry(scope, key, source);
      entry.listeners += 1;
      entry.cancelRelease?.();
      entry.cancelRelease = undefined;
      entry.closesAt = undefined;
      changed();
      const unsubscribe = entry.state.subscribe(onChange);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        unsubscribe();
        entry.listeners -= 1;
        releaseWhenIdle(entry);
        changed();
      };
    },
    getSnapshot<T>(scope: SubscriptionScope, key: string) {
      return (find(scope, key)?.state.get() ?? LOADING) as Resource<T>;
    },
    preload(scope, key, source) {
      const entry = find(scope, key) ?? openEntry(scope, key, source);
      if (entry.state.get().status !== 'loading') return Promise.resolve();
      entry.settled ??= new Promise<void>((resolve) => {
        const hold = () => {
          entry.holdUntil = clock.now() + preloadHoldMs;
          releaseWhenIdle(entry);
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
    },
    reset(scope, key) {
      const entry = find(scope, key);
      if (entry?.state.get().status !== 'error') return;
      entry.holdUntil = 0;
      releaseWhenIdle(entry);
    },
    openSources: () => open,
    listenerCount: (scope, key) => find(scope, key)?.listeners ?? 0,
    entries: () =>
      (listed ??= [...all].map(({ scope, key, listeners, state, lastValueAt, lastError, closesAt }) => ({
        scope,
        key,
        listeners,
        status: state.get().status,
        ...(lastValueAt === undefined ? {} : { lastValueAt }),
        ...(lastError === undefined ? {} : { lastError }),
        ...(closesAt === undefined ? {} : { closesAt }),
      }))),
    watchEntries(listener) {
      watchers.add(listener);
      return () => {
        watchers.delete(listener);
      };
    },
    retry(scope, key) {
      const entry = find(scope, key);
      if (entry?.state.get().status !== 'error') return;
      try {
        entry.close?.();
      } catch (error) {
        onUnexpectedError(error);
      }
      entry.state.emit(LOADING);
      changed();
      start(entry);
    },
  };
}
