/**
 * Cloud Firestore's billing rules the meter follows, from "Understand Cloud Firestore billing"
 * (https://firebase.google.com/docs/firestore/pricing) and its "Listening to query results" and "Aggregation
 * queries" sections.
 */
export const FIRESTORE_BILLING = {
  /** A query (or a listener's first result) that returns nothing still bills one read. */
  minimumQueryReads: 1,
  /** An aggregation bills one read per batch of up to this many index entries it matches, and at least one. */
  aggregationEntriesPerRead: 1_000,
  /**
   * A listener disconnected for longer than this is billed as a new query: its whole result again. Within it, only
   * the documents that changed meanwhile.
   */
  resumeWindowMs: 30 * 60 * 1_000,
} as const;

/** The reads an aggregation over `entries` matched index entries bills. */
export const aggregationReads = (entries: number): number =>
  Math.max(FIRESTORE_BILLING.minimumQueryReads, Math.ceil(entries / FIRESTORE_BILLING.aggregationEntriesPerRead));

/** The reads a query (a `get`, or a listener's first result from the backend) that returns `documents` bills. */
export const queryReads = (documents: number): number => Math.max(FIRESTORE_BILLING.minimumQueryReads, documents);
