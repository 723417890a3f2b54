import { callListener } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
// Handed to the app handle, so that `firebase/app` ships in this implementation's chunk rather than a chunk apart.
import { appSdk } from '@platform/core/firebase/sdk';
// Imported statically, so that the bundler ships the SDK in this implementation's own lazy chunk.
import {
  deleteInstallations,
  getId,
  getInstallations,
  getToken,
  onIdChange,
  type Installations,
} from 'firebase/installations';
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
 * the platform's listener error policy.
 */
export function createInstallationsImplementation({ app }: FirebaseInstallationsDeps): InstallationsPort {
  let disposed = false;
  const listeners = new Set<() => void>();

  const instance = async (): Promise<Installations> => getInstallations(await app.getApp(appSdk));

  const call = async <T>(work: (installations: Installations) => Promise<T>): Promise<T> => {
    if (disposed) throw disposedError();
    try {
      return await work(await instance());
    } catch (error) {
      throw toInstallationsError(error);
    }
  };

  return {
    getId: () => call(getId),
    getToken: ({ forceRefresh = false } = {}) => call((installations) => getToken(installations, forceRefresh)),
    onIdChange(listener) {
      // The SDK keeps every callback, so each listener has its own. Without an app there are no ids to hear: the
      // failure reaches whoever calls getId().
      let stop: (() => void) | undefined;
      const remove = () => {
        listeners.delete(remove);
        stop?.();
        stop = undefined;
      };
      if (disposed) return remove;
      listeners.add(remove);
      instance().then(
        (installations) => {
          if (listeners.has(remove)) stop = onIdChange(installations, (id) => callListener(listener, id));
        },
        () => undefined,
      );
      return remove;
    },
    delete: () =>
      call(async (installations) => {
        await deleteInstallations(installations);
        // The SDK issues the next id only when asked; asking now tells onIdChange listeners at once.
        await getId(installations);
      }),
    async dispose() {
      disposed = true;
      listeners.forEach((remove) => remove());
    },
  };
}
