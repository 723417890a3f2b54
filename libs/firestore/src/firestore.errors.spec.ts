import { retry } from '@platform/core';
import { FirestoreError as SdkFirestoreError, type FirestoreErrorCode as SdkCode } from 'firebase/firestore';
import { FIRESTORE_SDK_CODES, firestoreErrors, toFirestoreError } from './firestore.errors.js';

/** A real `FirestoreError`, as the SDK raises them (its constructor is internal in the types, not at runtime). */
const sdkError = (code: SdkCode, message: string): Error =>
  new (SdkFirestoreError as unknown as new (code: SdkCode, message: string) => Error)(code, message);

const SDK_CODES: SdkCode[] = [
  'permission-denied',
  'not-found',
  'already-exists',
  'unavailable',
  'deadline-exceeded',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'unauthenticated',
  'invalid-argument',
  'cancelled',
  'data-loss',
];

describe('toFirestoreError, on real FirestoreError instances', () => {
  it.each(SDK_CODES)('maps %s to its typed code and catalogue message, keeping the original', (code) => {
    const error = toFirestoreError(sdkError(code, `backend said ${code}`));
    expect(error.code).toBe(`firestore/${code}`);
    expect(error.message).toBe(firestoreErrors.messages[FIRESTORE_SDK_CODES[code] ?? 'firestore/unknown']);
    expect(error.customData).toMatchObject({ originalCode: code, originalMessage: `backend said ${code}` });
  });

  it('keeps the index-creation link of a failed precondition in customData', () => {
    const link = 'https://console.firebase.google.com/v1/r/project/demo/firestore/indexes?create_composite=Ck1wcm9q';
    const error = toFirestoreError(
      sdkError('failed-precondition', `The query requires an index. You can create it here: ${link}`),
    );
    expect(error.customData['indexUrl']).toBe(link);
    expect(error.message).not.toContain('https://');
  });

  it('gives internal, unknown and other codes the fallback, with the SDK code kept', () => {
    expect(toFirestoreError(sdkError('internal', 'x'))).toMatchObject({
      code: 'firestore/unknown',
      customData: { originalCode: 'internal' },
    });
  });

  it('makes unavailable and resource-exhausted retryable through core retry, and nothing else', async () => {
    for (const [code, attempts] of [
      ['unavailable', 3],
      ['resource-exhausted', 3],
      ['permission-denied', 1],
      ['aborted', 1],
    ] as const) {
      let calls = 0;
      const outcome = await retry(
        async () => {
          calls += 1;
          throw toFirestoreError(sdkError(code, code));
        },
        { maxAttempts: 3, baseDelayMs: 0, jitter: 0 },
      ).catch((error: unknown) => error);
      expect(outcome).toMatchObject({ code: `firestore/${code}` });
      expect(calls).toBe(attempts);
    }
  });
});
