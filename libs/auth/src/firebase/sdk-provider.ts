import type {
  FacebookAuthProvider,
  GithubAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  SAMLAuthProvider,
  TwitterAuthProvider,
} from 'firebase/auth';
import type { OAuthProviderSpec, ProviderSignInOptions } from '../auth.types.js';
import { BUILT_IN_PROVIDER_IDS } from '../provider-ids.js';
import type { AuthSdk } from './sdk-session.js';

/** Every SDK provider class the port can ask for. */
export type SdkFederatedProvider =
  | GoogleAuthProvider
  | GithubAuthProvider
  | FacebookAuthProvider
  | TwitterAuthProvider
  | OAuthProvider
  | SAMLAuthProvider;

function instantiate(sdk: AuthSdk, spec: OAuthProviderSpec): SdkFederatedProvider {
  if (typeof spec !== 'string') {
    return spec.kind === 'saml' ? new sdk.SAMLAuthProvider(spec.providerId) : new sdk.OAuthProvider(spec.providerId);
  }
  switch (spec) {
    case 'google':
      return new sdk.GoogleAuthProvider();
    case 'github':
      return new sdk.GithubAuthProvider();
    case 'facebook':
      return new sdk.FacebookAuthProvider();
    case 'twitter':
      return new sdk.TwitterAuthProvider();
    case 'microsoft':
    case 'apple':
      return new sdk.OAuthProvider(BUILT_IN_PROVIDER_IDS[spec]);
  }
}

/** The SDK provider for a spec, with its scopes (SAML has none) and custom parameters applied. */
export function createSdkProvider(
  sdk: AuthSdk,
  spec: OAuthProviderSpec,
  { scopes = [], customParameters }: Pick<ProviderSignInOptions, 'scopes' | 'customParameters'> = {},
): SdkFederatedProvider {
  const provider = instantiate(sdk, spec);
  if ('addScope' in provider) for (const scope of scopes) provider.addScope(scope);
  if (customParameters) provider.setCustomParameters({ ...customParameters });
  return provider;
}
