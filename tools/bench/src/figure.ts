/** One row of the bench's table: a figure, its goal and whether it meets it. */
export interface Figure {
  /** The section, e.g. `1 initial JS`. */
  readonly section: string;
  /** What was measured, e.g. `entry chunk, gzip`. */
  readonly name: string;
  /** The figure, formatted for people. */
  readonly value: string;
  /** The goal, formatted, or `''` for a figure reported without one. */
  readonly goal: string;
  /** Whether the figure meets the goal; `null` without one. */
  readonly met: boolean | null;
}

/** What a bench section returns: its rows, and its raw figures for results.json. */
export interface SectionResult<Data> {
  readonly figures: readonly Figure[];
  readonly data: Data;
}

/** `1234` → `1.21 KiB`; small numbers stay in bytes. */
export const formatBytes = (bytes: number): string =>
  Math.abs(bytes) < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(2)} KiB`;

/** Milliseconds, to one decimal under 100. */
export const formatMs = (ms: number): string => (ms < 100 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`);

/** A ratio as `1.023×`. */
export const formatRatio = (ratio: number): string => `${ratio.toFixed(3)}×`;
