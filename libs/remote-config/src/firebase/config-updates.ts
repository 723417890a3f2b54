import {
  createFirebaseErrorMapper,
  createSdkListeners,
  defineErrors,
  isFirebaseErrorLike,
  type PlatformError,
} from '@platform/core';
// Imported statically, so that the bundler ships the SDK's stream in this part's own lazy chunk.
import { onConfigUpdate } from 'firebase/remote-config';
import type { ConfigSchema } from '../config-schema.js';
import { REALTIME_ERROR_MESSAGES, REALTIME_SDK_CODES } from '../internal/realtime-errors.js';
import type { RemoteConfigErrorCode } from '../remote-config.errors.js';
import type { RemoteConfigPort } from '../remote-config.port.js';
import type { ConfigUpdate } from '../remote-config.types.js';
import { toFetchError, type RemoteConfigImplementation } from './firebase-remote-config.js';

/** The realtime update stream: the one part of the port that needs `onConfigUpdate` and its listener machinery. */
export interface ConfigUpdates {
  /** {@link RemoteConfigPort.onConfigUpdate}. */
  readonly onConfigUpdate: RemoteConfigPort['onConfigUpdate'];
  /** Closes the stream; every listener hears nothing more. */
  dispose(): Promise<void>;
}

const toRealtimeError = createFirebaseErrorMapper({
  catalog: defineErrors('remote-config', REALTIME_ERROR_MESSAGES),
  codes: REALTIME_SDK_CODES,
  fallback: 'remote-config/realtime-unavailable',
});
/** The stream's own codes get their messages here; anything else (a deleted app, storage) maps as a fetch's would. */
const toError = (error: unknown): PlatformError<RemoteConfigErrorCode> =>
  isFirebaseErrorLike(error) && error.code in REALTIME_SDK_CODES ? toRealtimeError(error) : toFetchError(error);

/**
 * Makes the realtime stream over the implementation's SDK instance, in a chunk of its own loaded in the same round
 * as the implementation. Every update is delivered, even one equal to the last. A stream the SDK ends with an error
 * is not kept: the next listener opens a new one.
 */
export function createConfigUpdates<S extends ConfigSchema>(
  implementation: RemoteConfigImplementation<S>,
): ConfigUpdates {
  const updates = createSdkListeners<ConfigUpdate, PlatformError<RemoteConfigErrorCode>>({
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
