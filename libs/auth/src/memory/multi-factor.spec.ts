import { createManualClock } from '@platform/core';
import type { MultiFactorSignIn, PhoneVerifier, SignInResult } from '../auth.types.js';
import { createMemoryAuth } from './memory-auth.js';
import type { MemoryAuth } from './memory-auth.types.js';

const EMAIL = 'ada@example.com';
const PASSWORD = 'correct-horse-1';
const PHONE = '+15555550100';
const verifier: PhoneVerifier = { type: 'recaptcha', verify: () => Promise.resolve('test-token') };

function resolverOf(result: SignInResult): MultiFactorSignIn {
  if (result.status !== 'mfa-required') throw new Error(`Expected mfa-required, got ${result.status}.`);
  return result.resolver;
}

async function verifiedUser(auth: MemoryAuth): Promise<void> {
  await auth.control.createUser({ email: EMAIL, password: PASSWORD, emailVerified: true });
  await auth.signInWithEmail(EMAIL, PASSWORD);
}

describe('memory auth multi-factor', () => {
  it('needs a verified email to enrol', async () => {
    const auth = createMemoryAuth();
    await auth.signUpWithEmail(EMAIL, PASSWORD);
    await expect(auth.multiFactor.enrollPhone(PHONE, verifier)).rejects.toMatchObject({
      code: 'auth/unverified-email',
    });
    await expect(auth.multiFactor.enrollTotp()).rejects.toMatchObject({ code: 'auth/unverified-email' });
  });

  it('enrols a phone, then asks for it at sign-in and finishes with the SMS code', async () => {
    const clock = createManualClock(Date.UTC(2030, 0, 1));
    const auth = createMemoryAuth({ clock });
    await verifiedUser(auth);
    const enrolment = await auth.multiFactor.enrollPhone(PHONE, verifier, 'Work phone');
    const factor = await enrolment.confirm(auth.control.lastPhoneCode(PHONE) ?? '');
    expect(factor).toMatchObject({
      factorId: 'phone',
      displayName: 'Work phone',
      phoneNumber: PHONE,
      enrolledAt: clock.now(),
    });
    expect(auth.multiFactor.enrolledFactors()).toEqual([factor]);
    await auth.signOut();

    const first = await auth.signInWithEmail(EMAIL, PASSWORD);
    const resolver = resolverOf(first);
    expect(auth.currentUser()).toBeNull();
    expect(resolver.hints).toEqual([{ ...factor, phoneNumber: '+*******0100' }]);

    const confirmation = await resolver.signInWithPhone(factor.uid, verifier);
    const done = await confirmation.confirm(auth.control.lastPhoneCode(PHONE) ?? '');
    expect(done).toMatchObject({
      status: 'signed-in',
      providerId: 'password',
      isNewUser: false,
      user: { email: EMAIL },
    });
    expect((await auth.getIdTokenResult())?.claims['firebase']).toMatchObject({
      sign_in_provider: 'password',
      sign_in_second_factor: 'phone',
      second_factor_identifier: factor.uid,
    });
  });

  it('enrols a TOTP authenticator and signs in with its codes', async () => {
    const clock = createManualClock(Date.UTC(2030, 0, 1));
    const auth = createMemoryAuth({ clock, projectId: 'demo-kindling' });
    await verifiedUser(auth);
    const enrolment = await auth.multiFactor.enrollTotp();
    expect(enrolment.codeLength).toBe(6);
    expect(enrolment.secretKey).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.qrCodeUrl()).toBe(
      `otpauth://totp/demo-kindling:${EMAIL}?secret=${enrolment.secretKey}&issuer=demo-kindling&algorithm=SHA1&digits=6`,
    );
    await expect(enrolment.complete('000000')).rejects.toMatchObject({ code: 'auth/invalid-verification-code' });
    const factor = await enrolment.complete(await auth.control.totpCode(enrolment.secretKey), 'Authenticator');
    expect(factor).toMatchObject({ factorId: 'totp', displayName: 'Authenticator' });
    await auth.signOut();

    clock.advance(90_000);
    const resolver = resolverOf(await auth.signInWithEmail(EMAIL, PASSWORD));
    const stale = await auth.control.totpCode(enrolment.secretKey, clock.now() - 90_000);
    await expect(resolver.signInWithTotp(factor.uid, stale)).rejects.toMatchObject({
      code: 'auth/invalid-verification-code',
    });
    await expect(
      resolver.signInWithTotp(factor.uid, await auth.control.totpCode(enrolment.secretKey)),
    ).resolves.toMatchObject({
      status: 'signed-in',
    });
    expect((await auth.getIdTokenResult())?.claims['firebase']).toMatchObject({ sign_in_second_factor: 'totp' });
  });

  it('rejects an unknown factor with auth/multi-factor-not-found', async () => {
    const auth = createMemoryAuth();
    await verifiedUser(auth);
    const enrolment = await auth.multiFactor.enrollTotp();
    await enrolment.complete(await auth.control.totpCode(enrolment.secretKey));
    await auth.signOut();
    const resolver = resolverOf(await auth.signInWithEmail(EMAIL, PASSWORD));
    await expect(resolver.signInWithTotp('no-such-factor', '123456')).rejects.toMatchObject({
      code: 'auth/multi-factor-not-found',
    });
    await expect(resolver.signInWithPhone(resolver.hints[0]?.uid ?? '', verifier)).rejects.toMatchObject({
      code: 'auth/multi-factor-not-found',
    });
  });

  it('asks for the second factor after a provider sign-in too', async () => {
    const auth = createMemoryAuth({ chooseAccount: () => ({ email: EMAIL, providerUid: 'g-1' }) });
    await auth.signInWithProvider('google', { mode: 'popup' });
    const enrolment = await auth.multiFactor.enrollPhone(PHONE, verifier);
    await enrolment.confirm(auth.control.lastPhoneCode(PHONE) ?? '');
    await auth.signOut();
    const result = await auth.signInWithProvider('google', { mode: 'popup' });
    expect(result.status).toBe('mfa-required');
  });

  it('unenrols a factor', async () => {
    const auth = createMemoryAuth();
    await verifiedUser(auth);
    const enrolment = await auth.multiFactor.enrollPhone(PHONE, verifier);
    const factor = await enrolment.confirm(auth.control.lastPhoneCode(PHONE) ?? '');
    await expect(auth.multiFactor.enrollPhone(PHONE, verifier)).rejects.toMatchObject({
      code: 'auth/credential-already-in-use',
    });
    await expect(auth.multiFactor.unenroll('no-such-factor')).rejects.toMatchObject({
      code: 'auth/multi-factor-not-found',
    });
    await auth.multiFactor.unenroll(factor.uid);
    expect(auth.multiFactor.enrolledFactors()).toEqual([]);
    await auth.signOut();
    await expect(auth.signInWithEmail(EMAIL, PASSWORD)).resolves.toMatchObject({ status: 'signed-in' });
  });
});
