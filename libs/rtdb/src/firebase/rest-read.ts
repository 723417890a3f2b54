import { retry, systemClock, type Clock, type RetryOptions } from '@platform/core';
import { rtdbErrors, type RtdbErrorCode } from '../rtdb.errors.js';

/** How the REST fallback retries: core's `retry()` options, with the adapter's clock. */
export type RestRetryOptions = Pick<RetryOptions, 'maxAttempts' | 'baseDelayMs' | 'maxDelayMs' | 'random' | 'onRetry'>;

/** What a REST read needs. */
export interface RestReadRequest {
  /** The URL of the location's `.json`, with the namespace parameter when there is one. */
  readonly url: URL;
  /** The signed-in user's ID token, sent as `auth=`. */
  readonly idToken?: string | null;
  /** The App Check token, sent as `X-Firebase-AppCheck`. */
  readonly appCheckToken?: string | null;
  readonly clock?: Clock;
  readonly signal?: AbortSignal;
  readonly retry?: RestRetryOptions;
}

const codeForStatus = (status: number, detail: string): RtdbErrorCode => {
  if (status === 401 || status === 403) {
    if (/expired/i.test(detail)) return 'rtdb/expired-token';
    if (/invalid|could not parse/i.test(detail)) return 'rtdb/invalid-token';
    return 'rtdb/permission-denied';
  }
  return status === 503 ? 'rtdb/server-unavailable' : 'rtdb/rest-failed';
};

async function readOnce(request: RestReadRequest, signal: AbortSignal | undefined): Promise<unknown> {
  const url = new URL(request.url);
  if (request.idToken) url.searchParams.set('auth', request.idToken);
  const headers: Record<string, string> = request.appCheckToken ? { 'X-Firebase-AppCheck': request.appCheckToken } : {};
  let response: Response;
  try {
    response = await fetch(url, { headers, signal });
  } catch (error) {
    throw rtdbErrors.create('rtdb/network-error', { cause: error, customData: { route: 'rest' } });
  }
  if (response.ok) return (await response.json()) as unknown;
  const detail = await response.text().catch(() => '');
  const retryAfter = Number(response.headers.get('Retry-After'));
  throw rtdbErrors.create(codeForStatus(response.status, detail), {
    customData: {
      route: 'rest',
      httpStatus: response.status,
      serverMessage: detail.slice(0, 500),
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}),
    },
  });
}

/**
 * Reads a location over the database's REST API (`GET {databaseURL}/{path}.json`), retrying 429, 500, 503 and 504
 * with core's exponential back-off on `clock`, and honouring `Retry-After`.
 */
export function readOverRest(request: RestReadRequest): Promise<unknown> {
  return retry(({ signal }) => readOnce(request, signal), {
    ...request.retry,
    clock: request.clock ?? systemClock,
    signal: request.signal,
  });
}
