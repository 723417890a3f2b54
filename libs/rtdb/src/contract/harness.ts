import { isPlatformError, type PlatformError } from '@platform/core';
import { afterEach, expect, type TestContext } from 'vitest';
import { rtdbErrors, type RtdbErrorCode } from '../rtdb.errors.js';
import type { RtdbErrorListener, RtdbPort } from '../rtdb.port.js';
import type { RtdbChildEvent, RtdbQuery, RtdbSnapshot } from '../rtdb.types.js';

/** A fresh adapter under test, on an empty database, with the control over its backend that the contract needs. */
export interface RtdbContractHarness {
  /** A new adapter that nothing has called yet. */
  readonly port: RtdbPort;
  /** Makes the adapter's Firebase app unusable, as deleting it does. */
  deleteApp(): Promise<void>;
  /** Releases the adapter and its backend after each test. */
  dispose?(): Promise<void>;
  /**
   * Makes the backend stop answering reads on every route (the realtime connection and REST), for the rest of the
   * test. The adapter is built with read timeouts short enough for a test.
   */
  stallReads(): void;
  /**
   * What this backend cannot run, with the reason: those cases are reported as skipped with it. firebase-server never
   * runs disconnect writes and never answers a write with an increment; the official emulator runs both.
   */
  readonly unsupported?: Partial<Record<BackendFeature, string>>;
}

/** A backend feature some real backends lack. */
export type BackendFeature = 'onDisconnect' | 'increment';

/** Builds a {@link RtdbContractHarness}; called before every test. */
export type RtdbContractFactory = () => Promise<RtdbContractHarness> | RtdbContractHarness;

/** Defines one group of contract cases. */
export type ContractCases = (factory: RtdbContractFactory) => void;

/** A `setup()` for each test, and the teardown after it. */
export function useHarness(factory: RtdbContractFactory): () => Promise<RtdbContractHarness> {
  let harness: RtdbContractHarness | undefined;
  afterEach(async () => {
    await harness?.port.dispose();
    await harness?.dispose?.();
    harness = undefined;
  });
  return async () => {
    harness = await factory();
    return harness;
  };
}

/** A `setup()` that skips the test, with the backend's reason, where the backend lacks `feature`. */
export function requiring(
  setup: () => Promise<RtdbContractHarness>,
  feature: BackendFeature,
): (context: TestContext) => Promise<RtdbContractHarness> {
  return async (context) => {
    const harness = await setup();
    const reason = harness.unsupported?.[feature];
    if (reason) context.skip(reason);
    return harness;
  };
}

/** Awaits `work`'s rejection and checks it is the typed error `code` with its catalogue message. */
export async function expectRtdbError(work: Promise<unknown>, code: RtdbErrorCode): Promise<PlatformError> {
  const outcome: unknown = await work.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isPlatformError(outcome)) throw new Error(`Expected a rejection with ${code}, got ${String(outcome)}.`);
  expect(outcome.code).toBe(code);
  expect(outcome.message).toBe(rtdbErrors.messages[code]);
  return outcome;
}

/** Collects what a listener hears: its values and its errors. */
function collect<T>(subscribe: (next: (value: T) => void, fail: RtdbErrorListener) => () => void) {
  const values: T[] = [];
  const errors: PlatformError<RtdbErrorCode>[] = [];
  const stop = subscribe(
    (value) => values.push(value),
    (error) => errors.push(error),
  );
  return { values, errors, stop };
}

/** Collects what an `onValue` listener hears. */
export function watchValue(port: RtdbPort, path: string, query?: RtdbQuery) {
  const {
    values: snapshots,
    errors,
    stop,
  } = collect<RtdbSnapshot>((next, fail) => port.onValue(path, next, fail, query));
  return { snapshots, errors, stop, last: () => snapshots.at(-1) };
}

/** Collects what an `onChild` listener hears. */
export function watchChildren(port: RtdbPort, path: string, query?: RtdbQuery) {
  const {
    values: events,
    errors,
    stop,
  } = collect<RtdbChildEvent>((next, fail) => port.onChild(path, next, fail, query));
  /** The keys of the `added` events so far, in order. */
  const addedKeys = () => events.filter((event) => event.type === 'added').map((event) => event.key);
  return { events, errors, stop, addedKeys };
}

/** The keys a query selects, in its order: the `added` events of a fresh listener, once its first value arrived. */
export async function keysOf(port: RtdbPort, path: string, query: RtdbQuery): Promise<string[]> {
  const children = watchChildren(port, path, query);
  const value = watchValue(port, path, query);
  await expect.poll(() => value.snapshots.length).toBeGreaterThan(0);
  children.stop();
  value.stop();
  return children.addedKeys();
}
