import { withTimeout, type Clock } from '@platform/core';

/** The two routes of a read, and how long the first may take. */
export interface ReadRoutes<T> {
  /** The realtime read, already started. */
  readonly realtime: Promise<T>;
  /** Starts the REST read; its signal fires when the realtime read answers first after all. */
  readonly rest: (signal: AbortSignal) => Promise<T>;
  readonly timeoutMs: number;
  readonly clock: Clock;
}

const NEVER = new Promise<never>(() => undefined);

/**
 * The realtime answer if it comes within `timeoutMs`; otherwise (or if it fails) the REST read, unless the realtime
 * answer still comes first, which then cancels REST. Settles once: a late answer from the other route is dropped.
 */
export async function readWithFallback<T>({ realtime, rest, timeoutMs, clock }: ReadRoutes<T>): Promise<T> {
  try {
    return await withTimeout(realtime, timeoutMs, { clock });
  } catch {
    // No answer in time, or the client is offline: REST serves the read.
  }
  const controller = new AbortController();
  try {
    return await Promise.race([rest(controller.signal), realtime.catch(() => NEVER)]);
  } finally {
    controller.abort();
  }
}
