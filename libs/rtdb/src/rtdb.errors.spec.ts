import { PlatformError } from '@platform/core';
import { RTDB_SDK_CODES, rtdbErrors, toRtdbError } from './rtdb.errors.js';

/** An error as the SDK raises it for a server status: `permission_denied at /x: …` with the code upper-cased. */
const sdkError = (status: string) =>
  Object.assign(new Error(`${status.toLowerCase()} at /rooms: the server said no`), { code: status });

describe('toRtdbError', () => {
  it.each(Object.entries(RTDB_SDK_CODES))('maps the SDK code %s to %s, keeping the original', (sdkCode, code) => {
    const error = toRtdbError(sdkError(sdkCode));
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code, message: rtdbErrors.messages[code], customData: { originalCode: sdkCode } });
  });

  it('covers every status the issue names', () => {
    const statuses = ['PERMISSION_DENIED', 'UNAVAILABLE', 'NETWORK_ERROR', 'DISCONNECTED', 'OVERRIDDEN_BY_SET'];
    const more = ['MAX_RETRIES', 'WRITE_CANCELED', 'EXPIRED_TOKEN', 'INVALID_TOKEN'];
    for (const status of [...statuses, ...more]) expect(toRtdbError(sdkError(status)).code).not.toBe('rtdb/unknown');
  });

  it('keeps an unknown code as rtdb/unknown with the original, and passes typed errors through', () => {
    expect(toRtdbError(sdkError('TOO_BIG'))).toMatchObject({
      code: 'rtdb/unknown',
      customData: { originalCode: 'TOO_BIG' },
    });
    const typed = rtdbErrors.create('rtdb/invalid-key');
    expect(toRtdbError(typed)).toBe(typed);
  });

  it('writes every message for the person using the app, without developer jargon', () => {
    for (const message of Object.values(rtdbErrors.messages)) {
      expect(message).toMatch(/^[A-Z].*\.$/);
      expect(message).not.toMatch(/rtdb|sdk|firebase|emulator|\.json|undefined/i);
    }
  });
});
