/** The Realtime Database adapters' timings. */
export const RTDB_TIMINGS = {
  /**
   * How long `read()` waits for an answer over the realtime connection before it reads over REST; the SDK's own
   * wait for a connection before a `get()` gives up.
   */
  realtimeReadTimeoutMs: 3_000,
  /** How long the REST fallback of a read may take, retries included, before the read fails with `rtdb/timeout`. */
  restReadTimeoutMs: 20_000,
} as const;
