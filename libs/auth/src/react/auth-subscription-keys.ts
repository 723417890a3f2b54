/** The subscription store keys of the auth hooks; components on one key share one listener on the port. */
export const AUTH_SUBSCRIPTION_KEYS = {
  /** The auth state. */
  state: 'auth:state',
  /** The ID token claims of one user. */
  idTokenClaims: (uid: string) => `auth:id-token-claims:${uid}`,
} as const;
