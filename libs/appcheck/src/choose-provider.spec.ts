import { chooseAppCheckProvider } from './choose-provider.js';

describe('chooseAppCheckProvider', () => {
  it('chooses debug mode under the emulator and memory drivers', () => {
    expect(chooseAppCheckProvider({ driver: 'emulator', debugToken: true, siteKey: 'site' })).toEqual({
      kind: 'debug',
    });
    expect(chooseAppCheckProvider({ driver: 'emulator', debugToken: ' registered ' })).toEqual({
      kind: 'debug',
      token: 'registered',
    });
    expect(chooseAppCheckProvider({ driver: 'memory' })).toEqual({ kind: 'debug' });
  });

  it('chooses debug mode under the firebase driver only when the flag is set', () => {
    expect(chooseAppCheckProvider({ driver: 'firebase', debug: true, debugToken: '', siteKey: 'site' })).toEqual({
      kind: 'debug',
    });
    expect(chooseAppCheckProvider({ driver: 'firebase', debug: true, debugToken: 'ci-token' })).toEqual({
      kind: 'debug',
      token: 'ci-token',
    });
  });

  it('chooses reCAPTCHA Enterprise by default, or v3, with the site key', () => {
    expect(chooseAppCheckProvider({ driver: 'firebase', siteKey: ' site ' })).toEqual({
      kind: 'recaptcha-enterprise',
      siteKey: 'site',
    });
    expect(chooseAppCheckProvider({ driver: 'firebase', siteKey: 'site', recaptcha: 'v3' })).toEqual({
      kind: 'recaptcha-v3',
      siteKey: 'site',
    });
  });

  it('fails fast without a site key outside debug mode', () => {
    expect(() => chooseAppCheckProvider({ driver: 'firebase', siteKey: '  ' })).toThrow(
      expect.objectContaining({ code: 'appcheck/missing-site-key', customData: { driver: 'firebase' } }),
    );
  });
});
