import { createListenerSet, sleep, systemClock, type Clock } from '@platform/core';
import { PROVIDER_CONSTANTS } from '@platform/core/constants';
import { createInstallationId } from '../installation-id.js';
import { installationsErrors, type InstallationsErrorCode } from '../installations.errors.js';
import type { InstallationsPort } from '../installations.port.js';
import type { InstallationsRequest } from '../internal/server-replies.js';
import { disposedError } from '../internal/lifecycle-errors.js';
import {
  createMemoryInstallationsServer,
  DEFAULT_TOKEN_LIFETIME_MS,
  type MemoryInstallationsServer,
} from './memory-installations-server.js';
import {
  createMemoryInstallationsStorage,
  type MemoryInstallationsStorage,
  type StoredInstallation,
} from './memory-installations-storage.js';

const { tokenRefreshBufferMs, registrationPollIntervalMs, pendingRegistrationTimeoutMs } =
  PROVIDER_CONSTANTS.installations;

/** Options for {@link createMemoryInstallations}. */
export interface MemoryInstallationsOptions {
  /** The clock that times tokens and registration polling; the system clock by default. */
  readonly clock?: Clock;
  /** The browser storage to keep the installation in; share it to simulate tabs or a reload. A new one by default. */
  readonly storage?: MemoryInstallationsStorage;
  /** The simulated server; share it along with `storage`. A new one on `clock` by default. */
  readonly server?: MemoryInstallationsServer;
  /** The lifetime of the tokens a new default server issues; 7 days, as the real server's. */
  readonly tokenLifetimeMs?: number;
}

/** Steers a memory Installations from tests and offline demos. */
export interface MemoryInstallationsControl {
  /** Makes the next call to any port method reject with `code`; several calls queue up in order. */
  failNext(code: InstallationsErrorCode): void;
  /** Behaves from now on as the Firebase adapter does once its app is deleted. */
  deleteApp(): void;
  /** The simulated server: its requests, refusals and forgotten installations. */
  readonly server: MemoryInstallationsServer;
  /** The storage this adapter keeps its installation in. */
  readonly storage: MemoryInstallationsStorage;
}

/** The in-memory Installations: the port plus its {@link MemoryInstallationsControl}. */
export interface MemoryInstallations extends InstallationsPort {
  /** Fault injection, the simulated server and the storage. */
  readonly control: MemoryInstallationsControl;
}

export type { InstallationsRequest };

type Registered = Extract<StoredInstallation, { status: 'registered' }>;

/**
 * Creates an in-memory Installations with the SDK's rules and no network:
 * the id is kept in `storage`, a registration another adapter left pending is
 * polled every 100 ms and taken over after 10 s, and a token is served from
 * storage until it is within an hour of its expiry, all on `clock`.
 */
export function createMemoryInstallations({
  clock = systemClock,
  storage = createMemoryInstallationsStorage(),
  tokenLifetimeMs = DEFAULT_TOKEN_LIFETIME_MS,
  server = createMemoryInstallationsServer(() => clock.now(), tokenLifetimeMs),
}: MemoryInstallationsOptions = {}): MemoryInstallations {
  const faults: InstallationsErrorCode[] = [];
  let appDeleted = false;
  let disposed = false;
  // The storage answers at once, so its listener opens and closes in step with the port's.
  let stopStorage: (() => void) | undefined;
  const ids = createListenerSet<string>({
    onSizeChange() {
      if (ids.size() > 0) stopStorage ??= storage.subscribe((id) => ids.emit(id));
      else if (stopStorage) {
        stopStorage();
        stopStorage = undefined;
      }
    },
  });

  const check = (operation: string): void => {
    if (disposed) throw disposedError();
    const code = faults.shift();
    if (code) throw installationsErrors.create(code, { customData: { operation, injected: true } });
    if (appDeleted) throw installationsErrors.create('installations/app-deleted');
  };

  /** The stored entry, with a registration pending for more than 10 s counted as never started. */
  const read = (): StoredInstallation | undefined => {
    const entry = storage.read();
    if (entry?.status === 'registering' && entry.since + pendingRegistrationTimeoutMs < clock.now()) {
      const reset: StoredInstallation = { fid: entry.fid, status: 'unregistered' };
      storage.write(reset);
      return reset;
    }
    return entry;
  };

  const register = (fid: string): Registered => {
    storage.write({ fid, status: 'registering', since: clock.now() });
    try {
      const { refreshToken, token } = server.create(fid);
      const registered: Registered = { fid, status: 'registered', refreshToken, token };
      storage.write(registered);
      return registered;
    } catch (error) {
      storage.write({ fid, status: 'unregistered' });
      throw error;
    }
  };

  /** The registered installation: registers one, or waits for the registration in progress. */
  const registered = async (): Promise<Registered> => {
    for (;;) {
      const entry = read();
      if (!entry) return register(createInstallationId());
      if (entry.status === 'registered') return entry;
      if (entry.status === 'unregistered') return register(entry.fid);
      await sleep(registrationPollIntervalMs, { clock });
    }
  };

  const currentId = (): string => {
    const entry = read();
    if (entry) return entry.fid;
    const fid = createInstallationId();
    storage.write({ fid, status: 'unregistered' });
    return fid;
  };

  /** As the SDK judges it: issued no later than now, and at least an hour from expiry. */
  const isFresh = (entry: Registered) =>
    entry.token !== undefined &&
    entry.token.issuedAt <= clock.now() &&
    entry.token.expiresAt >= clock.now() + tokenRefreshBufferMs;

  const refreshToken = (entry: Registered): string => {
    try {
      const token = server.generateToken(entry.fid, entry.refreshToken);
      storage.write({ ...entry, token });
      return token.token;
    } catch (error) {
      const serverCode = installationsErrors.is(error) ? error.customData['serverCode'] : undefined;
      // As the SDK does: an installation the server no longer knows is dropped, and the next call makes a new one.
      if (serverCode === 401 || serverCode === 404) storage.write(undefined);
      throw error;
    }
  };

  return {
    async getId() {
      check('getId');
      const fid = currentId();
      // Registration goes on in the background; its failure is met again by getToken().
      registered().catch(() => undefined);
      return fid;
    },
    async getToken({ forceRefresh = false } = {}) {
      check('getToken');
      const entry = await registered();
      if (!forceRefresh && isFresh(entry) && entry.token) return entry.token.token;
      return refreshToken(entry);
    },
    onIdChange: (listener) => ids.add(listener),
    async delete() {
      check('delete');
      const entry = read();
      if (entry?.status === 'registering')
        throw installationsErrors.create('installations/delete-pending-registration');
      if (entry?.status === 'registered') server.remove(entry.fid, entry.refreshToken);
      storage.write(undefined);
      currentId();
      registered().catch(() => undefined);
    },
    async dispose() {
      disposed = true;
      ids.close();
    },
    control: {
      failNext(code) {
        faults.push(code);
      },
      deleteApp() {
        appDeleted = true;
      },
      server,
      storage,
    },
  };
}
