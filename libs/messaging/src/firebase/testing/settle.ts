/** Lets work in flight (fake-indexeddb's transactions, msw's replies, a listener being attached) run to completion. */
export async function settle(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}
