import {
  createFirebaseErrorMapper,
  createSdkListeners,
  defineErrors,
  isPlatformError,
  type PlatformError,
} from '@platform/core';
// Imported statically, so that the bundler ships the SDK's stream in this capability's own lazy chunk.
import { onConfigUpdate } from 'firebase/remote-config';
import type { ConfigSchema } from '../config-schema.js';
import { FETCH_ERROR_MESSAGES } from '../internal/fetch-errors.js';
import { REALTIME_ERROR_MESSAGES, REALTIME_SDK_CODES } from '../internal/realtime-errors.js';
import type { RemoteConfigErrorCode } from '../remote-config.errors.js';
import type { RemoteConfigPort } from '../remote-config.port.js';
import type { ConfigUpdate } from '../remote-config.types.js';
import type { RemoteConfigImplementation } from './firebase-remote-config.js';

/** The realtime update stream: the one part of the port that needs `onConfigUpdate` and its listener machinery. */
export interface ConfigUpdates {
  /** {@link RemoteConfigPort.onConfigUpdate}. */
  readonly onConfigUpdate: RemoteConfigPort['onConfigUpdate'];
  /** Closes the stream; every listener hears nothing more. */
  dispose(): Promise<void>;
}

/** Maps what the stream can fail with; the instance's own errors arrive typed already. */
const toRealtimeError = createFirebaseErrorMapper({
  catalog: defineErrors('remote-config', {
    ...REALTIME_ERROR_MESSAGES,
    'remote-config/unknown': FETCH_ERROR_MESSAGES['remote-config/unknown'],
  }),
  codes: REALTIME_SDK_CODES,
  fallback: 'remote-config/unknown',
});
const toError = (error: unknown): PlatformError<RemoteConfigErrorCode> =>
  isPlatformError(error) ? (error as PlatformError<RemoteConfigErrorCode>) : toRealtimeError(error);

/**
 * Makes the realtime stream over the implementation's SDK instance, in a chunk of its own loaded in the same round
 * as the implementation. Every update is delivered, even one equal to the last. A stream the SDK ends with an error
 * is not kept: the next listener opens a new one.
 */
export function createConfigUpdates<S extends ConfigSchema>(implementation: RemoteConfigImplementation<S>): ConfigUpdates {
  const updates = createSdkListeners<ConfigUpdate, PlatformError<RemoteConfigErrorCode>>({
    equals: () => false,
    open: async ({ emit, lost }) =>
      onConfigUpdate(await implementation.instance(), {
        next: (update) => emit({ updatedKeys: [...update.getUpdatedKeys()] }),
        error: (error) => lost(toError(error)),
        complete: () => undefined,
      }),
    toError,
  });
  return {
    onConfigUpdate: (listener, onError) => updates.add(listener, onError),
    async dispose() {
      updates.close();
      await updates.settled();
    },
  };
}
