import { isPlatformError, type PlatformError } from '@platform/core';
import { afterEach, expect, type TestContext } from 'vitest';
import { firestoreErrors, type FirestoreErrorCode } from '../firestore.errors.js';
import type { FirestorePort } from '../firestore.port.js';
import type { DocumentSnapshot, QueryListenOptions, QuerySnapshot } from '../firestore.types.js';
import type { Query } from '../model/query.js';
import type { CollectionRef, DocumentRef } from '../model/refs.js';

/** A fresh adapter under test, with the control over its backend the contract needs. */
export interface FirestoreContractHarness {
  /** A new adapter that nothing has called yet. */
  readonly port: FirestorePort;
  /** Another client of the same backend, as a second device or tab would be; released after each test. */
  peer(): FirestorePort;
  /** Makes the adapter's Firebase app unusable, as deleting it does. */
  deleteApp(): Promise<void>;
  /** Releases the adapter and its backend after each test. */
  dispose?(): Promise<void>;
  /**
   * Another client of the same backend that refuses, as production does, a query the index definition (the
   * contents of a `firestore.indexes.json`) cannot serve; released after each test. Absent where the backend never
   * refuses a query for a missing index (the Cloud Firestore emulator): there the cases check the queries run.
   */
  withIndexes?(indexes: unknown): FirestorePort;
}

/**
 * Builds a harness before every test, or gives the reason this backend cannot run here: every case then reports
 * as skipped with it, never as passed.
 */
export type FirestoreContractFactory = () =>
  | Promise<FirestoreContractHarness | string>
  | FirestoreContractHarness
  | string;

/** Defines one group of contract cases. */
export type ContractCases = (factory: FirestoreContractFactory) => void;

/** What each case gets: the harness, and a prefix that keeps its collections apart from every other case's. */
export interface ContractSetup extends FirestoreContractHarness {
  /** A collection id no other case (or earlier run on the same emulator) uses. */
  readonly ns: (name: string) => string;
}

let cases = 0;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A `setup(context)` for each test (skipping it with the backend's reason), and the teardown after it. */
export function useHarness(factory: FirestoreContractFactory): (context: TestContext) => Promise<ContractSetup> {
  let harness: FirestoreContractHarness | undefined;
  const peers: FirestorePort[] = [];
  afterEach(async () => {
    for (const peer of peers.splice(0)) await peer.dispose();
    await harness?.port.dispose();
    await harness?.dispose?.();
    harness = undefined;
  });
  return async (context) => {
    const built = await factory();
    if (typeof built === 'string') {
      context.skip(built);
      throw new Error(built);
    }
    harness = built;
    cases += 1;
    const prefix = `c${run}${String(cases)}`;
    const track = (other: FirestorePort) => {
      peers.push(other);
      return other;
    };
    const { withIndexes } = built;
    return {
      ...built,
      peer: () => track(built.peer()),
      ...(withIndexes ? { withIndexes: (indexes: unknown) => track(withIndexes(indexes)) } : {}),
      ns: (name) => `${prefix}-${name}`,
    };
  };
}

/** Runs `work` (which may throw at once or reject) and checks it failed with `code` and its catalogue message. */
export async function expectFirestoreError(work: () => unknown, code: FirestoreErrorCode): Promise<PlatformError> {
  let outcome: unknown;
  try {
    await work();
  } catch (error) {
    outcome = error;
  }
  if (!isPlatformError(outcome)) throw new Error(`Expected ${code}, got ${String(outcome)}.`);
  expect(outcome.code).toBe(code);
  expect(outcome.message).toBe(firestoreErrors.messages[code]);
  return outcome;
}

/** Collects what a listener hears: its snapshots and its errors. */
function collect<S>(listen: (next: (snapshot: S) => void, fail: (error: unknown) => void) => () => void) {
  const snapshots: S[] = [];
  const errors: unknown[] = [];
  const stop = listen(
    (snapshot) => snapshots.push(snapshot),
    (error) => errors.push(error),
  );
  return { snapshots, errors, stop };
}

/** Collects what a document listener hears. */
export const watchDoc = <T>(port: FirestorePort, ref: DocumentRef<T, unknown>) =>
  collect<DocumentSnapshot<T>>((next, fail) => port.onDocument(ref, next, fail));

/** Collects what a query listener hears, and the ids of its latest result. */
export function watchQuery<T>(
  port: FirestorePort,
  query: Query<T> | CollectionRef<T, unknown>,
  options?: QueryListenOptions,
) {
  const heard = collect<QuerySnapshot<T>>((next, fail) => port.onQuery(query, next, fail, options));
  return { ...heard, ids: () => heard.snapshots.at(-1)?.docs.map((doc) => doc.id) };
}

/** The ids a query returns, in order. */
export const idsOf = async <T>(port: FirestorePort, query: Query<T> | CollectionRef<T, unknown>): Promise<string[]> =>
  (await port.getDocs(query)).map((doc) => doc.id);
