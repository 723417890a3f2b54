/**
 * Where a memory adapter keeps its state across reloads: `window.sessionStorage` (this tab, until it closes) and
 * `window.localStorage` fit, and so does any object with these three methods.
 */
export interface KeyValueStorage {
  /** The value under `key`, or `null`. */
  getItem(key: string): string | null;
  /** Stores `value` under `key`; throws when the storage is full (a `QuotaExceededError` in browsers). */
  setItem(key: string, value: string): void;
  /** Forgets `key`. */
  removeItem(key: string): void;
}
