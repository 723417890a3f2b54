/** The placeholder for the server's time, resolved when the write reaches the database. */
export interface RtdbServerTimestamp {
  /** The Realtime Database's marker for a server value: the server's time. */
  readonly '.sv': 'timestamp';
}

/** The placeholder for adding `delta` to the number stored at a location, atomically on the server. */
export interface RtdbIncrement {
  /** The Realtime Database's marker for a server value: an increment by `increment`. */
  readonly '.sv': { readonly increment: number };
}

/** The server's time, in epoch milliseconds, written where this value is placed. */
export const serverTimestamp = (): RtdbServerTimestamp => ({ '.sv': 'timestamp' });

/** Adds `delta` to the number at the location it is written to (a missing or non-number value counts as 0). */
export const increment = (delta: number): RtdbIncrement => ({ '.sv': { increment: delta } });

/** Whether `value` is one of the server-value placeholders. */
export function isServerValue(value: unknown): value is RtdbServerTimestamp | RtdbIncrement {
  if (typeof value !== 'object' || value === null || !('.sv' in value)) return false;
  const sv = (value as { '.sv': unknown })['.sv'];
  return (
    Object.keys(value).length === 1 &&
    (sv === 'timestamp' ||
      (typeof sv === 'object' &&
        sv !== null &&
        typeof (sv as { increment?: unknown }).increment === 'number' &&
        Number.isFinite((sv as { increment: number }).increment)))
  );
}
