import { FirebaseError } from 'firebase/app';
import { defineErrors } from './error-catalog.js';
import { mapFirebaseError } from './firebase-error-mapping.js';

const catalog = defineErrors('demo', {
  'demo/popup-blocked': 'The sign-in popup was blocked by the browser.',
  'demo/unknown': 'Something unexpected went wrong.',
});
const mapping = { catalog, codes: { 'auth/popup-blocked': 'demo/popup-blocked' }, fallback: 'demo/unknown' } as const;

describe('mapFirebaseError', () => {
  it('maps a known SDK code and keeps the SDK error as cause', () => {
    const sdk = new FirebaseError('auth/popup-blocked', 'Firebase: Error (auth/popup-blocked).', {
      appName: '[DEFAULT]',
    });
    const mapped = mapFirebaseError(sdk, mapping);

    expect(mapped.code).toBe('demo/popup-blocked');
    expect(mapped.message).toBe('The sign-in popup was blocked by the browser.');
    expect(mapped.cause).toBe(sdk);
    expect(mapped.customData).toMatchObject({ appName: '[DEFAULT]', originalCode: 'auth/popup-blocked' });
  });

  it('keeps an unknown SDK code in customData.originalCode', () => {
    const mapped = mapFirebaseError(new FirebaseError('auth/brand-new', 'new'), mapping);
    expect(mapped.code).toBe('demo/unknown');
    expect(mapped.customData).toMatchObject({ originalCode: 'auth/brand-new', originalMessage: 'new' });
  });

  it('wraps non-Firebase failures and passes its own errors through', () => {
    const wrapped = mapFirebaseError(new TypeError('boom'), mapping);
    expect(wrapped.code).toBe('demo/unknown');
    expect(wrapped.customData).toMatchObject({ originalMessage: 'boom' });
    expect(mapFirebaseError(wrapped, mapping)).toBe(wrapped);
    expect(mapFirebaseError('text', mapping).customData).toMatchObject({ originalMessage: 'text' });
  });
});
