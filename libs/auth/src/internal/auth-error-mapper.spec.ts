import { FirebaseError } from 'firebase/app';
import { authErrors, toAuthError } from '../auth.errors.js';
import { createAuthErrorMapper } from './auth-error-mapper.js';
import { SESSION_ERRORS, SESSION_MESSAGES } from './session-errors.js';
import { SIGN_IN_ERRORS, SIGN_IN_MESSAGES } from './sign-in-errors.js';

const sdkError = (code: string) => new FirebaseError(code, `Firebase: Error (${code}).`);

describe('the auth error tables', () => {
  it('hold every code of the catalogue once, between the session and sign-in', () => {
    const session = Object.keys(SESSION_MESSAGES);
    const signIn = Object.keys(SIGN_IN_MESSAGES);
    expect(session.filter((code) => signIn.includes(code))).toEqual([]);
    expect([...session, ...signIn].sort()).toEqual(Object.keys(authErrors.messages).sort());
  });

  it('map what the session knows alone, and a sign-in code once the sign-in table has arrived', () => {
    const mapper = createAuthErrorMapper(SESSION_ERRORS);
    expect(mapper.toError(sdkError('auth/network-request-failed'))).toMatchObject({
      code: 'auth/network-request-failed',
      message: authErrors.messages['auth/network-request-failed'],
    });
    expect(mapper.toError(sdkError('auth/invalid-login-credentials'))).toMatchObject({
      code: 'auth/unknown',
      customData: { originalCode: 'auth/invalid-login-credentials' },
    });

    mapper.extend(SIGN_IN_ERRORS);
    const mapped = mapper.toError(sdkError('auth/invalid-login-credentials'));
    expect(mapped).toEqual(toAuthError(sdkError('auth/invalid-login-credentials')));
    expect(mapped).toMatchObject({
      code: 'auth/invalid-credential',
      message: authErrors.messages['auth/invalid-credential'],
    });
    expect(mapper.toError(mapped)).toBe(mapped);
  });

  it('give set-up problems their developer hint from the session table', () => {
    const mapper = createAuthErrorMapper(SESSION_ERRORS);
    expect(mapper.toError(sdkError('auth/admin-restricted-operation'))).toEqual(
      toAuthError(sdkError('auth/admin-restricted-operation')),
    );
    expect(mapper.toError(sdkError('auth/admin-restricted-operation')).customData).toMatchObject({
      developerHint: expect.stringMatching(/Sign-in method/),
    });
  });
});
