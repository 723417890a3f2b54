/** The limits Firestore enforces, which the port checks before any network call. */
export const FIRESTORE_LIMITS = Object.freeze({
  /** The most bytes (UTF-8) in one path segment (a collection id or a document id). */
  segmentBytes: 1500,
  /** The most operations one batched write takes. */
  batchWrites: 500,
  /** The most values an `in` or `array-contains-any` filter takes. */
  inValues: 30,
  /** The most values a `not-in` filter takes. */
  notInValues: 10,
  /**
   * The most disjunctions a query's filters make in disjunctive normal form: each distinct value of an `in` or
   * `array-contains-any` list is one, `or()` adds its branches' and `and()` multiplies them.
   */
  disjunctions: 30,
  /** The most attempts a transaction makes before it gives up with `firestore/aborted`. */
  transactionAttempts: 5,
});
