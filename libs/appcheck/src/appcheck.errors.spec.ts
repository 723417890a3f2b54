import { PlatformError } from '@platform/core';
import { FirebaseError } from 'firebase/app';
import {
  APPCHECK_DEVELOPER_HINTS,
  APPCHECK_ERROR_CODES,
  APPCHECK_SDK_CODES,
  appcheckErrors,
  createAppCheckError,
  toAppCheckError,
} from './appcheck.errors.js';

const sdkError = (code: string, message: string, customData?: Record<string, unknown>) =>
  new FirebaseError(`appCheck/${code}`, `AppCheck: ${message} (appCheck/${code}).`, customData);

describe('toAppCheckError', () => {
  it.each([
    ['already-initialized', 'appcheck/already-initialized'],
    ['use-before-activation', 'appcheck/use-before-activation'],
    ['fetch-network-error', 'appcheck/fetch-network-error'],
    ['fetch-parse-error', 'appcheck/fetch-parse-error'],
    ['recaptcha-error', 'appcheck/recaptcha-error'],
    ['storage-open', 'appcheck/storage-error'],
    ['storage-get', 'appcheck/storage-error'],
    ['storage-set', 'appcheck/storage-error'],
  ])('maps the SDK code appCheck/%s to %s', (sdkCode, code) => {
    const cause = sdkError(sdkCode, 'failed', { appName: 'app' });
    const error = toAppCheckError(cause);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code, cause, customData: { appName: 'app', originalCode: `appCheck/${sdkCode}` } });
    expect(error.message).toBe(appcheckErrors.messages[error.code]);
  });

  it('reads the wait and status of a throttling error from its custom data', () => {
    const error = toAppCheckError(
      sdkError('initial-throttle', '403 error. Attempts allowed again after 01d:00m:00s', {
        time: '01d:00m:00s',
        httpStatus: 403,
      }),
    );
    expect(error).toMatchObject({
      code: 'appcheck/initial-throttle',
      customData: { httpStatus: 403, retryAfterMs: 86_400_000 },
    });
    expect(error.message).toBe(`${appcheckErrors.messages['appcheck/initial-throttle']} Try again in 24 h.`);
  });

  it('accepts a status given as text, and leaves out what it cannot read', () => {
    expect(
      toAppCheckError(sdkError('throttled', 'later', { httpStatus: '429', time: '00m:07s' })).customData,
    ).toMatchObject({
      httpStatus: 429,
      retryAfterMs: 7_000,
    });
    const vague = toAppCheckError(sdkError('throttled', 'later', { time: 'soon' }));
    expect(vague.customData).not.toHaveProperty('retryAfterMs');
    expect(vague.customData).not.toHaveProperty('httpStatus');
    expect(vague.message).toBe(appcheckErrors.messages['appcheck/throttled']);
  });

  it('keeps the status of a status error', () => {
    const error = toAppCheckError(
      sdkError('fetch-status-error', 'Fetch server returned an HTTP error status. HTTP status: 500', {
        httpStatus: 500,
      }),
    );
    expect(error).toMatchObject({ code: 'appcheck/fetch-status-error', customData: { httpStatus: 500 } });
    expect(error.message).toBe(appcheckErrors.messages['appcheck/fetch-status-error']);
    expect(error.customData['developerHint']).toEqual(expect.any(String));
  });

  it('turns unknown failures into appcheck/unknown, keeping the original code', () => {
    expect(toAppCheckError(sdkError('brand-new', 'new'))).toMatchObject({
      code: 'appcheck/unknown',
      customData: { originalCode: 'appCheck/brand-new' },
    });
    expect(toAppCheckError(new TypeError('boom'))).toMatchObject({
      code: 'appcheck/unknown',
      customData: { originalMessage: 'boom' },
    });
  });

  it('passes its own errors through and rebuilds look-alikes from another copy of the library', () => {
    const own = createAppCheckError('appcheck/recaptcha-error');
    expect(toAppCheckError(own)).toBe(own);
    const lookAlike = {
      name: 'PlatformError',
      code: 'appcheck/throttled',
      message: 'x',
      customData: { retryAfterMs: 5 },
    };
    expect(toAppCheckError(lookAlike)).toMatchObject({ code: 'appcheck/throttled', customData: { retryAfterMs: 5 } });
  });

  it('maps every port code to itself and every SDK code into the catalogue', () => {
    for (const code of APPCHECK_ERROR_CODES) expect(APPCHECK_SDK_CODES[code]).toBe(code);
    for (const code of Object.values(APPCHECK_SDK_CODES)) expect(APPCHECK_ERROR_CODES).toContain(code);
  });
});

/** Words that belong in a developer's hint, not in a sentence for the person using the app. */
const DEVELOPER_VOCABULARY =
  /VITE_|console|activate\(|\(\)|site key|IndexedDB|HTTP|SDK|Firebase|provider|expireTimeMillis/i;

describe('App Check messages', () => {
  it.each(APPCHECK_ERROR_CODES)('%s speaks to the person using the app, not to its developer', (code) => {
    expect(appcheckErrors.messages[code]).not.toMatch(DEVELOPER_VOCABULARY);
  });

  it('gives set-up errors their developer hint in customData', () => {
    const error = toAppCheckError(sdkError('recaptcha-error', 'failed'));
    expect(error.message).toBe(appcheckErrors.messages['appcheck/recaptcha-error']);
    expect(error.customData['developerHint']).toBe(APPCHECK_DEVELOPER_HINTS['appcheck/recaptcha-error']);
    expect(createAppCheckError('appcheck/missing-site-key').customData).toEqual({
      developerHint: expect.stringContaining('VITE_APPCHECK_SITE_KEY'),
    });
  });

  it('says when to try again after a throttle, and keeps the status out of the message', () => {
    const error = createAppCheckError('appcheck/throttled', { httpStatus: 503, retryAfterMs: 90_000 });
    expect(error.message).toBe(`${appcheckErrors.messages['appcheck/throttled']} Try again in 1.5 min.`);
    expect(error.customData).toMatchObject({ httpStatus: 503, retryAfterMs: 90_000 });
  });
});
