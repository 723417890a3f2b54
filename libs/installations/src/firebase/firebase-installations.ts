import { createListenerSet } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
// Imported statically, so that the bundler ships the SDK in this implementation's own lazy chunk.
import * as sdk from 'firebase/installations';
import type { Installations } from 'firebase/installations';
import { toInstallationsError } from '../installations.errors.js';
import type { InstallationsPort } from '../installations.port.js';
import { disposedError } from '../internal/lifecycle-errors.js';

/** What `createFirebaseInstallations` needs. */
export interface FirebaseInstallationsDeps {
  /** The Firebase app; it is initialized on the adapter's first call. */
  readonly app: FirebaseAppHandle;
}

/**
 * The Firebase Installations implementation, loaded by the facade in one chunk
 * with `firebase/installations`. Apps use `createFirebaseInstallations` from the `./firebase` entry.
 *
 * The SDK keeps the installation in IndexedDB and follows its own timings
 * (token refresh an hour before expiry, registration polling every 100 ms with
 * a 10 s reset); this adapter adds typed errors, a new id after `delete()`, and
 * one SDK `onIdChange` listener shared by the port's listeners.
 */
export function createInstallationsImplementation({ app }: FirebaseInstallationsDeps): InstallationsPort {
  let disposed = false;

  const instance = async (): Promise<Installations> => sdk.getInstallations(await app.getApp());

  // One SDK listener while the port has any. The SDK keeps every onIdChange callback, so the steps need no ordering
  // (and createSdkListeners' bytes would not fit the adapter's budget). Without an app there are no ids to hear: the
  // failure reaches whoever calls getId(), and is not kept, so the next listener opens it again.
  let sdkListener: Promise<(() => void) | undefined> | undefined;
  const ids = createListenerSet<string>({
    onSizeChange() {
      if (ids.size() > 0 && !sdkListener) {
        const opening = instance().then(
          (installations) => sdk.onIdChange(installations, (id) => ids.emit(id)),
          () => {
            if (sdkListener === opening) sdkListener = undefined;
            return undefined;
          },
        );
        sdkListener = opening;
      } else if (ids.size() === 0 && sdkListener) {
        const attached = sdkListener;
        sdkListener = undefined;
        void attached.then((stop) => stop?.());
      }
    },
  });

  const call = async <T>(work: (installations: Installations) => Promise<T>): Promise<T> => {
    if (disposed) throw disposedError();
    try {
      return await work(await instance());
    } catch (error) {
      throw toInstallationsError(error);
    }
  };

  return {
    getId: () => call((installations) => sdk.getId(installations)),
    getToken: ({ forceRefresh = false } = {}) => call((installations) => sdk.getToken(installations, forceRefresh)),
    onIdChange: (listener) => ids.add(listener),
    delete: () =>
      call(async (installations) => {
        await sdk.deleteInstallations(installations);
        // The SDK issues the next id only when asked; asking now tells onIdChange listeners at once.
        await sdk.getId(installations);
      }),
    async dispose() {
      disposed = true;
      ids.close();
    },
  };
}
