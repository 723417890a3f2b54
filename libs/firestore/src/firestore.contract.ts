import { isPlatformError, type PlatformError } from '@platform/core';
import { afterEach, describe, expect, it } from 'vitest';
import { firestoreErrors, type FirestoreErrorCode } from './firestore.errors.js';
import type { FirestorePort } from './firestore.port.js';
import type { FirestoreConnectionState } from './firestore.types.js';

/** A fresh adapter under test, with the control over its backend that the contract needs. */
export interface FirestoreContractHarness {
  /** A new adapter that nothing has called yet. */
  readonly port: FirestorePort;
  /** Makes the adapter's Firebase app unusable, as deleting it does. */
  deleteApp(): Promise<void>;
  /** Releases the adapter and its backend after each test. */
  dispose?(): Promise<void>;
}

/** Builds a {@link FirestoreContractHarness}; called before every test. */
export type FirestoreContractFactory = () => Promise<FirestoreContractHarness> | FirestoreContractHarness;

async function expectFirestoreError(work: Promise<unknown>, code: FirestoreErrorCode): Promise<PlatformError> {
  const outcome = await work.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isPlatformError(outcome)) throw new Error(`Expected a rejection with ${code}, got ${String(outcome)}.`);
  expect(outcome.code).toBe(code);
  expect(outcome.message).toBe(firestoreErrors.messages[code]);
  return outcome;
}

/** Collects what a `watchConnection` listener hears. */
function watch(port: FirestorePort) {
  const states: FirestoreConnectionState[] = [];
  const errors: PlatformError<FirestoreErrorCode>[] = [];
  const stop = port.watchConnection(
    (state) => states.push(state),
    (error) => errors.push(error),
  );
  return { states, errors, stop };
}

/**
 * The behavioural specification of {@link FirestorePort}. Every adapter runs it:
 * `firestoreContract('memory', factory)` defines the suite `firestore contract [memory]`.
 */
export function firestoreContract(adapterName: string, factory: FirestoreContractFactory): void {
  describe(`firestore contract [${adapterName}]`, () => {
    let harness: FirestoreContractHarness | undefined;
    const setup = async (): Promise<FirestoreContractHarness> => {
      harness = await factory();
      return harness;
    };
    afterEach(async () => {
      await harness?.port.dispose();
      await harness?.dispose?.();
      harness = undefined;
    });

    it('tells whether the environment supports the service, the same way every time', async () => {
      const { port } = await setup();
      const supported = await port.isSupported();
      expect(typeof supported).toBe('boolean');
      await expect(port.isSupported()).resolves.toBe(supported);
    });

    it('connects where the service is supported and reports unsupported elsewhere', async () => {
      const { port } = await setup();
      const supported = await port.isSupported();
      const connection = await port.connect();
      expect(connection.status).toBe(supported ? 'connected' : 'unsupported');
    });

    it('shares the first connection between calls', async () => {
      const { port } = await setup();
      const first = await port.connect();
      await expect(port.connect()).resolves.toEqual(first);
    });

    it('is idle until the first connection, then reports it synchronously', async () => {
      const { port } = await setup();
      expect(port.currentConnection()).toEqual({ status: 'idle' });
      const connection = await port.connect();
      expect(port.currentConnection()).toEqual(connection);
    });

    it('tells a watcher the current state at once, connects, and tells it the connection', async () => {
      const { port } = await setup();
      const watcher = watch(port);
      expect(watcher.states).toEqual([{ status: 'idle' }]);
      await expect.poll(() => watcher.states.length).toBe(2);
      expect(watcher.states[1]).toEqual(port.currentConnection());
      expect(watcher.states[1]?.status).not.toBe('idle');
      expect(watcher.errors).toEqual([]);
      watcher.stop();
    });

    it('gives every watcher the same connection, and a late watcher the connection at once', async () => {
      const { port } = await setup();
      const first = watch(port);
      const second = watch(port);
      await expect.poll(() => second.states.length).toBe(2);
      expect(second.states[1]).toBe(first.states[1]);
      const late = watch(port);
      expect(late.states).toEqual([first.states[1]]);
      for (const watcher of [first, second, late]) watcher.stop();
    });

    it('tells a watcher that connecting failed, with the typed error', async () => {
      const subject = await setup();
      await subject.deleteApp();
      const watcher = watch(subject.port);
      await expect.poll(() => watcher.errors.length).toBe(1);
      expect(watcher.errors[0]).toMatchObject({ code: 'firestore/app-deleted' });
      expect(watcher.states).toEqual([{ status: 'idle' }]);
      watcher.stop();
    });

    it('rejects with firestore/app-deleted once the app is deleted', async () => {
      const subject = await setup();
      await subject.deleteApp();
      await expectFirestoreError(subject.port.connect(), 'firestore/app-deleted');
    });

    it('rejects every call with firestore/disposed after dispose, before or after connecting', async () => {
      const idle = (await setup()).port;
      await idle.dispose();
      await expectFirestoreError(idle.connect(), 'firestore/disposed');
      await expectFirestoreError(idle.isSupported(), 'firestore/disposed');

      const connected = (await setup()).port;
      await connected.connect();
      await connected.dispose();
      await expectFirestoreError(connected.connect(), 'firestore/disposed');
    });
  });
}
