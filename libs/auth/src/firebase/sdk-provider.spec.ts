import * as sdk from 'firebase/auth';
import type { OAuthProviderSpec } from '../auth.types.js';
import { createSdkProvider } from './sdk-provider.js';
import { toSdkVerifier } from './sdk-verifier.js';

describe('createSdkProvider', () => {
  it.each<[OAuthProviderSpec, string, new (...args: never[]) => object]>([
    ['google', 'google.com', sdk.GoogleAuthProvider],
    ['github', 'github.com', sdk.GithubAuthProvider],
    ['facebook', 'facebook.com', sdk.FacebookAuthProvider],
    ['twitter', 'twitter.com', sdk.TwitterAuthProvider],
    ['microsoft', 'microsoft.com', sdk.OAuthProvider],
    ['apple', 'apple.com', sdk.OAuthProvider],
    [{ kind: 'oidc', providerId: 'oidc.acme' }, 'oidc.acme', sdk.OAuthProvider],
  ])('builds %j as %s with scopes and custom parameters', (spec, providerId, type) => {
    const provider = createSdkProvider(spec, {
      scopes: ['email', 'profile'],
      customParameters: { prompt: 'select_account' },
    });
    expect(provider).toBeInstanceOf(type);
    expect(provider.providerId).toBe(providerId);
    expect('getScopes' in provider ? provider.getScopes() : []).toEqual(expect.arrayContaining(['email', 'profile']));
    expect(provider.getCustomParameters()).toEqual({ prompt: 'select_account' });
  });

  it('builds SAML providers, which take custom parameters but no scopes', () => {
    const provider = createSdkProvider(
      { kind: 'saml', providerId: 'saml.okta' },
      { scopes: ['ignored'], customParameters: { a: 'b' } },
    );
    expect(provider).toBeInstanceOf(sdk.SAMLAuthProvider);
    expect(provider.providerId).toBe('saml.okta');
    expect('getScopes' in provider).toBe(false);
    expect(provider.getCustomParameters()).toEqual({ a: 'b' });
  });
});

describe('toSdkVerifier', () => {
  it('gives a port verifier the reset hook the SDK calls', async () => {
    const wrapped = toSdkVerifier({ type: 'recaptcha', verify: () => Promise.resolve('token') });
    expect(wrapped.type).toBe('recaptcha');
    await expect(wrapped.verify()).resolves.toBe('token');
    expect(typeof (wrapped as { _reset?: unknown })._reset).toBe('function');
  });

  it('passes an SDK verifier through unchanged', () => {
    const recaptchaLike = { type: 'recaptcha', verify: () => Promise.resolve('token'), _reset: () => undefined };
    expect(toSdkVerifier(recaptchaLike)).toBe(recaptchaLike);
  });
});
