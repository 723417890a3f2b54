export { useAuth } from './auth-service.js';
export { AUTH_SUBSCRIPTION_KEYS } from './auth-subscription-keys.js';
export { bindAuthActions, useAuthActions, type AuthActions } from './use-auth-actions.js';
export { useAuthState } from './use-auth-state.js';
export { useIdTokenClaims, type IdTokenClaims } from './use-id-token-claims.js';
export { useUser } from './use-user.js';
