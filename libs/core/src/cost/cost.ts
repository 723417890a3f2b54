/** What a backend bills, added up. */
export interface Cost {
  /** Document reads, as Cloud Firestore bills them. */
  readonly reads: number;
  /** Bytes downloaded (Realtime Database, Cloud Storage). */
  readonly bytes: number;
  /** Billed operations (Cloud Storage). */
  readonly operations: number;
  /** Whether any part of it is an estimate rather than a count (bytes taken from JSON, say). */
  readonly estimated: boolean;
}

/** One charge: the parts of a {@link Cost} it adds; the others are 0. */
export type CostCharge = Partial<Cost>;

/** The cost of nothing. */
export const NO_COST: Cost = { reads: 0, bytes: 0, operations: 0, estimated: false };

/** `a` and `b` added up; estimated when either is. */
export const addCost = (a: Cost, b: CostCharge): Cost => ({
  reads: a.reads + (b.reads ?? 0),
  bytes: a.bytes + (b.bytes ?? 0),
  operations: a.operations + (b.operations ?? 0),
  estimated: a.estimated || (b.estimated ?? false),
});

/** What was billed from `before` to `after` (the later total of the same meter). */
export const costSince = (before: Cost, after: Cost): Cost => ({
  reads: after.reads - before.reads,
  bytes: after.bytes - before.bytes,
  operations: after.operations - before.operations,
  estimated: after.estimated,
});
