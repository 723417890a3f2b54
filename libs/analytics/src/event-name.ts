const NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const RESERVED_PREFIXES = ['firebase_', 'google_', 'ga_'] as const;

/**
 * Whether Google Analytics accepts `name` as an event name: letters, digits
 * and underscores, starting with a letter, at most 40 characters, and none of
 * the reserved prefixes `firebase_`, `google_` and `ga_`. Analytics drops
 * other names without a word; the port rejects them with `analytics/invalid-event`.
 */
export const isValidEventName = (name: string): boolean =>
  NAME.test(name) && !RESERVED_PREFIXES.some((prefix) => name.startsWith(prefix));
