import { storageErrors, toStorageError, type StorageErrorCode } from './storage.errors.js';

const sdkError = (code: string) =>
  Object.assign(new Error(`Firebase Storage: ${code}`), { name: 'FirebaseError', code });

describe('toStorageError', () => {
  // The codes the issue names, each of which must reach the app typed.
  const required = [
    'object-not-found unauthorized unauthenticated canceled quota-exceeded',
    'retry-limit-exceeded invalid-checksum server-file-wrong-size invalid-argument',
  ]
    .join(' ')
    .split(' ')
    .map((name) => `storage/${name}` as StorageErrorCode);

  it.each(required)('maps the SDK’s %s to the typed error of the same code', (code) => {
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
