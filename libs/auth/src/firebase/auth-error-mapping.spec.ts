import { coreErrors, PlatformError } from '@platform/core';
import { FirebaseError } from 'firebase/app';
import { AUTH_SDK_CODES, authErrors, toAuthError, type AuthErrorCode } from '../auth.errors.js';

describe('toAuthError with real FirebaseErrors', () => {
  it.each(Object.entries(AUTH_SDK_CODES))('maps the SDK code %s to %s', (sdkCode, portCode) => {
    const sdkError = new FirebaseError(sdkCode, `Firebase: Error (${sdkCode}).`, { appName: 'demo-app' });

    const mapped = toAuthError(sdkError);

    expect(mapped).toBeInstanceOf(PlatformError);
    expect(mapped.code).toBe(portCode);
    expect(mapped.message).toBe(authErrors.messages[portCode]);
    expect(mapped.cause).toBe(sdkError);
    expect(mapped.customData).toMatchObject({
      appName: 'demo-app',
      originalCode: sdkCode,
      originalMessage: sdkError.message,
    });
  });

  it.each(['auth/popup-blocked', 'auth/user-not-found', 'auth/too-many-requests'] as const)(
    'keeps the SDK code %s, which is a port code, with its message',
    (code) => {
      const mapped = toAuthError(new FirebaseError(code, `Firebase: Error (${code}).`));
      expect(mapped).toMatchObject({ code, message: authErrors.messages[code], customData: { originalCode: code } });
    },
  );

  it('maps every SDK code it lists into the catalogue', () => {
    const codes: readonly string[] = Object.keys(authErrors.messages) as AuthErrorCode[];
    for (const code of Object.values(AUTH_SDK_CODES)) expect(codes).toContain(code);
  });

  it('keeps an unknown SDK code in customData.originalCode', () => {
    const mapped = toAuthError(
      new FirebaseError('auth/emulator-config-failed', 'Firebase: Error (auth/emulator-config-failed).'),
    );
    expect(mapped).toMatchObject({ code: 'auth/unknown', customData: { originalCode: 'auth/emulator-config-failed' } });
  });

  it('passes auth errors through and wraps anything else as auth/unknown', () => {
    const own = authErrors.create('auth/timeout');
    expect(toAuthError(own)).toBe(own);
    expect(toAuthError(new TypeError('boom'))).toMatchObject({
      code: 'auth/unknown',
      customData: { originalMessage: 'boom' },
    });
  });

  it('maps the app handle’s core/app-deleted to auth/app-deleted', () => {
    const deleted = coreErrors.create('core/app-deleted', { customData: { appName: 'gone' } });
    expect(toAuthError(deleted)).toMatchObject({
      code: 'auth/app-deleted',
      customData: { originalCode: 'core/app-deleted', appName: 'gone' },
    });
  });
});
