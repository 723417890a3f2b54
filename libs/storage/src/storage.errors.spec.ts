import { storageErrors, toStorageError } from './storage.errors.js';

const sdkError = (code: string) =>
  Object.assign(new Error(`Firebase Storage: ${code}`), { name: 'FirebaseError', code });

describe('toStorageError', () => {
  it.each([
    'storage/object-not-found',
    'storage/unauthorized',
    'storage/unauthenticated',
    'storage/canceled',
    'storage/quota-exceeded',
    'storage/retry-limit-exceeded',
    'storage/invalid-checksum',
    'storage/server-file-wrong-size',
    'storage/invalid-argument',
  ] as const)('maps the SDK’s %s to the typed error of the same code', (code) => {
    expect(toStorageError(sdkError(code))).toMatchObject({ code, message: storageErrors.messages[code] });
  });

  it('maps an invalid URL to storage/invalid-path, and keeps an unknown SDK code in customData', () => {
    expect(toStorageError(sdkError('storage/invalid-url'))).toMatchObject({ code: 'storage/invalid-path' });
    expect(toStorageError(sdkError('storage/bucket-not-found'))).toMatchObject({
      code: 'storage/unknown',
      customData: { originalCode: 'storage/bucket-not-found' },
    });
  });
});
