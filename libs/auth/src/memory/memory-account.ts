import { authErrors } from '../auth.errors.js';
import type { AuthPort } from '../auth.port.js';
import type { AuthUser } from '../auth.types.js';
import { MEMORY_AUTH_TIMINGS } from './memory-auth.constants.js';
import type { MemoryContext } from './memory-context.js';
import type { MemoryOobCode, OobMailbox, OobRequestType } from './oob-mailbox.js';
import { hashPassword } from './password-hash.js';
import { toAuthUser, type LinkedIdentity, type UserRecord } from './user-record.js';
import { assertEmail, assertStrongPassword, canonicalEmail } from './validation.js';
import type { AccountMember } from '../internal/account-members.js';

/** What account management needs beyond the shared {@link MemoryContext}. */
export interface MemoryAccountDeps extends MemoryContext {
  /** Out-of-band emails sent. */
  readonly mail: OobMailbox;
  /** Ends the session at once. */
  signOutNow(): void;
}

/** The account operations of the port. */
export type MemoryAccountOperations = Pick<AuthPort, 'reloadUser' | AccountMember>;

const withEmailIdentity = (identities: readonly LinkedIdentity[], email: string): LinkedIdentity[] =>
  identities.map((i) => (i.providerId === 'password' ? { providerId: 'password', providerUid: email } : i));

/** Profile, email, password and account lifecycle for the memory adapter. */
export function createMemoryAccount(ctx: MemoryAccountDeps): MemoryAccountOperations {
  const { users, clock, mail } = ctx;

  const save = (uid: string, changes: Partial<Omit<UserRecord, 'uid'>>): AuthUser => {
    const record = users.update(uid, changes);
    ctx.commit();
    return toAuthUser(record);
  };

  const sendMail = (
    record: UserRecord,
    requestType: OobRequestType,
    email: string,
    extra: Pick<MemoryOobCode, 'restoreEmail' | 'newEmail'> = {},
  ) => {
    const now = clock.now();
    const lifetime =
      requestType === 'PASSWORD_RESET'
        ? MEMORY_AUTH_TIMINGS.passwordResetCodeLifetimeMs
        : MEMORY_AUTH_TIMINGS.emailActionCodeLifetimeMs;
    mail.send({ email, requestType, uid: record.uid, sentAt: now, expiresAt: now + lifetime, ...extra });
  };

  return {
    reloadUser: () =>
      ctx.guarded(async () => {
        ctx.serverCall('reloadUser');
        let record: UserRecord;
        try {
          record = ctx.requireUser();
        } catch {
          return null;
        }
        if (record.disabled) {
          ctx.signOutNow();
          throw authErrors.create('auth/user-disabled');
        }
        ctx.commit();
        return toAuthUser(record);
      }),

    updateProfile: (update) =>
      ctx.guarded(async () => {
        ctx.serverCall('updateProfile');
        const record = ctx.requireUser();
        return save(record.uid, {
          ...(update.displayName === undefined ? {} : { displayName: update.displayName || null }),
          ...(update.photoURL === undefined ? {} : { photoURL: update.photoURL || null }),
        });
      }),

    requestEmailChange: (newEmail, options) =>
      ctx.sensitive('requestEmailChange', options, async () => {
        assertEmail(newEmail);
        const record = ctx.requireUser();
        const email = canonicalEmail(newEmail);
        if (users.byEmail(email)) throw authErrors.create('auth/email-already-in-use', { customData: { email } });
        sendMail(record, 'VERIFY_AND_CHANGE_EMAIL', record.email ?? email, { newEmail: email });
      }),

    updatePassword: (newPassword, options) =>
      ctx.sensitive('updatePassword', options, async () => {
        assertStrongPassword(newPassword);
        const password = await hashPassword(newPassword);
        const record = ctx.requireUser();
        const hasPasswordIdentity = record.identities.some((i) => i.providerId === 'password');
        const identities =
          hasPasswordIdentity || !record.email
            ? record.identities
            : [...record.identities, { providerId: 'password', providerUid: record.email }];
        save(record.uid, { password, identities });
      }),

    sendPasswordResetEmail: (email) =>
      ctx.guarded(async () => {
        ctx.serverCall('sendPasswordResetEmail');
        assertEmail(email);
        const record = users.byEmail(canonicalEmail(email));
        if (!record?.email) throw authErrors.create('auth/user-not-found');
        sendMail(record, 'PASSWORD_RESET', record.email);
      }),

    confirmPasswordReset: (code, newPassword) =>
      ctx.guarded(async () => {
        ctx.serverCall('confirmPasswordReset');
        const oob = mail.check(code, ['PASSWORD_RESET'], clock.now());
        assertStrongPassword(newPassword);
        const password = await hashPassword(newPassword);
        const record = users.get(oob.uid);
        if (!record || record.email !== oob.email) throw authErrors.create('auth/invalid-action-code');
        mail.consume(code);
        save(record.uid, { password, emailVerified: true });
      }),

    sendEmailVerification: () =>
      ctx.guarded(async () => {
        ctx.serverCall('sendEmailVerification');
        const record = ctx.requireUser();
        if (!record.email) {
          throw authErrors.create('auth/invalid-email', { message: 'This account has no email address to verify.' });
        }
        sendMail(record, 'VERIFY_EMAIL', record.email);
      }),

    applyActionCode: (code) =>
      ctx.guarded(async () => {
        ctx.serverCall('applyActionCode');
        const oob = mail.check(code, ['VERIFY_EMAIL', 'RECOVER_EMAIL', 'VERIFY_AND_CHANGE_EMAIL'], clock.now());
        const record = users.get(oob.uid);
        if (!record) throw authErrors.create('auth/invalid-action-code');
        if (oob.requestType === 'VERIFY_EMAIL') {
          if (record.email !== oob.email) throw authErrors.create('auth/invalid-action-code');
          mail.consume(code);
          save(record.uid, { emailVerified: true });
          return;
        }
        if (oob.requestType === 'VERIFY_AND_CHANGE_EMAIL' && record.email) {
          sendMail(record, 'RECOVER_EMAIL', record.email, { restoreEmail: record.email });
        }
        const email = oob.newEmail ?? oob.restoreEmail ?? oob.email;
        const owner = users.byEmail(email);
        if (owner && owner.uid !== record.uid)
          throw authErrors.create('auth/email-already-in-use', { customData: { email } });
        mail.consume(code);
        save(record.uid, { email, emailVerified: true, identities: withEmailIdentity(record.identities, email) });
      }),

    deleteAccount: (options) =>
      ctx.sensitive('deleteAccount', options, async () => {
        users.remove(ctx.requireUser().uid);
        ctx.signOutNow();
      }),
  };
}
