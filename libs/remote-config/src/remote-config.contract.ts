import { type PlatformError } from '@platform/core';
import { PROVIDER_CONSTANTS } from '@platform/core/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { defineConfig, json } from './config-schema.js';
import type { FetchFailure } from './fetch-failure.js';
import type { RemoteConfigPort } from './remote-config.port.js';
import type { ConfigUpdate, FetchOutcome, RemoteConfigSettings } from './remote-config.types.js';
import type { StandardSchemaV1 } from './standard-schema.js';

export type { FetchFailure } from './fetch-failure.js';

/** The theme the contract's JSON key holds. */
export interface ContractTheme {
  /** The theme's accent colour. */
  readonly accent: string;
}

const themeSchema: StandardSchemaV1<ContractTheme> = {
  '~standard': {
    version: 1,
    vendor: 'contract',
    validate: (value) =>
      typeof value === 'object' && value !== null && typeof (value as { accent?: unknown }).accent === 'string'
        ? { value: value as ContractTheme }
        : { issues: [{ message: 'accent must be a string' }] },
  },
};

/** The schema every contract case reads with. */
export const CONTRACT_SCHEMA = defineConfig({
  title: 'Kindling',
  newOnboarding: false,
  maxItems: 10,
  theme: json<ContractTheme>({ accent: 'orange' }, themeSchema),
});

/** The contract's schema type. */
export type ContractSchema = typeof CONTRACT_SCHEMA;

/**
 * The Remote Config server and storage behind a port, with its time. Back-off
 * jitter is fixed at its midpoint (`Math.random` at 0.5), so waits are exact.
 */
export interface RemoteConfigContractBackend {
  /** Publishes values, as the console does. */
  publish(values: Readonly<Record<string, string>>): Promise<void>;
  /** Fails the next `times` fetch requests this way. */
  failNextFetches(failure: FetchFailure, times?: number): void;
  /** When each fetch request reached the server, in order. */
  requests(): readonly number[];
  /** The current time, in epoch milliseconds. */
  now(): number;
  /** Moves time forward by `ms`, letting the work that falls due run. */
  advanceTime(ms: number): Promise<void>;
  /** Lets pending background work finish, so that its absence can be asserted. */
  settle(): Promise<void>;
}

/** A fresh port on empty storage, with its backend. */
export interface RemoteConfigContractSubject {
  /** The port under test. */
  readonly remoteConfig: RemoteConfigPort<ContractSchema>;
  /** Its backend. */
  readonly backend: RemoteConfigContractBackend;
  /** A new port on the same storage and server, as after a reload. */
  reopen(): Promise<RemoteConfigPort<ContractSchema>>;
  /** Frees what the subject holds; called after each case. */
  dispose?(): Promise<void> | void;
}

/** Builds a fresh subject with the given settings (the SDK's defaults when none are given). */
export type RemoteConfigContractFactory = (
  settings?: RemoteConfigSettings,
) => Promise<RemoteConfigContractSubject> | RemoteConfigContractSubject;

const { fetchTimeoutMs, minimumFetchIntervalMs } = PROVIDER_CONSTANTS.remoteConfig;
const PUBLISHED = {
  title: 'Hello from the console',
  newOnboarding: 'true',
  maxItems: '25',
  theme: '{"accent":"teal"}',
};

function follow<T>(work: Promise<T>) {
  const state: { settled: boolean; value?: T } = { settled: false };
  void work.then((value) => Object.assign(state, { settled: true, value }));
  return state;
}

function failure(outcome: FetchOutcome | undefined): PlatformError {
  if (outcome?.status !== 'failed') throw new Error(`Expected a failed fetch, got ${JSON.stringify(outcome)}.`);
  return outcome.error;
}

/**
 * The behavioural specification of {@link RemoteConfigPort}. Every adapter runs it:
 * `remoteConfigContract('memory', factory)` defines the suite `remote-config contract [memory]`.
 */
export function remoteConfigContract(adapterName: string, factory: RemoteConfigContractFactory): void {
  describe(`remote-config contract [${adapterName}]`, () => {
    let subject: RemoteConfigContractSubject | undefined;
    const setup = async (settings?: RemoteConfigSettings) => {
      subject = await factory(settings);
      return subject;
    };
    afterEach(async () => {
      await subject?.remoteConfig.dispose();
      await subject?.dispose?.();
      subject = undefined;
    });

    it('serves every default, typed, before any fetch', async () => {
      const { remoteConfig, backend } = await setup();
      expect(remoteConfig.getAll()).toEqual({
        title: { value: 'Kindling', source: 'default' },
        newOnboarding: { value: false, source: 'default' },
        maxItems: { value: 10, source: 'default' },
        theme: { value: { accent: 'orange' }, source: 'default' },
      });
      expect(remoteConfig.getStatus()).toEqual({ lastFetchStatus: 'no-fetch-yet' });
      await remoteConfig.ensureInitialized();
      expect(remoteConfig.getValue('title')).toEqual({ value: 'Kindling', source: 'default' });
      expect(backend.requests()).toEqual([]);
    });

    it('fetches and activates published values, typed by the schema, with their source', async () => {
      const { remoteConfig, backend } = await setup();
      await backend.publish(PUBLISHED);
      const heard: unknown[] = [];
      remoteConfig.watchValues((values) => heard.push(values));

      await expect(remoteConfig.fetchAndActivate()).resolves.toEqual({ status: 'fetched', activated: true });
      expect(remoteConfig.getAll()).toEqual({
        title: { value: 'Hello from the console', source: 'remote' },
        newOnboarding: { value: true, source: 'remote' },
        maxItems: { value: 25, source: 'remote' },
        theme: { value: { accent: 'teal' }, source: 'remote' },
      });
      expect(heard).toEqual([remoteConfig.getAll()]);
      expect(remoteConfig.getStatus()).toEqual({ lastFetchStatus: 'success', lastFetchAt: backend.now() });
      expect(backend.requests()).toEqual([backend.now()]);
    });

    it('keeps the default, with source static and the reason, for a remote value that is not of its type', async () => {
      const { remoteConfig, backend } = await setup();
      await backend.publish({ title: '', newOnboarding: 'maybe', maxItems: 'many', theme: '{"accent":7}' });
      await remoteConfig.fetchAndActivate();
      expect(remoteConfig.getValue('title')).toEqual({ value: '', source: 'remote' });
      for (const key of ['newOnboarding', 'maxItems', 'theme'] as const) {
        expect(remoteConfig.getValue(key)).toEqual({
          value: CONTRACT_SCHEMA[key].defaultValue,
          source: 'static',
          problem: expect.any(String),
        });
      }
      await backend.publish({ theme: '{"accent":' });
      await expect(remoteConfig.fetchAndActivate()).resolves.toMatchObject({ status: 'cached' });
    });

    it('fetches without activating, then activates once', async () => {
      const { remoteConfig, backend } = await setup();
      await backend.publish(PUBLISHED);
      await expect(remoteConfig.fetch()).resolves.toEqual({ status: 'fetched', activated: false });
      expect(remoteConfig.getValue('maxItems')).toEqual({ value: 10, source: 'default' });
      await expect(remoteConfig.activate()).resolves.toBe(true);
      expect(remoteConfig.getValue('maxItems')).toEqual({ value: 25, source: 'remote' });
      await expect(remoteConfig.activate()).resolves.toBe(false);
    });

    it('activates nothing while nothing is published, keeping the defaults', async () => {
      const { remoteConfig } = await setup();
      await expect(remoteConfig.fetchAndActivate()).resolves.toEqual({ status: 'fetched', activated: false });
      expect(remoteConfig.getValue('title')).toEqual({ value: 'Kindling', source: 'default' });
    });

    it('makes no request within 12 h of the last fetch, and fetches 1 ms after', async () => {
      const { remoteConfig, backend } = await setup();
      await backend.publish(PUBLISHED);
      await remoteConfig.fetchAndActivate();
      const fetchedAt = backend.now();
      await backend.publish({ ...PUBLISHED, title: 'Later' });

      await backend.advanceTime(minimumFetchIntervalMs);
      await expect(remoteConfig.fetchAndActivate()).resolves.toEqual({ status: 'cached', activated: false });
      expect(backend.requests()).toEqual([fetchedAt]);
      expect(remoteConfig.getStatus()).toEqual({ lastFetchStatus: 'success', lastFetchAt: fetchedAt });

      await backend.advanceTime(1);
      await expect(remoteConfig.fetchAndActivate()).resolves.toEqual({ status: 'fetched', activated: true });
      expect(remoteConfig.getValue('title')).toEqual({ value: 'Later', source: 'remote' });
      expect(backend.requests()).toEqual([fetchedAt, backend.now()]);
    });

    it('fetches again 1 ms later with a minimum fetch interval of 0, as in development', async () => {
      const { remoteConfig, backend } = await setup({ minimumFetchIntervalMs: 0 });
      await remoteConfig.fetch();
      await expect(remoteConfig.fetch()).resolves.toMatchObject({ status: 'cached' });
      await backend.advanceTime(1);
      await expect(remoteConfig.fetch()).resolves.toMatchObject({ status: 'fetched' });
      expect(backend.requests()).toHaveLength(2);
    });

    it('fails a fetch with no reply after exactly 60 s with fetch-timeout, keeping the active values', async () => {
      const { remoteConfig, backend } = await setup({ minimumFetchIntervalMs: 0 });
      await backend.publish(PUBLISHED);
      await remoteConfig.fetchAndActivate();
      await backend.advanceTime(1);
      backend.failNextFetches({ kind: 'hang' });
      const outcome = follow(remoteConfig.fetchAndActivate());

      await backend.advanceTime(fetchTimeoutMs - 1);
      expect(outcome.settled).toBe(false);
      await backend.advanceTime(1);
      await backend.settle();
      expect(failure(outcome.value)).toMatchObject({ code: 'remote-config/fetch-timeout' });
      expect(remoteConfig.getValue('title')).toEqual({ value: PUBLISHED.title, source: 'remote' });
      expect(remoteConfig.getStatus()).toMatchObject({
        lastFetchStatus: 'failure',
        lastError: { code: 'remote-config/fetch-timeout' },
      });
    });

    it('times out at the fetch timeout it is given', async () => {
      const { remoteConfig, backend } = await setup({ fetchTimeoutMs: 5_000 });
      backend.failNextFetches({ kind: 'hang' });
      const outcome = follow(remoteConfig.fetch());
      await backend.advanceTime(4_999);
      expect(outcome.settled).toBe(false);
      await backend.advanceTime(1);
      await backend.settle();
      expect(failure(outcome.value)).toMatchObject({ code: 'remote-config/fetch-timeout' });
      expect(remoteConfig.getValue('title')).toEqual({ value: 'Kindling', source: 'default' });
    });

    it.each([429, 500, 503, 504])(
      'backs off after %i until the timeout, fails with fetch-throttle, and makes no request before the pause ends',
      async (status) => {
        const { remoteConfig, backend } = await setup();
        const start = backend.now();
        backend.failNextFetches({ kind: 'status', status }, 6);
        const first = follow(remoteConfig.fetchAndActivate());
        await backend.advanceTime(fetchTimeoutMs);
        await backend.settle();

        // 1 s, doubling: requests at 0, 1, 3, 7, 15 and 31 s; the next would be at 63 s, after the 60 s timeout.
        const error = failure(first.value);
        expect(error).toMatchObject({
          code: 'remote-config/fetch-throttle',
          customData: { throttleEndTimeMillis: start + 63_000 },
        });
        expect(backend.requests()).toEqual([0, 1, 3, 7, 15, 31].map((s) => start + s * 1_000));
        expect(remoteConfig.getStatus()).toMatchObject({ lastFetchStatus: 'throttle' });
        expect(remoteConfig.getValue('title')).toEqual({ value: 'Kindling', source: 'default' });

        await backend.publish(PUBLISHED);
        const second = follow(remoteConfig.fetchAndActivate());
        await backend.advanceTime(3_000 - 1);
        expect(backend.requests()).toHaveLength(6);
        expect(second.settled).toBe(false);
        await backend.advanceTime(1);
        await backend.settle();
        expect(backend.requests().at(-1)).toBe(start + 63_000);
        expect(second.value).toEqual({ status: 'fetched', activated: true });
      },
    );

    it('fails on a refused fetch (400, 403) at once with fetch-status and its HTTP status', async () => {
      const { remoteConfig, backend } = await setup({ minimumFetchIntervalMs: 0 });
      for (const status of [400, 403]) {
        backend.failNextFetches({ kind: 'status', status });
        const error = failure(await remoteConfig.fetchAndActivate());
        expect(error).toMatchObject({ code: 'remote-config/fetch-status', customData: { httpStatus: status } });
      }
      expect(backend.requests()).toHaveLength(2);
      expect(remoteConfig.getStatus()).toMatchObject({ lastFetchStatus: 'failure' });
    });

    it('reports a network failure and an unreadable reply with their codes, keeping the defaults', async () => {
      const { remoteConfig, backend } = await setup({ minimumFetchIntervalMs: 0 });
      backend.failNextFetches({ kind: 'network' });
      expect(failure(await remoteConfig.fetchAndActivate())).toMatchObject({
        code: 'remote-config/fetch-client-network',
      });
      backend.failNextFetches({ kind: 'parse' });
      expect(failure(await remoteConfig.fetchAndActivate())).toMatchObject({
        code: 'remote-config/fetch-client-parse',
      });
      expect(remoteConfig.getValue('maxItems')).toEqual({ value: 10, source: 'default' });
    });

    it('brings back the values and status of the session before a reload once initialized', async () => {
      const { remoteConfig, backend, reopen } = await setup();
      await backend.publish(PUBLISHED);
      await remoteConfig.fetchAndActivate();
      const fetchedAt = backend.now();
      const reloaded = await reopen();
      expect(reloaded.getValue('maxItems')).toEqual({ value: 10, source: 'default' });
      await reloaded.ensureInitialized();
      expect(reloaded.getValue('maxItems')).toEqual({ value: 25, source: 'remote' });
      expect(reloaded.getStatus()).toEqual({ lastFetchStatus: 'success', lastFetchAt: fetchedAt });
      await reloaded.dispose();
    });

    it('uses the values of the session before a reload when the first fetch is cached, without ensureInitialized', async () => {
      const { remoteConfig, backend, reopen } = await setup();
      await backend.publish(PUBLISHED);
      await remoteConfig.fetchAndActivate();
      const reloaded = await reopen();
      await expect(reloaded.fetchAndActivate()).resolves.toEqual({ status: 'cached', activated: false });
      expect(reloaded.getValue('maxItems')).toEqual({ value: 25, source: 'remote' });
      expect(backend.requests()).toHaveLength(1);
      await reloaded.dispose();
    });

    it('tells realtime listeners which keys a publication changed, and uses the values once activated', async () => {
      const { remoteConfig, backend } = await setup();
      await backend.publish(PUBLISHED);
      await remoteConfig.fetchAndActivate();
      const updates: ConfigUpdate[] = [];
      const errors: PlatformError[] = [];
      const stop = remoteConfig.onConfigUpdate(
        (update) => updates.push(update),
        (error) => errors.push(error),
      );
      await backend.settle();

      await backend.publish({ ...PUBLISHED, title: 'Live', maxItems: '30' });
      await backend.advanceTime(4_000);
      await backend.settle();
      expect(errors).toEqual([]);
      expect(updates.map((update) => [...update.updatedKeys].sort())).toEqual([['maxItems', 'title']]);
      expect(remoteConfig.getValue('title')).toEqual({ value: PUBLISHED.title, source: 'remote' });

      await expect(remoteConfig.activate()).resolves.toBe(true);
      expect(remoteConfig.getValue('title')).toEqual({ value: 'Live', source: 'remote' });
      expect(remoteConfig.getValue('maxItems')).toEqual({ value: 30, source: 'remote' });
      stop();
    });

    it('rejects calls after dispose with remote-config/disposed', async () => {
      const { remoteConfig } = await setup();
      await remoteConfig.dispose();
      await expect(remoteConfig.fetchAndActivate()).rejects.toMatchObject({ code: 'remote-config/disposed' });
      await expect(remoteConfig.activate()).rejects.toMatchObject({ code: 'remote-config/disposed' });
      expect(remoteConfig.getValue('title')).toEqual({ value: 'Kindling', source: 'default' });
    });
  });
}
