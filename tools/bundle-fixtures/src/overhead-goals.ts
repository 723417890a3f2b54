/** What an adapter may add to the raw SDK's gzip bytes for the same work: a share of them, or a floor if larger. */
export interface OverheadGoal {
  readonly name: string;
  /** The share of the SDK's own bytes. */
  readonly ratio: number;
  /** The bytes allowed however small the SDK's share is. */
  readonly floorBytes: number;
}

/** A typical call: at most 10% or 2 KiB gzip more than the raw SDK making it, whichever is larger. */
export const CALL_GOAL: OverheadGoal = { name: 'typical call', ratio: 0.1, floorBytes: 2048 };

/** The whole port: at most 15% or 3 KiB gzip more than the SDK functions it wraps, whichever is larger. */
export const PORT_GOAL: OverheadGoal = { name: 'whole port', ratio: 0.15, floorBytes: 3072 };

/** The extra gzip bytes `goal` allows over an SDK app of `sdkGzip` bytes. */
export const extraAllowance = (goal: OverheadGoal, sdkGzip: number): number =>
  Math.floor(Math.max(goal.ratio * sdkGzip, goal.floorBytes));
