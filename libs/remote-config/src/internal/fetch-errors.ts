import { DISPOSED_MESSAGE, UNAVAILABLE_MESSAGE } from './lifecycle-errors.js';
import { INVALID_SETTINGS_MESSAGE } from './check-settings.js';

/**
 * The messages of every code a fetch, an activation or a read of the SDK's
 * state can raise: the implementation chunk ships these, not the whole catalogue.
 */
export const FETCH_ERROR_MESSAGES = {
  'remote-config/fetch-timeout': 'New settings took too long to load; the app keeps its current ones.',
  'remote-config/fetch-throttle': 'New settings cannot be loaded yet; the app keeps its current ones.',
  'remote-config/fetch-status': 'The settings server refused; the app keeps its current settings.',
  'remote-config/fetch-client-network':
    'New settings could not be loaded. Check your connection; the app keeps its current ones.',
  'remote-config/fetch-client-parse':
    'The settings server’s reply could not be read; the app keeps its current settings.',
  'remote-config/storage-error': 'Saved settings could not be used in this browser.',
  'remote-config/invalid-settings': INVALID_SETTINGS_MESSAGE,
  'remote-config/app-deleted': 'Remote Config has stopped. Reload the page.',
  'remote-config/disposed': DISPOSED_MESSAGE,
  'remote-config/unavailable': UNAVAILABLE_MESSAGE,
  'remote-config/unknown': 'Something went wrong with Remote Config. Try again.',
} as const;

/** The SDK's codes (and core's) for each of those port codes. */
export const FETCH_SDK_CODES = {
  'remoteconfig/fetch-timeout': 'remote-config/fetch-timeout',
  'remoteconfig/fetch-throttle': 'remote-config/fetch-throttle',
  'remoteconfig/fetch-status': 'remote-config/fetch-status',
  'remoteconfig/fetch-client-network': 'remote-config/fetch-client-network',
  'remoteconfig/fetch-client-parse': 'remote-config/fetch-client-parse',
  'remoteconfig/storage-open': 'remote-config/storage-error',
  'remoteconfig/storage-get': 'remote-config/storage-error',
  'remoteconfig/storage-set': 'remote-config/storage-error',
  'remoteconfig/storage-delete': 'remote-config/storage-error',
  'remoteconfig/indexed-db-unavailable': 'remote-config/storage-error',
  'remoteconfig/already-initialized': 'remote-config/invalid-settings',
  'app/app-deleted': 'remote-config/app-deleted',
  'core/app-deleted': 'remote-config/app-deleted',
} as const;

/** The codes a failed fetch resolves with (as `{ status: 'failed', error }`) rather than rejects with. */
export const REMOTE_CONFIG_FETCH_ERROR_CODES = [
  'remote-config/fetch-timeout',
  'remote-config/fetch-throttle',
  'remote-config/fetch-status',
  'remote-config/fetch-client-network',
  'remote-config/fetch-client-parse',
  'remote-config/storage-error',
  'remote-config/unavailable',
  'remote-config/unknown',
] as const satisfies readonly (keyof typeof FETCH_ERROR_MESSAGES)[];

/** A code a failed fetch resolves with. */
export type RemoteConfigFetchErrorCode = (typeof REMOTE_CONFIG_FETCH_ERROR_CODES)[number];

/** Whether `code` is one a failed fetch resolves with. */
export const isFetchErrorCode = (code: string): code is RemoteConfigFetchErrorCode =>
  (REMOTE_CONFIG_FETCH_ERROR_CODES as readonly string[]).includes(code);
