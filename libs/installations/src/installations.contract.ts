import { isPlatformError, type PlatformError } from '@platform/core';
import { PROVIDER_CONSTANTS } from '@platform/core/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { createInstallationId, isInstallationId } from './installation-id.js';
import { installationsErrors, type InstallationsErrorCode } from './installations.errors.js';
import type { InstallationsPort } from './installations.port.js';
import type { InstallationsRequest } from './internal/server-replies.js';

export type { InstallationsRequest } from './internal/server-replies.js';

/** The Installations server (real SDK over a fake HTTP edge, or simulated) and the storage behind a port, with its time. */
export interface InstallationsContractBackend {
  /** The lifetime of the tokens the server issues, in milliseconds. */
  readonly tokenLifetimeMs: number;
  /** Every request that reached the server, in order. */
  requests(): readonly InstallationsRequest[];
  /** Answers the next request with this HTTP error status. */
  refuseNext(status: number): void;
  /** Makes the server forget an installation, as deleting it from the console does. */
  forget(fid: string): void;
  /** Another tab on the same storage starts registering `fid` now, and leaves it pending. */
  startRegistrationElsewhere(fid: string): Promise<void>;
  /** That tab completes the registration of `fid`, without this port making a request. */
  finishRegistrationElsewhere(fid: string): Promise<void>;
  /** The current time, in epoch milliseconds. */
  now(): number;
  /** Moves time forward by `ms`, letting the work that falls due run. */
  advanceTime(ms: number): Promise<void>;
  /** Lets pending background work finish, so that its absence can be asserted. */
  settle(): Promise<void>;
}

/** A fresh port under test on empty storage, with its backend. */
export interface InstallationsContractSubject {
  /** The port under test; nothing has called it yet. */
  readonly installations: InstallationsPort;
  /** Its backend. */
  readonly backend: InstallationsContractBackend;
  /** A new port on the same storage and server, as after a reload. */
  reopen(): Promise<InstallationsPort>;
  /** Makes the port's Firebase app unusable, as deleting it does. */
  deleteApp(): Promise<void>;
  /** Frees what the subject holds; called after each case. */
  dispose?(): Promise<void> | void;
}

/** Builds a fresh subject for each case. */
export type InstallationsContractFactory = () => Promise<InstallationsContractSubject> | InstallationsContractSubject;

const { tokenRefreshBufferMs, registrationPollIntervalMs, pendingRegistrationTimeoutMs } =
  PROVIDER_CONSTANTS.installations;

async function rejectionOf(work: Promise<unknown>, code: InstallationsErrorCode): Promise<PlatformError> {
  const outcome = await work.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isPlatformError(outcome)) throw new Error(`Expected a rejection with ${code}, got ${String(outcome)}.`);
  expect(outcome.code).toBe(code);
  expect(outcome.message).toBe(installationsErrors.messages[code]);
  return outcome;
}

/** Follows a promise without awaiting it, so a test can tell whether it has settled yet. */
function follow<T>(work: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  work.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

const kinds = (requests: readonly InstallationsRequest[]) => requests.map((request) => request.kind);

/**
 * The behavioural specification of {@link InstallationsPort}. Every adapter runs it:
 * `installationsContract('memory', factory)` defines the suite `installations contract [memory]`.
 */
export function installationsContract(adapterName: string, factory: InstallationsContractFactory): void {
  describe(`installations contract [${adapterName}]`, () => {
    let subject: InstallationsContractSubject | undefined;
    const setup = async () => {
      subject = await factory();
      return subject;
    };
    afterEach(async () => {
      await subject?.installations.dispose();
      await subject?.dispose?.();
      subject = undefined;
    });

    it('issues an installation id in the FID shape, registers it once, and keeps it', async () => {
      const { installations, backend } = await setup();
      const id = await installations.getId();
      expect(isInstallationId(id)).toBe(true);
      await expect(installations.getId()).resolves.toBe(id);
      await backend.settle();
      expect(backend.requests()).toEqual([{ kind: 'create', fid: id }]);
    });

    it('keeps the id in storage: after a reload the id is the same and nothing is registered again', async () => {
      const { installations, backend, reopen } = await setup();
      const id = await installations.getId();
      await backend.settle();
      const token = await installations.getToken();
      const reloaded = await reopen();
      await expect(reloaded.getId()).resolves.toBe(id);
      await expect(reloaded.getToken()).resolves.toBe(token);
      await backend.settle();
      expect(kinds(backend.requests())).toEqual(['create']);
      await reloaded.dispose();
    });

    it('waits for registration before the first token, then serves the cached token', async () => {
      const { installations, backend } = await setup();
      const token = await installations.getToken();
      expect(token).toEqual(expect.any(String));
      expect(token).not.toBe('');
      await expect(installations.getToken()).resolves.toBe(token);
      expect(kinds(backend.requests())).toEqual(['create']);
    });

    it('fetches a new token with forceRefresh, and serves that one afterwards', async () => {
      const { installations, backend } = await setup();
      const first = await installations.getToken();
      const forced = await installations.getToken({ forceRefresh: true });
      expect(forced).not.toBe(first);
      await expect(installations.getToken()).resolves.toBe(forced);
      const id = await installations.getId();
      expect(backend.requests()).toEqual([
        { kind: 'create', fid: id },
        { kind: 'generate-token', fid: id },
      ]);
    });

    it('serves the cached token until exactly an hour is left, and refreshes it 1 ms later', async () => {
      const { installations, backend } = await setup();
      const first = await installations.getToken();
      await backend.advanceTime(backend.tokenLifetimeMs - tokenRefreshBufferMs);
      await expect(installations.getToken()).resolves.toBe(first);
      expect(kinds(backend.requests())).toEqual(['create']);

      await backend.advanceTime(1);
      const refreshed = await installations.getToken();
      expect(refreshed).not.toBe(first);
      expect(kinds(backend.requests())).toEqual(['create', 'generate-token']);
      await expect(installations.getToken()).resolves.toBe(refreshed);
    });

    it('tells onIdChange listeners about the first id and the new one after delete(), until they unsubscribe', async () => {
      const { installations, backend } = await setup();
      const heard: string[] = [];
      const stop = installations.onIdChange((id) => heard.push(id));
      const first = await installations.getId();
      await backend.settle();
      expect(heard).toEqual([first]);

      await installations.delete();
      const second = await installations.getId();
      expect(second).not.toBe(first);
      expect(isInstallationId(second)).toBe(true);
      await backend.settle();
      expect(heard).toEqual([first, second]);
      expect(backend.requests()).toEqual([
        { kind: 'create', fid: first },
        { kind: 'delete', fid: first },
        { kind: 'create', fid: second },
      ]);

      stop();
      await installations.delete();
      await backend.settle();
      expect(heard).toEqual([first, second]);
    });

    it('gives a token for the new installation after delete()', async () => {
      const { installations, backend } = await setup();
      const before = await installations.getToken();
      await installations.delete();
      const after = await installations.getToken();
      expect(after).not.toBe(before);
      const id = await installations.getId();
      expect(backend.requests().at(-1)).toEqual({ kind: 'create', fid: id });
    });

    it("rejects a refused registration with installations/request-failed and the server's reply, then registers", async () => {
      const { installations, backend } = await setup();
      backend.refuseNext(403);
      const error = await rejectionOf(installations.getToken(), 'installations/request-failed');
      expect(error.customData).toMatchObject({ serverCode: 403, serverStatus: 'PERMISSION_DENIED' });
      expect(error.customData['serverMessage']).toEqual(expect.any(String));

      const id = await installations.getId();
      await backend.settle();
      await expect(installations.getToken()).resolves.toEqual(expect.any(String));
      expect(backend.requests()).toEqual([
        { kind: 'create', fid: id },
        { kind: 'create', fid: id },
      ]);
    });

    it('issues a new id once the server no longer knows the installation', async () => {
      const { installations, backend } = await setup();
      const heard: string[] = [];
      installations.onIdChange((id) => heard.push(id));
      const first = await installations.getId();
      await backend.settle();
      backend.forget(first);

      const error = await rejectionOf(installations.getToken({ forceRefresh: true }), 'installations/request-failed');
      expect(error.customData).toMatchObject({ serverCode: 404, serverStatus: 'NOT_FOUND' });
      await installations.getToken();
      const second = await installations.getId();
      expect(second).not.toBe(first);
      await backend.settle();
      expect(heard).toEqual([first, second]);
    });

    it('waits for a registration another tab has in progress, polling storage every 100 ms', async () => {
      const { installations, backend } = await setup();
      const fid = createInstallationId();
      await backend.startRegistrationElsewhere(fid);
      const token = follow(installations.getToken());
      await backend.advanceTime(registrationPollIntervalMs / 4);
      await backend.finishRegistrationElsewhere(fid);

      await backend.advanceTime((registrationPollIntervalMs * 3) / 4 - 1);
      expect(token.settled).toBe(false);
      await backend.advanceTime(1);
      await backend.settle();
      expect(token.settled).toBe(true);
      expect(token.error).toBeUndefined();
      expect(token.value).toEqual(expect.any(String));
      await expect(installations.getId()).resolves.toBe(fid);
      expect(backend.requests()).toEqual([]);
    });

    it('takes over a registration another tab left pending for more than 10 s', async () => {
      const { installations, backend } = await setup();
      const fid = createInstallationId();
      await backend.startRegistrationElsewhere(fid);
      const token = follow(installations.getToken());

      await backend.advanceTime(pendingRegistrationTimeoutMs);
      expect(token.settled).toBe(false);
      expect(backend.requests()).toEqual([]);

      await backend.advanceTime(registrationPollIntervalMs);
      await backend.settle();
      expect(token.settled).toBe(true);
      expect(token.error).toBeUndefined();
      expect(backend.requests()).toEqual([{ kind: 'create', fid }]);
      await expect(installations.getId()).resolves.toBe(fid);
    });

    it('rejects delete() with installations/delete-pending-registration while another tab registers', async () => {
      const { installations, backend } = await setup();
      const fid = createInstallationId();
      await backend.startRegistrationElsewhere(fid);
      await rejectionOf(installations.delete(), 'installations/delete-pending-registration');
      expect(backend.requests()).toEqual([]);
    });

    it('rejects with installations/app-deleted once the app is deleted', async () => {
      const subject = await setup();
      await subject.deleteApp();
      await rejectionOf(subject.installations.getId(), 'installations/app-deleted');
      await rejectionOf(subject.installations.getToken(), 'installations/app-deleted');
    });

    it('rejects every call with installations/disposed after dispose, and tells listeners nothing more', async () => {
      const { installations, backend } = await setup();
      const heard: string[] = [];
      installations.onIdChange((id) => heard.push(id));
      await installations.getId();
      await backend.settle();
      expect(heard.length).toBe(1);
      await installations.dispose();
      await rejectionOf(installations.getId(), 'installations/disposed');
      await rejectionOf(installations.getToken(), 'installations/disposed');
      await rejectionOf(installations.delete(), 'installations/disposed');
      await backend.settle();
      expect(heard).toHaveLength(1);
    });
  });
}
