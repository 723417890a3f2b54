import { getRedirectResult, signInWithPopup, signInWithRedirect } from 'firebase/auth';
import type { AuthPort } from '../auth.port.js';
import type { SignInResult } from '../auth.types.js';
import type { FirebaseAuthRuntime } from './firebase-runtime.js';
import type { SecondFactorOutcome } from './second-factor-outcome.js';
import { createSdkProvider, popupRedirectResolver } from './sdk-provider.js';

/** The provider id reported when the SDK names none. */
const UNKNOWN_PROVIDER = 'unknown';

function leavingPage(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('beforeunload', () => resolve(), { once: true }));
}

/** Sign-in with an identity provider in a popup or through a redirect. */
export function createProviderSignIn(
  runtime: FirebaseAuthRuntime,
  orSecondFactor: SecondFactorOutcome,
): Pick<AuthPort, 'signInWithProvider' | 'completeRedirect'> {
  return {
    signInWithProvider: (provider, options) =>
      runtime.run(async (s): Promise<SignInResult> => {
        const sdkProvider = createSdkProvider(provider, options);
        const resolver = popupRedirectResolver(s);
        if (options.mode === 'popup') {
          const { providerId } = sdkProvider;
          return orSecondFactor(providerId, async () =>
            runtime.toSignedIn(s, await signInWithPopup(s.auth, sdkProvider, resolver), providerId),
          );
        }
        const redirect = signInWithRedirect(s.auth, sdkProvider, resolver).then(() => undefined);
        await (s.browser ? Promise.race([redirect, leavingPage()]) : redirect);
        return { status: 'redirecting' };
      }),

    completeRedirect: () =>
      runtime.run(async (s) => {
        if (!s.browser) return null;
        return orSecondFactor(UNKNOWN_PROVIDER, async () => {
          const credential = await getRedirectResult(s.auth, popupRedirectResolver(s));
          return credential ? runtime.toSignedIn(s, credential, credential.providerId ?? UNKNOWN_PROVIDER) : null;
        });
      }),
  };
}
