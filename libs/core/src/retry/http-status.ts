// The statuses alone, so that a bundle retrying requests does not ship the whole table of constants.
import { RETRYABLE_HTTP_STATUSES, type RetryableHttpStatus } from '../constants/provider-constants.js';

type Bag = Readonly<Record<string, unknown>>;

const asBag = (value: unknown): Bag | undefined =>
  typeof value === 'object' && value !== null ? (value as Bag) : undefined;

const asStatus = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 100 && n <= 599 ? n : undefined;
};

/**
 * Finds the HTTP status an error carries, wherever the SDK or a fetch put it:
 * `status`, `httpStatus`, `customData.httpStatus`, `customData.status` or `customData.serverCode`.
 */
export function httpStatusOf(error: unknown): number | undefined {
  const bag = asBag(error);
  if (!bag) return undefined;
  const data = asBag(bag['customData']);
  return (
    asStatus(bag['status']) ??
    asStatus(bag['httpStatus']) ??
    asStatus(data?.['httpStatus']) ??
    asStatus(data?.['status']) ??
    asStatus(data?.['serverCode'])
  );
}

/** True for 429, 500, 503 and 504, the statuses worth retrying. */
export function isRetryableStatus(status: number | undefined): status is RetryableHttpStatus {
  return (RETRYABLE_HTTP_STATUSES as readonly number[]).includes(status ?? -1);
}

/** True when `error` carries a retryable HTTP status. */
export function isRetryableError(error: unknown): boolean {
  return isRetryableStatus(httpStatusOf(error));
}

/** A server-requested wait (`customData.retryAfterMs`), if the error carries one. */
export function retryAfterOf(error: unknown): number | undefined {
  const value = asBag(asBag(error)?.['customData'])?.['retryAfterMs'];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}
