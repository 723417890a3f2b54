import type { BuiltInProvider, OAuthProviderSpec } from './auth.types.js';

/** The Firebase provider id of each built-in provider. */
export const BUILT_IN_PROVIDER_IDS: Readonly<Record<BuiltInProvider, string>> = {
  google: 'google.com',
  github: 'github.com',
  microsoft: 'microsoft.com',
  apple: 'apple.com',
  twitter: 'twitter.com',
  facebook: 'facebook.com',
};

/** The provider id a spec signs in with, e.g. `'google.com'` or `'oidc.acme'`. */
export function providerIdOf(provider: OAuthProviderSpec): string {
  return typeof provider === 'string' ? BUILT_IN_PROVIDER_IDS[provider] : provider.providerId;
}
