/** Polls `check` until it returns true, every 50 ms; rejects with `what` after `timeoutMs`. */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Gave up after ${String(timeoutMs)} ms waiting until ${what}.`);
    await sleep(50);
  }
}

/**
 * Polls `check` until it returns true, every 50 ms, for as long as `progress` keeps changing; rejects with `what` once
 * it has returned the same value for `quietMs`. For a wait that lasts as long as the machine is slow: it is bounded by
 * a silence, not by the clock.
 */
export async function waitWhileProgressing(
  what: string,
  check: () => boolean | Promise<boolean>,
  progress: () => unknown,
  quietMs: number,
) {
  let last = progress();
  let quietSince = Date.now();
  while (!(await check())) {
    const now = progress();
    if (!Object.is(now, last)) {
      last = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince > quietMs) {
      throw new Error(`Gave up waiting until ${what}: nothing changed for ${String(quietMs)} ms.`);
    }
    await sleep(50);
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Settles `promise` as data, so a scenario can assert on a rejection it expects. */
export function settle<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

/**
 * How long a wait for a Firestore listener lasts at most. Now and then the Cloud Firestore emulator sends a listen
 * stream a frame with a corrupt length, which the SDK reads as a message of gigabytes (firebase-tools#8654): it fails
 * that stream with resource-exhausted and listens again after its longest back-off, 60 s with up to half of that again
 * as jitter, so up to 90 s. The listener hears no error. Past that, with room for the machine to be busy.
 */
export const LISTEN_RECOVERY_MS = 105_000;
