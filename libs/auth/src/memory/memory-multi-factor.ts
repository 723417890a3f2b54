import { authErrors } from '../auth.errors.js';
import type { MultiFactorPort } from '../auth.port.js';
import type {
  MultiFactorInfo,
  MultiFactorSignIn,
  PhoneCodeConfirmation,
  PhoneVerifier,
  SignedIn,
} from '../auth.types.js';
import { sendPhoneCode, type FirstFactor, type MemoryContext } from './memory-context.js';
import { generateTotpSecret, TOTP, totpUri, verifyTotpCode } from './totp.js';
import { toFactorInfo, type EnrolledFactor, type UserRecord } from './user-record.js';
import { assertPhoneNumber, maskPhoneNumber } from './validation.js';

function assertVerifiedEmail(record: UserRecord): void {
  if (!record.email || !record.emailVerified) throw authErrors.create('auth/unverified-email');
}

function enroll(ctx: MemoryContext, uid: string, factor: Omit<EnrolledFactor, 'uid' | 'enrolledAt'>): MultiFactorInfo {
  const record = ctx.users.get(uid);
  if (!record) throw authErrors.create('auth/no-current-user');
  const enrolled: EnrolledFactor = { ...factor, uid: ctx.random.id(), enrolledAt: ctx.clock.now() };
  ctx.users.update(uid, { factors: [...record.factors, enrolled] });
  ctx.commit();
  return toFactorInfo(enrolled);
}

/** The second-factor enrolment of the memory adapter. */
export function createMemoryMultiFactor(ctx: MemoryContext): MultiFactorPort {
  return {
    enrolledFactors() {
      try {
        return ctx.requireUser().factors.map((factor) => toFactorInfo(factor));
      } catch {
        return [];
      }
    },
    enrollPhone(phoneNumber, verifier, displayName) {
      return ctx.guarded(async () => {
        ctx.serverCall('enrollPhone');
        const record = ctx.requireUser();
        assertVerifiedEmail(record);
        assertPhoneNumber(phoneNumber);
        if (record.factors.some((f) => f.phoneNumber === phoneNumber)) {
          throw authErrors.create('auth/credential-already-in-use', { customData: { phoneNumber } });
        }
        await ctx.verifyApp(verifier);
        return sendPhoneCode(ctx, phoneNumber, 'enroll', () =>
          enroll(ctx, record.uid, { factorId: 'phone', displayName: displayName ?? null, phoneNumber }),
        );
      });
    },
    enrollTotp() {
      return ctx.guarded(async () => {
        ctx.serverCall('enrollTotp');
        const record = ctx.requireUser();
        assertVerifiedEmail(record);
        const secretKey = generateTotpSecret(ctx.random);
        return {
          secretKey,
          codeLength: TOTP.digits,
          qrCodeUrl: (accountName = record.email ?? record.uid, issuer = ctx.projectId) =>
            totpUri(secretKey, accountName, issuer),
          complete: (code: string, displayName?: string) =>
            ctx.guarded(async () => {
              ctx.serverCall('completeTotpEnrollment');
              if (ctx.requireUser().uid !== record.uid) throw authErrors.create('auth/no-current-user');
              if (!(await verifyTotpCode(secretKey, code, ctx.clock.now()))) {
                throw authErrors.create('auth/invalid-verification-code');
              }
              return enroll(ctx, record.uid, {
                factorId: 'totp',
                displayName: displayName ?? null,
                totpSecret: secretKey,
              });
            }),
        };
      });
    },
    unenroll(factorUid, options) {
      return ctx.sensitive('unenroll', options, async () => {
        const record = ctx.requireUser();
        if (!record.factors.some((f) => f.uid === factorUid)) throw authErrors.create('auth/multi-factor-not-found');
        ctx.users.update(record.uid, { factors: record.factors.filter((f) => f.uid !== factorUid) });
        ctx.commit();
      });
    },
  };
}

function factorOf(
  ctx: MemoryContext,
  first: FirstFactor,
  factorUid: string,
  factorId: EnrolledFactor['factorId'],
): EnrolledFactor {
  const factor = ctx.users.get(first.uid)?.factors.find((f) => f.uid === factorUid && f.factorId === factorId);
  if (!factor) throw authErrors.create('auth/multi-factor-not-found', { customData: { factorUid } });
  return factor;
}

/** The second step of a sign-in for a user with enrolled factors. */
export function createMemoryMfaResolver(
  ctx: MemoryContext,
  first: FirstFactor,
  factors: readonly EnrolledFactor[],
): MultiFactorSignIn {
  return {
    hints: factors.map((f) =>
      toFactorInfo(f, f.phoneNumber === undefined ? undefined : maskPhoneNumber(f.phoneNumber)),
    ),
    signInWithPhone(factorUid: string, verifier: PhoneVerifier): Promise<PhoneCodeConfirmation<SignedIn>> {
      return ctx.guarded(async () => {
        ctx.serverCall('resolveSignIn');
        const factor = factorOf(ctx, first, factorUid, 'phone');
        await ctx.verifyApp(verifier);
        return sendPhoneCode(ctx, factor.phoneNumber ?? '', 'second-factor', () =>
          ctx.startSession(first, { factorId: 'phone', uid: factor.uid }),
        );
      });
    },
    signInWithTotp(factorUid, code) {
      return ctx.guarded(async () => {
        ctx.serverCall('resolveSignIn');
        const factor = factorOf(ctx, first, factorUid, 'totp');
        if (!(await verifyTotpCode(factor.totpSecret ?? '', code, ctx.clock.now()))) {
          throw authErrors.create('auth/invalid-verification-code');
        }
        return ctx.startSession(first, { factorId: 'totp', uid: factor.uid });
      });
    },
  };
}
