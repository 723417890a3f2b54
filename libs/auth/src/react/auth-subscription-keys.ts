/**
 * The subscription store keys of the auth hooks, within the scope of one port:
 * components on one port and key share one listener on that port.
 */
export const AUTH_SUBSCRIPTION_KEYS = {
  /** The auth state. */
  state: 'auth:state',
  /** The ID token claims of one user. */
  idTokenClaims: (uid: string) => `auth:id-token-claims:${uid}`,
} as const;
