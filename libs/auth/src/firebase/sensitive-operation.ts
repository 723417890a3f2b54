import type { User } from 'firebase/auth';
import type { AuthPort } from '../auth.port.js';
import type { SensitiveOperationOptions } from '../auth.types.js';
import { withRecentLogin } from '../internal/with-recent-login.js';
import type { FirebaseAuthRuntime } from './firebase-runtime.js';
import type { SdkSession } from './sdk-session.js';

/** Runs `work` for the signed-in user, re-authenticating through `options` when the server asks for a recent login. */
export type SensitiveOperation = <T>(
  options: SensitiveOperationOptions | undefined,
  work: (session: SdkSession, user: User) => Promise<T>,
) => Promise<T>;

/**
 * Sensitive operations on `runtime`: on `auth/requires-recent-login` the user proves who they are through
 * `options.reauthenticate`, and the operation is tried once more.
 */
export const sensitiveOperations =
  (runtime: FirebaseAuthRuntime, reauthenticate: AuthPort['reauthenticate']): SensitiveOperation =>
  (options, work) =>
    runtime.run((s) =>
      withRecentLogin(
        async () => {
          try {
            return await work(s, runtime.requireUser(s));
          } catch (error) {
            throw runtime.errors.toError(error);
          }
        },
        options,
        { currentUser: () => (s.auth.currentUser ? runtime.snapshot(s.auth.currentUser) : null), reauthenticate },
      ),
    );
