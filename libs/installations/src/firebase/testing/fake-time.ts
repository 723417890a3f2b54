/** Lets the real-time work in flight (fake-indexeddb's transactions, msw's replies) run to completion. */
export async function settleIo(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * Moves Vitest's fake clock forward by `ms`, one millisecond at a time while
 * timers are waiting, and lets IndexedDB and HTTP work finish after each step,
 * so that the SDK's polling runs on the exact millisecond it would in a browser.
 */
export async function advanceFakeTime(ms: number): Promise<void> {
  await settleIo();
  let left = ms;
  while (left > 0) {
    const step = vi.getTimerCount() === 0 ? left : 1;
    await vi.advanceTimersByTimeAsync(step);
    await settleIo();
    left -= step;
  }
}
