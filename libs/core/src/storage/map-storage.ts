import type { KeyValueStorage } from './key-value-storage.js';

/** Options for {@link createMapStorage}. */
export interface MapStorageOptions {
  /** The most characters, keys and values together, it holds before `setItem` throws as a full `sessionStorage` does. */
  readonly maxChars?: number;
}

/** A {@link KeyValueStorage} in memory, as a browser's is: for a server, a test, or a memory adapter that needs one. */
export interface MapStorage extends KeyValueStorage {
  /** What it holds, by key. */
  readonly entries: ReadonlyMap<string, string>;
}

/**
 * Creates a {@link MapStorage}. Past `maxChars` (unbounded by default), `setItem` throws a `QuotaExceededError` and
 * keeps the old value, as browsers do.
 */
export function createMapStorage({ maxChars = Infinity }: MapStorageOptions = {}): MapStorage {
  const entries = new Map<string, string>();
  const size = () => [...entries].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem(key, value) {
      const after =
        size() - (entries.has(key) ? key.length + (entries.get(key)?.length ?? 0) : 0) + key.length + value.length;
      if (after > maxChars)
        throw new DOMException(`The quota of ${String(maxChars)} characters has been exceeded.`, 'QuotaExceededError');
      entries.set(key, String(value));
    },
    removeItem: (key) => void entries.delete(key),
  };
}
