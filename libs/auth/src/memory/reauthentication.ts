import { authErrors } from '../auth.errors.js';
import type { FirstFactorProof, OAuthProviderSpec, Reauthentication, SecondFactorProof } from '../auth.types.js';
import { providerIdOf } from '../provider-ids.js';
import type { ProviderAccount } from './account-chooser.js';
import type { SignInFacts } from './id-token.js';
import { MEMORY_AUTH_TIMINGS } from './memory-auth.constants.js';
import type { MemoryContext } from './memory-context.js';
import { providerUidOf } from './provider-accounts.js';
import { verifyPassword } from './password-hash.js';
import { verifyTotpCode } from './totp.js';
import { toAuthUser, toFactorInfo, type UserRecord } from './user-record.js';
import { maskPhoneNumber } from './validation.js';

/** What re-authentication needs beyond the shared {@link MemoryContext}. */
export interface ReauthenticationDeps extends MemoryContext {
  /** Plays the provider's popup for a `provider` proof. */
  openPopup(provider: OAuthProviderSpec): Promise<ProviderAccount>;
}

const wrongMethod = (record: UserRecord) =>
  authErrors.create('auth/wrong-sign-in-method', { customData: { providerIds: toAuthUser(record).providerIds } });

async function sendAndConfirm(
  ctx: MemoryContext,
  phoneNumber: string,
  purpose: 'sign-in' | 'second-factor',
  proof: Pick<SecondFactorProof & { factorId: 'phone' }, 'verifier' | 'enterCode'>,
): Promise<void> {
  await ctx.verifyApp(proof.verifier);
  const sent = ctx.sms.send(phoneNumber, purpose, ctx.clock.now(), MEMORY_AUTH_TIMINGS.phoneCodeLifetimeMs);
  const code = await proof.enterCode();
  ctx.sms.confirm(sent.verificationId, code, ctx.clock.now());
}

async function proveFirstFactor(deps: ReauthenticationDeps, record: UserRecord, proof: FirstFactorProof) {
  switch (proof.method) {
    case 'password':
      if (!record.password) throw wrongMethod(record);
      if (!(await verifyPassword(proof.password, record.password))) throw authErrors.create('auth/wrong-password');
      return;
    case 'phone':
      if (!record.phoneNumber || !record.identities.some((i) => i.providerId === 'phone')) throw wrongMethod(record);
      await sendAndConfirm(deps, record.phoneNumber, 'sign-in', proof);
      return;
    case 'provider': {
      const providerId = providerIdOf(proof.provider);
      if (!record.identities.some((i) => i.providerId === providerId)) throw wrongMethod(record);
      const account = await deps.openPopup(proof.provider);
      if (deps.users.byIdentity(providerId, providerUidOf(account, deps.random))?.uid !== record.uid) {
        throw authErrors.create('auth/user-mismatch', { customData: { providerId } });
      }
    }
  }
}

async function proveSecondFactor(
  deps: ReauthenticationDeps,
  record: UserRecord,
  proof: SecondFactorProof,
): Promise<SignInFacts['secondFactor']> {
  const factor = record.factors.find((f) => f.uid === proof.factorUid && f.factorId === proof.factorId);
  if (!factor) throw authErrors.create('auth/multi-factor-not-found', { customData: { factorUid: proof.factorUid } });
  if (proof.factorId === 'totp') {
    if (!(await verifyTotpCode(factor.totpSecret ?? '', proof.code, deps.clock.now()))) {
      throw authErrors.create('auth/invalid-verification-code');
    }
  } else {
    await sendAndConfirm(deps, factor.phoneNumber ?? '', 'second-factor', proof);
  }
  return { factorId: factor.factorId, uid: factor.uid };
}

/**
 * Proves the signed-in user's identity again, as Firebase does: the first factor,
 * then one of the enrolled second factors. Gives the second factor used, `null`
 * when the user has none.
 */
export async function reauthenticateUser(
  deps: ReauthenticationDeps,
  record: UserRecord,
  proof: Reauthentication,
): Promise<SignInFacts['secondFactor']> {
  await proveFirstFactor(deps, record, proof);
  if (record.factors.length === 0) return null;
  const hints = record.factors.map((f) =>
    toFactorInfo(f, f.phoneNumber === undefined ? undefined : maskPhoneNumber(f.phoneNumber)),
  );
  if (!proof.secondFactor) throw authErrors.create('auth/multi-factor-auth-required', { customData: { hints } });
  return proveSecondFactor(deps, record, await proof.secondFactor(hints));
}
