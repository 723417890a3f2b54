/** The port's members that manage the signed-in account rather than sign in: profile, email, password and deletion. */
export type AccountMember =
  | 'updateProfile'
  | 'requestEmailChange'
  | 'updatePassword'
  | 'sendPasswordResetEmail'
  | 'confirmPasswordReset'
  | 'sendEmailVerification'
  | 'applyActionCode'
  | 'deleteAccount';
