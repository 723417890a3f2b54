import type { MultiFactorInfo as SdkMultiFactorInfo, User, UserCredential } from 'firebase/auth';
import type { AuthPort } from '../auth.port.js';
import type { AuthUser, MultiFactorInfo, SignedIn } from '../auth.types.js';
import type { AuthErrorMapper } from '../internal/auth-error-mapper.js';
import type { SdkSession } from './sdk-session.js';

/** The members of the port the implementation answers itself; every other one is in the part's chunk. */
type SessionMembers =
  | 'currentState'
  | 'subscribe'
  | 'ready'
  | 'onIdTokenChange'
  | 'currentUser'
  | 'signInAnonymously'
  | 'signOut'
  | 'getIdToken'
  | 'getIdTokenResult'
  | 'reloadUser';

/** The implementation the adapter's part is made from: the session and what the part shares. */
export interface FirebaseAuthRuntime extends Pick<AuthPort, SessionMembers> {
  /** The auth errors of the codes the loaded chunks can raise; the part adds its own as it arrives. */
  readonly errors: AuthErrorMapper;
  /** Loads the SDK if needed, runs `work`, refreshes the state and maps any failure to an auth error. */
  run<T>(work: (session: SdkSession) => Promise<T>): Promise<T>;
  /** The session, once open. */
  opened(): SdkSession | undefined;
  /** The signed-in SDK user; throws `auth/no-current-user`. */
  requireUser(session: SdkSession): User;
  /** The port's copy of `user`, the same object as the state's while it has not changed. */
  snapshot(user: User): AuthUser;
  /** Turns a credential into the port's result; `fallbackProviderId` names the method when the SDK does not. */
  toSignedIn(
    session: SdkSession,
    credential: UserCredential,
    fallbackProviderId: string,
    isNewUser?: boolean,
  ): SignedIn;
  /** The port's copy of an SDK second factor. */
  toFactorInfo(info: SdkMultiFactorInfo): MultiFactorInfo;
  /** The signed-in user's second factors; empty when signed out or before the session is open. */
  enrolledFactors(): readonly MultiFactorInfo[];
  /** Stops listening to the SDK: listeners hear nothing more. The Firebase app belongs to the caller. */
  dispose(): Promise<void>;
}
