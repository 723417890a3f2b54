import type { AuthPort } from '../auth.port.js';
import { SIGN_IN_ERRORS } from '../internal/sign-in-errors.js';
import { createAccountManagement, type AccountManagement } from './account-management.js';
import { createEmailSignIn } from './email-sign-in.js';
import { createFirebaseMultiFactor, type FirebaseMultiFactor } from './firebase-multi-factor.js';
import type { FirebaseAuthRuntime } from './firebase-runtime.js';
import { createPhoneSignIn } from './phone-sign-in.js';
import { createProviderSignIn } from './provider-sign-in.js';
import { createReauthentication } from './reauthentication.js';
import { secondFactorOutcome } from './second-factor-outcome.js';
import { sensitiveOperations } from './sensitive-operation.js';

/** Everything the adapter does beyond the session: sign-in, account management, re-authentication, second factors. */
export type FirebaseAuthPart = Pick<
  AuthPort,
  | 'signUpWithEmail'
  | 'signInWithEmail'
  | 'signInWithProvider'
  | 'completeRedirect'
  | 'startPhoneSignIn'
  | 'reauthenticate'
> &
  AccountManagement &
  FirebaseMultiFactor;

/**
 * The adapter's part, in one chunk beside the implementation. The SDK's browser build is one module, which
 * bundlers put in one chunk whatever imports it, so only the adapter's own code could be split further; measured,
 * each further chunk costs more in imports and exports than the code it would spare a call.
 */
export function createAuthPart(runtime: FirebaseAuthRuntime): FirebaseAuthPart {
  runtime.errors.extend(SIGN_IN_ERRORS);
  const reauthentication = createReauthentication(runtime);
  const sensitive = sensitiveOperations(runtime, reauthentication.reauthenticate);
  const secondFactors = createFirebaseMultiFactor(runtime, sensitive);
  const orSecondFactor = secondFactorOutcome(secondFactors.resolveSignIn);
  return {
    ...createEmailSignIn(runtime, orSecondFactor),
    ...createProviderSignIn(runtime, orSecondFactor),
    ...createPhoneSignIn(runtime, orSecondFactor),
    ...createAccountManagement(runtime, sensitive),
    ...reauthentication,
    ...secondFactors,
  };
}
