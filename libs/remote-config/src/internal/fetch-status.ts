import { createSubscribable, type PlatformError, type Subscribable } from '@platform/core';
import type { RemoteConfigFetchErrorCode } from '../remote-config.errors.js';
import type { ConfigStatus, FetchOutcome } from '../remote-config.types.js';

/** The status of the last fetch, which the facade reads and both adapters update. */
export type FetchStatus = Subscribable<ConfigStatus>;

/** Creates the status of a port that has not fetched yet. */
export const createFetchStatus = (): FetchStatus =>
  createSubscribable<ConfigStatus>({ lastFetchStatus: 'no-fetch-yet' });

function statusOf(
  lastFetchStatus: ConfigStatus['lastFetchStatus'],
  lastFetchAt: number | undefined,
  lastError?: PlatformError<RemoteConfigFetchErrorCode>,
): ConfigStatus {
  const status: { -readonly [K in keyof ConfigStatus]: ConfigStatus[K] } = { lastFetchStatus };
  if (lastFetchAt !== undefined) status.lastFetchAt = lastFetchAt;
  if (lastError) status.lastError = lastError;
  return status;
}

/** Records a fetch the server answered at `at`, or a cached one when `at` is undefined. */
export function recordSuccess(status: FetchStatus, at: number | undefined): void {
  status.emit(statusOf('success', at ?? status.get().lastFetchAt));
}

/** Records a failed fetch and returns it as the outcome. */
export function recordFailure(status: FetchStatus, error: PlatformError<RemoteConfigFetchErrorCode>): FetchOutcome {
  const throttled = error.code === 'remote-config/fetch-throttle';
  status.emit(statusOf(throttled ? 'throttle' : 'failure', status.get().lastFetchAt, error));
  return { status: 'failed', error };
}

/** Takes the status an earlier session left in storage, unless this one has fetched already. */
export function restoreStatus(
  status: FetchStatus,
  lastFetchStatus: ConfigStatus['lastFetchStatus'],
  lastFetchAt: number | undefined,
): void {
  if (status.get().lastFetchStatus === 'no-fetch-yet') status.emit(statusOf(lastFetchStatus, lastFetchAt));
}
