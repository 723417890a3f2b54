import { createSubscribable, withCostKey, type Clock, type Subscribable } from '@platform/core';
import { LOADING, type Resource } from './resource.js';
import type { SubscriptionScope, SubscriptionSource } from './subscription-store.js';

/** One entry of a store: the state of one scope and key, and the source that feeds it. */
export interface Entry {
  readonly scope: SubscriptionScope;
  readonly key: string;
  /** What opens the entry's subscription; set when the entry opens (a seeded entry waits for its first listener). */
  source?: SubscriptionSource<unknown>;
  readonly state: Subscribable<Resource<unknown>>;
  lastValueAt?: number;
  lastError?: unknown;
  closesAt?: number;
  /** Takes the entry out of the store; its source is closed separately. */
  readonly remove: () => void;
  close?: () => void;
  /** Whether the source has been opened; a seeded entry waits for its first listener. */
  opened: boolean;
  closed: boolean;
  updatedAt: number;
  /** The seeded state, which server renders and hydration show. */
  seeded?: Resource<unknown>;
  confirms?: (seeded: unknown, delivered: unknown) => boolean;
  resume?: string;
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

/** What the entries of a store need from it. */
export interface StoreEntriesOptions {
  readonly clock: Clock;
  readonly keepAliveMs: number;
  readonly onUnexpectedError: (error: unknown) => void;
  /** Tells the store's watchers of a change. */
  readonly changed: () => void;
}

/** The entries of one store, by scope and key, and how they open, publish and are released. */
export interface StoreEntries {
  /** Every entry, in the order they were made. */
  readonly all: ReadonlySet<Entry>;
  /** The entries of `scope`, by key. */
  of(scope: SubscriptionScope): ReadonlyMap<string, Entry> | undefined;
  find(scope: SubscriptionScope, key: string): Entry | undefined;
  /** Makes an entry that shows `initial`, replacing none (see `Entry.remove`). */
  create(scope: SubscriptionScope, key: string, initial: Resource<unknown>): Entry;
  /** Opens `source` for `scope` and `key`: in the seeded entry that waits for it, else in a new `loading` one. */
  open<T>(scope: SubscriptionScope, key: string, source: SubscriptionSource<T>): Entry;
  /** Opens an entry's source (again, for a retry). */
  start(entry: Entry): void;
  /** Closes an entry's source, reporting a close that throws. */
  close(entry: Entry): void;
  /** (Re)arms the release of an entry nobody listens to: after the hold or keep-alive, at once once it failed. */
  releaseWhenIdle(entry: Entry): void;
  /** How many sources are open. */
  openSources(): number;
}

/** Creates the entries of one store. */
export function createStoreEntries({
  clock,
  keepAliveMs,
  onUnexpectedError,
  changed,
}: StoreEntriesOptions): StoreEntries {
  const scopes = new WeakMap<SubscriptionScope, Map<string, Entry>>();
  const all = new Set<Entry>();
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

  const close = (entry: Entry) => {
    try {
      entry.close?.();
    } catch (error) {
      onUnexpectedError(error);
    }
  };

  const release = (entry: Entry) => {
    if (entry.closed) return;
    entry.closed = true;
    entry.remove();
    all.delete(entry);
    if (entry.opened) open -= 1;
    changed();
    entry.wake?.();
    close(entry);
  };

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
      if (entry.closed) return;
      const seeded = entry.seeded;
      if (seeded?.status === 'success' && entry.state.get() === seeded && next.status === 'success') {
        if (entry.confirms?.(seeded.data, next.data)) return;
      }
      if (!entry.state.emit(next)) return;
      if (next.status === 'success') entry.updatedAt = entry.lastValueAt = clock.now();
      if (next.status === 'error') {
        entry.lastError = next.error;
        releaseWhenIdle(entry);
      }
      changed();
    };
    // A source hears of the seeded value only while the entry shows it: after a reset (a retry), what it delivers first
    // is news, not a confirmation, or the entry would stay `loading`.
    const seeded = entry.seeded?.status === 'success' && entry.state.get() === entry.seeded ? entry.seeded : undefined;
    try {
      // A metered port charges what the listeners opened here cost to the entry's key.
      entry.close = withCostKey(entry.key, () =>
        entry.source?.({
          next: (data) => publish({ status: 'success', data }),
          error: (error) => publish({ status: 'error', error }),
          ...(entry.resume === undefined ? {} : { resume: entry.resume }),
          ...(seeded ? { seeded: { value: seeded.data } } : {}),
        }),
      );
    } catch (error) {
      publish({ status: 'error', error });
    }
  };

  const create = (scope: SubscriptionScope, key: string, initial: Resource<unknown>): Entry => {
    let entries = scopes.get(scope);
    if (!entries) scopes.set(scope, (entries = new Map()));
    const owner = entries;
    const entry: Entry = {
      scope,
      key,
      state: createSubscribable<Resource<unknown>>(initial, { equals: sameResource }),
      remove: () => {
        if (owner.get(key) === entry) owner.delete(key);
      },
      opened: false,
      closed: false,
      updatedAt: clock.now(),
      listeners: 0,
      holdUntil: 0,
    };
    entries.set(key, entry);
    all.add(entry);
    changed();
    return entry;
  };

  return {
    all,
    of: (scope) => scopes.get(scope),
    find,
    create,
    open<T>(scope: SubscriptionScope, key: string, source: SubscriptionSource<T>) {
      const existing = find(scope, key);
      const entry = existing && !existing.opened ? existing : create(scope, key, LOADING);
      entry.source = source as SubscriptionSource<unknown>;
      entry.opened = true;
      open += 1;
      changed();
      start(entry);
      return entry;
    },
    start,
    close,
    releaseWhenIdle,
    openSources: () => open,
  };
}
