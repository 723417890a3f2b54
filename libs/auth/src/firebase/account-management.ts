import {
  applyActionCode,
  confirmPasswordReset,
  deleteUser,
  sendEmailVerification,
  sendPasswordResetEmail,
  updatePassword,
  updateProfile,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';
import type { AuthPort } from '../auth.port.js';
import type { AccountMember } from '../internal/account-members.js';
import type { FirebaseAuthRuntime } from './firebase-runtime.js';
import type { SensitiveOperation } from './sensitive-operation.js';

/** The account's own settings: profile, email, password, verification and deletion. */
export type AccountManagement = Pick<AuthPort, AccountMember>;

/** Account management. */
export function createAccountManagement(
  runtime: FirebaseAuthRuntime,
  sensitive: SensitiveOperation,
): AccountManagement {
  const { run, requireUser } = runtime;
  return {
    updateProfile: (update) =>
      run(async (s) => {
        const user = requireUser(s);
        await updateProfile(user, {
          ...(update.displayName === undefined ? {} : { displayName: update.displayName ?? '' }),
          ...(update.photoURL === undefined ? {} : { photoURL: update.photoURL ?? '' }),
        });
        return runtime.snapshot(user);
      }),
    requestEmailChange: (newEmail, options) => sensitive(options, (_, user) => verifyBeforeUpdateEmail(user, newEmail)),
    updatePassword: (newPassword, options) => sensitive(options, (_, user) => updatePassword(user, newPassword)),
    sendPasswordResetEmail: (email) => run((s) => sendPasswordResetEmail(s.auth, email)),
    confirmPasswordReset: (code, newPassword) => run((s) => confirmPasswordReset(s.auth, code, newPassword)),
    sendEmailVerification: () => run((s) => sendEmailVerification(requireUser(s))),
    applyActionCode: (code) => run((s) => applyActionCode(s.auth, code)),
    deleteAccount: (options) => sensitive(options, (_, user) => deleteUser(user)),
  };
}
