import {
  browserPopupRedirectResolver,
  FacebookAuthProvider,
  GithubAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  SAMLAuthProvider,
  TwitterAuthProvider,
  type PopupRedirectResolver,
} from 'firebase/auth';
import type { OAuthProviderSpec, ProviderSignInOptions } from '../auth.types.js';
import { BUILT_IN_PROVIDER_IDS } from '../provider-ids.js';
import type { SdkSession } from './sdk-session.js';

/** Every SDK provider class the port can ask for. */
export type SdkFederatedProvider =
  | GoogleAuthProvider
  | GithubAuthProvider
  | FacebookAuthProvider
  | TwitterAuthProvider
  | OAuthProvider
  | SAMLAuthProvider;

function instantiate(spec: OAuthProviderSpec): SdkFederatedProvider {
  if (typeof spec !== 'string') {
    return spec.kind === 'saml' ? new SAMLAuthProvider(spec.providerId) : new OAuthProvider(spec.providerId);
  }
  switch (spec) {
    case 'google':
      return new GoogleAuthProvider();
    case 'github':
      return new GithubAuthProvider();
    case 'facebook':
      return new FacebookAuthProvider();
    case 'twitter':
      return new TwitterAuthProvider();
    case 'microsoft':
    case 'apple':
      return new OAuthProvider(BUILT_IN_PROVIDER_IDS[spec]);
  }
}

/** The SDK provider for a spec, with its scopes (SAML has none) and custom parameters applied. */
export function createSdkProvider(
  spec: OAuthProviderSpec,
  { scopes = [], customParameters }: Pick<ProviderSignInOptions, 'scopes' | 'customParameters'> = {},
): SdkFederatedProvider {
  const provider = instantiate(spec);
  if ('addScope' in provider) for (const scope of scopes) provider.addScope(scope);
  if (customParameters) provider.setCustomParameters({ ...customParameters });
  return provider;
}

/**
 * The SDK's popup and redirect resolver, passed to each popup or redirect call because Auth is initialized without
 * one; `undefined` outside a browser, where the SDK refuses those calls itself.
 */
export const popupRedirectResolver = (session: SdkSession): PopupRedirectResolver | undefined =>
  session.browser ? browserPopupRedirectResolver : undefined;
