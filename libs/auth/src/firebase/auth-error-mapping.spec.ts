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

  it('reaches every port code except the fallback from some SDK code', () => {
    const reachable = new Set(Object.values(AUTH_SDK_CODES));
    const unreachable = (Object.keys(authErrors.messages) as AuthErrorCode[]).filter((code) => !reachable.has(code));
    // The lifecycle's two codes come from the adapter's facade, never from the SDK.
    expect(unreachable.sort()).toEqual([
      'auth/disposed',
      'auth/unavailable',
      'auth/unknown',
      'auth/wrong-sign-in-method',
    ]);
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
