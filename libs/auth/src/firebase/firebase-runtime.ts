import type { User, UserCredential } from 'firebase/auth';
import type { SensitiveOperationOptions, SignedIn } from '../auth.types.js';
import type { SdkSession } from './sdk-session.js';

/** Everything the adapter's parts share. */
export interface FirebaseAuthRuntime {
  /** Loads the SDK if needed, runs `work`, refreshes the state and maps any failure to an auth error. */
  run<T>(work: (session: SdkSession) => Promise<T>): Promise<T>;
  /**
   * Like {@link FirebaseAuthRuntime.run} for the signed-in user, re-authenticating
   * through `options` on `auth/requires-recent-login`.
   */
  sensitive<T>(
    options: SensitiveOperationOptions | undefined,
    work: (session: SdkSession, user: User) => Promise<T>,
  ): Promise<T>;
  /** The session, once loaded. */
  opened(): SdkSession | undefined;
  /** The signed-in SDK user; throws `auth/no-current-user`. */
  requireUser(session: SdkSession): User;
  /** Turns a credential into the port's result; `fallbackProviderId` names the method when the SDK does not. */
  toSignedIn(
    session: SdkSession,
    credential: UserCredential,
    fallbackProviderId: string,
    isNewUser?: boolean,
  ): SignedIn;
}
