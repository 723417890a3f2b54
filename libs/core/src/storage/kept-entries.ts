import { reportUncaught } from '../subscription/call-listener.js';
import type { KeyValueStorage } from './key-value-storage.js';

/** How {@link keepEntries} turns values into JSON and back, and the errors it raises. */
export interface KeptEntriesOptions<T> {
  /** The format version; kept data of another version is not read. */
  readonly version: number;
  /** The value as JSON-safe data. */
  encode(value: T): unknown;
  /** The value `encode` stored; throws on anything else. */
  decode(stored: unknown): T;
  /** The error reported (never thrown) when kept data cannot be read: all of it, or the entries `names`. */
  unreadable(reason: string, names: readonly string[]): Error;
  /** The error thrown when the storage refuses a save (it is full). */
  full(cause: unknown): Error;
}

/** Entries kept by name in one storage key. */
export interface KeptEntries<T> {
  /** The kept entries that can be read; the rest are left out and reported once. */
  load(): Map<string, T>;
  /** Keeps `changes` (`null` forgets the entry) with the other entries, or throws the `full` error and keeps none of them. */
  save(changes: ReadonlyMap<string, T | null>): void;
}

/**
 * Keeps named entries in `storage` under `key` as one JSON document, so that a memory adapter's state survives a
 * reload. Unreadable data never crashes a load: it is left out and reported with `reportError`.
 */
export function keepEntries<T>(storage: KeyValueStorage, key: string, options: KeptEntriesOptions<T>): KeptEntries<T> {
  let kept = new Map<string, unknown>();
  const read = (): Map<string, unknown> => {
    let parsed: unknown;
    try {
      const raw = storage.getItem(key);
      if (raw === null) return new Map();
      parsed = JSON.parse(raw);
    } catch (error) {
      reportUncaught(options.unreadable(error instanceof Error ? error.message : String(error), []));
      return new Map();
    }
    const { version, entries } = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<
      string,
      unknown
    >;
    if (version !== options.version || typeof entries !== 'object' || entries === null || Array.isArray(entries)) {
      reportUncaught(options.unreadable(`not version ${String(options.version)} data`, []));
      return new Map();
    }
    return new Map(Object.entries(entries));
  };
  return {
    load() {
      kept = read();
      const values = new Map<string, T>();
      const unreadable: string[] = [];
      for (const [name, stored] of kept) {
        try {
          values.set(name, options.decode(stored));
        } catch {
          unreadable.push(name);
          kept.delete(name);
        }
      }
      if (unreadable.length > 0) reportUncaught(options.unreadable('unreadable entries', unreadable));
      return values;
    },
    save(changes) {
      const next = new Map(kept);
      for (const [name, value] of changes) {
        if (value === null) next.delete(name);
        else next.set(name, options.encode(value));
      }
      try {
        storage.setItem(key, JSON.stringify({ version: options.version, entries: Object.fromEntries(next) }));
      } catch (cause) {
        throw options.full(cause);
      }
      kept = next;
    },
  };
}
