import { FirebaseError } from 'firebase/app';
import { AUTH_DEVELOPER_HINTS, AUTH_SDK_CODES, authErrors, toAuthError, type AuthErrorCode } from './auth.errors.js';

const EVERY_CODE = Object.keys(authErrors.messages) as AuthErrorCode[];

/** Words that belong in a developer's hint, not in a sentence for the person using the app. */
const DEVELOPER_VOCABULARY = /VITE_|console|Firebase|API key|SDK|environment|project|\(\)|→/i;

describe('auth messages', () => {
  it.each(EVERY_CODE)('%s speaks to the person using the app, not to its developer', (code) => {
    expect(authErrors.messages[code]).not.toMatch(DEVELOPER_VOCABULARY);
  });

  it.each(Object.entries(AUTH_DEVELOPER_HINTS))('gives %s its developer hint in customData', (code, hint) => {
    const sdkCode = Object.keys(AUTH_SDK_CODES).find((key) => AUTH_SDK_CODES[key] === code) ?? code;
    const error = toAuthError(new FirebaseError(sdkCode, `Firebase: Error (${sdkCode}).`));
    expect(error.message).toBe(authErrors.messages[code as AuthErrorCode]);
    expect(error.customData).toMatchObject({ developerHint: hint, originalCode: sdkCode });
  });

  it('says where to authorise a domain, and which variable holds the API key, only in the hint', () => {
    const domain = toAuthError(new FirebaseError('auth/unauthorized-domain', 'Firebase: Error.'));
    expect(domain.customData['developerHint']).toMatch(/Authorized domains/);
    const key = toAuthError(new FirebaseError('auth/invalid-api-key', 'Firebase: Error.'));
    expect(key.customData['developerHint']).toMatch(/VITE_FIREBASE_API_KEY/);
  });

  it('adds the hint to an error the adapter built itself, keeping its message', () => {
    const own = authErrors.create('auth/operation-not-allowed', { message: 'Phone sign-in is not available.' });
    expect(toAuthError(own)).toMatchObject({
      message: 'Phone sign-in is not available.',
      customData: { developerHint: AUTH_DEVELOPER_HINTS['auth/operation-not-allowed'] },
    });
  });
});
