import { isPlatformError, type PlatformError } from '@platform/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messagingErrors, type MessagingErrorCode } from './messaging.errors.js';
import type { MessagingPort } from './messaging.port.js';
import type { MessagingConnectionState } from './messaging.types.js';

/** A fresh adapter under test, with the control over its backend that the contract needs. */
export interface MessagingContractHarness {
  /** A new adapter that nothing has called yet. */
  readonly port: MessagingPort;
  /** Makes the adapter's Firebase app unusable, as deleting it does. */
  deleteApp(): Promise<void>;
  /** Releases the adapter and its backend after each test. */
  dispose?(): Promise<void>;
}

/** Builds a {@link MessagingContractHarness}; called before every test. */
export type MessagingContractFactory = () => Promise<MessagingContractHarness> | MessagingContractHarness;

async function expectMessagingError(work: Promise<unknown>, code: MessagingErrorCode): Promise<PlatformError> {
  const outcome = await work.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isPlatformError(outcome)) throw new Error(`Expected a rejection with ${code}, got ${String(outcome)}.`);
  expect(outcome.code).toBe(code);
  expect(outcome.message).toBe(messagingErrors.messages[code]);
  return outcome;
}

/** Collects what a `watchConnection` listener hears. */
function watch(port: MessagingPort) {
  const states: MessagingConnectionState[] = [];
  const errors: PlatformError<MessagingErrorCode>[] = [];
  const stop = port.watchConnection(
    (state) => states.push(state),
    (error) => errors.push(error),
  );
  return { states, errors, stop };
}

/**
 * The behavioural specification of {@link MessagingPort}. Every adapter runs it:
 * `messagingContract('memory', factory)` defines the suite `messaging contract [memory]`.
 */
export function messagingContract(adapterName: string, factory: MessagingContractFactory): void {
  describe(`messaging contract [${adapterName}]`, () => {
    let harness: MessagingContractHarness | undefined;
    const setup = async (): Promise<MessagingContractHarness> => {
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
      expect(watcher.errors[0]).toMatchObject({ code: 'messaging/app-deleted' });
      expect(watcher.states).toEqual([{ status: 'idle' }]);
      watcher.stop();
    });

    it('rejects with messaging/app-deleted once the app is deleted', async () => {
      const subject = await setup();
      await subject.deleteApp();
      await expectMessagingError(subject.port.connect(), 'messaging/app-deleted');
    });

    it('rejects every call with messaging/disposed after dispose, before or after connecting', async () => {
      const idle = (await setup()).port;
      await idle.dispose();
      await expectMessagingError(idle.connect(), 'messaging/disposed');
      await expectMessagingError(idle.isSupported(), 'messaging/disposed');

      const connected = (await setup()).port;
      await connected.connect();
      await connected.dispose();
      await expectMessagingError(connected.connect(), 'messaging/disposed');
    });
  });
}
