import { isFirebaseErrorLike } from '@platform/core';
import type { MultiFactorError } from 'firebase/auth';
import type { MultiFactorSignIn } from '../auth.types.js';
import type { FirebaseMultiFactor } from './firebase-multi-factor.js';

/** The result of `attempt`, or the second sign-in step when the server asks for one. */
export type SecondFactorOutcome = <T>(
  firstFactorProviderId: string,
  attempt: () => Promise<T>,
) => Promise<T | { readonly status: 'mfa-required'; readonly resolver: MultiFactorSignIn }>;

const isMultiFactorError = (error: unknown): error is MultiFactorError =>
  isFirebaseErrorLike(error) && error.code === 'auth/multi-factor-auth-required';

/** {@link SecondFactorOutcome} over the second factors' `resolveSignIn`. */
export const secondFactorOutcome =
  (resolveSignIn: FirebaseMultiFactor['resolveSignIn']): SecondFactorOutcome =>
  async (firstFactorProviderId, attempt) => {
    try {
      return await attempt();
    } catch (error) {
      if (!isMultiFactorError(error)) throw error;
      return { status: 'mfa-required', resolver: resolveSignIn(error, firstFactorProviderId) };
    }
  };
