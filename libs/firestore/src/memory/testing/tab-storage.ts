import type { KeyValueStorage } from '@platform/core';

/** A storage that behaves like a tab's `sessionStorage`, and can be made full. */
export function createTabStorage() {
  const entries = new Map<string, string>();
  let full = false;
  const storage: KeyValueStorage = {
    getItem: (key) => entries.get(key) ?? null,
    setItem(key, value) {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      entries.set(key, value);
    },
    removeItem: (key) => void entries.delete(key),
  };
  return {
    storage,
    /** What is stored, by key. */
    entries,
    /** From now on, every `setItem` throws a `QuotaExceededError`. */
    fill: () => void (full = true),
  };
}
