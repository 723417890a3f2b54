// A letter, then up to 39 letters, digits or underscores (`\w`), and none of the reserved prefixes.
const NAME = /^(?!firebase_|google_|ga_)[A-Za-z]\w{0,39}$/;

/**
 * Whether Google Analytics accepts `name` as an event name: letters, digits
 * and underscores, starting with a letter, at most 40 characters, and none of
 * the reserved prefixes `firebase_`, `google_` and `ga_`. Analytics drops
 * other names without a word; the port rejects them with `analytics/invalid-event`.
 */
export const isValidEventName = (name: string): boolean => NAME.test(name);
