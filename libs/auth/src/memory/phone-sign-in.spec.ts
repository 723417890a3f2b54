import { createManualClock } from '@platform/core';
import type { PhoneVerifier } from '../auth.types.js';
import { MEMORY_AUTH_TIMINGS } from './memory-auth.constants.js';
import { createMemoryAuth } from './memory-auth.js';

const PHONE = '+15555550100';
const verifier: PhoneVerifier = { type: 'recaptcha', verify: () => Promise.resolve('test-token') };

describe('memory auth phone sign-in', () => {
  it('sends a readable code and signs in a new, then a returning, phone user', async () => {
    const auth = createMemoryAuth();
    const verify = vi.spyOn(verifier, 'verify');
    const confirmation = await auth.startPhoneSignIn(PHONE, verifier);
    expect(verify).toHaveBeenCalledTimes(1);
    const code = auth.control.lastPhoneCode(PHONE);
    expect(code).toMatch(/^\d{6}$/);
    expect(auth.control.phoneCodes()).toEqual([
      expect.objectContaining({
        phoneNumber: PHONE,
        code,
        verificationId: confirmation.verificationId,
        purpose: 'sign-in',
      }),
    ]);

    const result = await confirmation.confirm(code ?? '');
    expect(result).toMatchObject({
      status: 'signed-in',
      isNewUser: true,
      providerId: 'phone',
      user: { phoneNumber: PHONE, email: null, providerIds: ['phone'] },
    });
    expect((await auth.getIdTokenResult())?.claims).toMatchObject({
      phone_number: PHONE,
      firebase: { sign_in_provider: 'phone' },
    });

    await auth.signOut();
    const again = await auth.startPhoneSignIn(PHONE, verifier);
    await expect(again.confirm(auth.control.lastPhoneCode(PHONE) ?? '')).resolves.toMatchObject({ isNewUser: false });
  });

  it('rejects a wrong code and a code used twice with auth/invalid-verification-code', async () => {
    const auth = createMemoryAuth();
    const confirmation = await auth.startPhoneSignIn(PHONE, verifier);
    const code = auth.control.lastPhoneCode(PHONE) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(confirmation.confirm(wrong)).rejects.toMatchObject({ code: 'auth/invalid-verification-code' });
    await confirmation.confirm(code);
    await expect(confirmation.confirm(code)).rejects.toMatchObject({ code: 'auth/invalid-verification-code' });
  });

  it('expires codes on the clock with auth/code-expired', async () => {
    const clock = createManualClock(Date.UTC(2030, 0, 1));
    const auth = createMemoryAuth({ clock });
    const confirmation = await auth.startPhoneSignIn(PHONE, verifier);
    clock.advance(MEMORY_AUTH_TIMINGS.phoneCodeLifetimeMs);
    await expect(confirmation.confirm(auth.control.lastPhoneCode(PHONE) ?? '')).rejects.toMatchObject({
      code: 'auth/code-expired',
    });
  });

  it('rejects a number that is not E.164 before sending anything', async () => {
    const auth = createMemoryAuth();
    await expect(auth.startPhoneSignIn('555-0100', verifier)).rejects.toMatchObject({
      code: 'auth/invalid-phone-number',
    });
    expect(auth.control.phoneCodes()).toEqual([]);
  });

  it('needs a token from the app verifier', async () => {
    const auth = createMemoryAuth();
    await expect(
      auth.startPhoneSignIn(PHONE, { type: 'recaptcha', verify: () => Promise.resolve('') }),
    ).rejects.toMatchObject({
      code: 'auth/internal-error',
    });
  });
});
