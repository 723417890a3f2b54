/** The port's members that manage the signed-in account rather than sign in: profile, email, password and deletion. */
export const ACCOUNT_MEMBERS = [
  'updateProfile',
  'requestEmailChange',
  'updatePassword',
  'sendPasswordResetEmail',
  'confirmPasswordReset',
  'sendEmailVerification',
  'applyActionCode',
  'deleteAccount',
] as const;

/** One of {@link ACCOUNT_MEMBERS}. */
export type AccountMember = (typeof ACCOUNT_MEMBERS)[number];
