import type { AdapterKind } from './scenario.js';

/** N readers of one value, on one adapter. */
export interface ScalingPoint {
  readonly scenario: string;
  readonly adapter: AdapterKind;
  readonly readers: number;
  /** The most port listeners (SDK listeners, on the Firebase adapter) open at once while the N readers were mounted. */
  readonly listeners: number;
  /** Port listeners still open once the readers unmounted and the keep-alive passed. */
  readonly listenersAfterUnmount: number;
  /** The heap after a forced GC with the N readers mounted, less the heap before they mounted. */
  readonly heapGrowthBytes: number;
  /** From rendering the N readers to all of them showing the first value. */
  readonly mountMs: number;
  /** From the change to all N readers showing it. */
  readonly rerenderMs: number;
}

/** Mount/unmount cycles of the same readers, on one adapter. */
export interface ChurnResult {
  readonly scenario: string;
  readonly adapter: AdapterKind;
  readonly cycles: number;
  readonly readers: number;
  /** The store's open sources once the last cycle unmounted and the keep-alive passed. */
  readonly openSourcesAfter: number;
  /** Port listeners still open then. */
  readonly listenersAfter: number;
  /** The heap after a forced GC, after one warm-up cycle and after the last cycle. */
  readonly heapBeforeBytes: number;
  readonly heapAfterBytes: number;
  readonly durationMs: number;
}

/** What one scaling child process reports. */
export interface ScenarioReport {
  readonly points: readonly ScalingPoint[];
  readonly churn: ChurnResult;
}
