import { authErrors, toAuthError } from '@platform/auth';
import { coreErrors } from '@platform/core';
import { FirebaseError } from 'firebase/app';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows an unauthorized domain as a sentence for the person, and the console setting to the developer', () => {
    const error = toAuthError(
      new FirebaseError('auth/unauthorized-domain', 'Firebase: Error (auth/unauthorized-domain).'),
    );
    const shown = errorMessage(error);
    expect(shown).toBe(authErrors.messages['auth/unauthorized-domain']);
    expect(shown).not.toMatch(/console|Firebase|Authorized domains/i);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Authorized domains'), error);
  });

  it('never shows which variable to set', () => {
    const error = toAuthError(new FirebaseError('auth/invalid-api-key', 'Firebase: Error (auth/invalid-api-key).'));
    expect(errorMessage(error)).not.toMatch(/VITE_/);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('VITE_FIREBASE_API_KEY'), error);
  });

  it('shows a plain sentence for errors written for developers', () => {
    const config = coreErrors.create('core/invalid-config', { message: 'Set VITE_FIREBASE_PROJECT_ID.' });
    expect(errorMessage(config)).toBe('Something went wrong. Try again.');
    expect(errorMessage(new TypeError('x is undefined'))).toBe('Something went wrong. Try again.');
  });

  it('tells the console about a failure once, however often it is shown', () => {
    const error = toAuthError(new FirebaseError('auth/operation-not-allowed', 'Firebase: Error.'));
    errorMessage(error);
    errorMessage(error);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the console quiet when the person was told everything', () => {
    expect(errorMessage(authErrors.create('auth/network-request-failed'))).toBe(
      authErrors.messages['auth/network-request-failed'],
    );
    expect(console.warn).not.toHaveBeenCalled();
  });
});
