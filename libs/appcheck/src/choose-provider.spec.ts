import { appcheckErrors } from './appcheck.errors.js';
import { chooseAppCheckProvider } from './choose-provider.js';

describe('chooseAppCheckProvider', () => {
  it('runs without App Check under the emulator driver, whatever else is set', () => {
    expect(chooseAppCheckProvider({ driver: 'emulator' })).toBeNull();
    expect(
      chooseAppCheckProvider({ driver: 'emulator', debug: true, debugToken: 'registered', siteKey: 'site' }),
    ).toBeNull();
  });

  it('chooses debug mode under the memory driver', () => {
    expect(chooseAppCheckProvider({ driver: 'memory' })).toEqual({ kind: 'debug' });
    expect(chooseAppCheckProvider({ driver: 'memory', debugToken: ' registered ' })).toEqual({
      kind: 'debug',
      token: 'registered',
    });
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

  it('fails fast without a site key outside debug mode, telling the person plainly and the developer in customData', () => {
    expect(() => chooseAppCheckProvider({ driver: 'firebase', siteKey: '  ' })).toThrow(
      expect.objectContaining({
        code: 'appcheck/missing-site-key',
        message: appcheckErrors.messages['appcheck/missing-site-key'],
        customData: { driver: 'firebase', developerHint: expect.stringContaining('reCAPTCHA site key') },
      }),
    );
  });
});
