import { createSubscribable, openOnce, type OpenOnce } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
// Handed to the app handle, so that `firebase/app` ships in this implementation's chunk rather than a chunk apart.
import { appSdk } from '@platform/core/firebase/sdk';
// Imported statically, so that the bundler ships the SDK with the implementation's lazy chunks.
import * as sdk from 'firebase/storage';
import { toStorageError } from '../storage.errors.js';
import type { StoragePort } from '../storage.port.js';
import type { StorageChange, StorageTarget } from '../storage.types.js';
import { disposedError } from '../internal/lifecycle-errors.js';
import { parseTarget } from '../internal/storage-path.js';
import { toRef } from './sdk-conversions.js';
import { checkStallTimeout, DEFAULT_STALL_TIMEOUT_MS, settleWithin } from './stall-timeout.js';

/** What `createFirebaseStorage` needs. */
export interface FirebaseStorageDeps {
  /** The Firebase app; its `storageBucket` is the default bucket. */
  readonly app: FirebaseAppHandle;
  /**
   * The Emulator Suite's Storage emulator, e.g. `{ host: '127.0.0.1', port: 9199 }`; connected on first use.
   * `mockUserToken: 'owner'` makes every request an admin's, past the security rules (for tests of the adapter).
   */
  readonly emulator?: { readonly host: string; readonly port: number; readonly mockUserToken?: string };
  /**
   * How long, in milliseconds, a call may go without hearing from Storage: a running upload that reports no progress
   * for this long, or any other call with no answer after it, is given up and rejects with
   * `storage/retry-limit-exceeded`, so no call waits forever. A paused upload is not waiting. 10 minutes by default
   * (`firebase/storage`'s own limit for retrying an upload); a download must finish within it.
   */
  readonly stallTimeoutMs?: number;
}

/**
 * What every group of the Firebase Storage implementation's methods (reads, edits, listings, uploads) shares: the SDK
 * instances, the stall timeout and the change events.
 */
export interface StorageContext extends Pick<StoragePort, 'watchChanges' | 'dispose'> {
  /** The configured stall timeout, checked. */
  readonly timeoutMs: number;
  /**
   * Checks the target, then runs `work` on its SDK reference. It settles, whatever the SDK does: every failure (thrown
   * at once or later) becomes a typed error, and no answer within the stall timeout is one too. `root: true` allows
   * the bucket's root, for listings.
   */
  withRef<T>(
    operation: string,
    target: StorageTarget,
    work: (ref: sdk.StorageReference) => Promise<T>,
    options?: { readonly root?: boolean },
  ): Promise<T>;
  /** Tells `watchChanges` listeners that the object at `ref` changed. */
  tell(ref: sdk.StorageReference, kind: StorageChange['kind']): void;
}

/** Creates the {@link StorageContext} of one adapter. */
export function createStorageContext({
  app,
  emulator,
  stallTimeoutMs = DEFAULT_STALL_TIMEOUT_MS,
}: FirebaseStorageDeps): StorageContext {
  const timeoutMs = checkStallTimeout(stallTimeoutMs);
  const instances = new Map<string, OpenOnce<sdk.FirebaseStorage>>();
  const changes = createSubscribable<StorageChange | undefined>(undefined);
  let disposed = false;

  /** The SDK instance of `bucket` (the default one if `undefined`), opened once per bucket on first use. */
  const instance = (bucket: string | undefined): Promise<sdk.FirebaseStorage> => {
    const key = bucket ?? '';
    let found = instances.get(key);
    if (!found) {
      found = openOnce(() =>
        app.getApp(appSdk).then((firebaseApp) => {
          const storage = sdk.getStorage(firebaseApp, bucket === undefined ? undefined : `gs://${bucket}`);
          if (emulator)
            sdk.connectStorageEmulator(
              storage,
              emulator.host,
              emulator.port,
              emulator.mockUserToken ? { mockUserToken: emulator.mockUserToken } : {},
            );
          return storage;
        }),
      );
      instances.set(key, found);
    }
    return found.open();
  };

  return {
    timeoutMs,
    async withRef(operation, target, work, options = {}) {
      try {
        if (disposed) throw disposedError();
        const { bucket, path } = parseTarget(target, options);
        const answer = (async () => work(sdk.ref(await instance(bucket), path)))();
        return await settleWithin(answer, timeoutMs, operation);
      } catch (error) {
        throw toStorageError(error);
      }
    },
    tell: (ref, kind) => changes.emit({ ref: toRef(ref), kind }),
    watchChanges: (listener) => changes.subscribe((change) => change && !disposed && listener(change)),
    async dispose() {
      disposed = true;
    },
  };
}
