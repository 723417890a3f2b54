import { LOADING, useSubscription, type Resource, type SubscriptionSource } from '@platform/react';
import { useCallback } from 'react';
import type { AuthPort } from '../auth.port.js';
import { useAuth } from './auth-service.js';
import { AUTH_SUBSCRIPTION_KEYS } from './auth-subscription-keys.js';
import { useAuthState } from './use-auth-state.js';

/** The claims of an ID token, custom claims included. */
export type IdTokenClaims = Readonly<Record<string, unknown>>;

const SIGNED_OUT: Resource<IdTokenClaims | null> = Object.freeze({ status: 'success', data: null });

function claimsSource(auth: AuthPort, uid: string): SubscriptionSource<IdTokenClaims | null> {
  return (observer) => {
    let latest = 0;
    const read = () => {
      if (auth.currentState().user?.uid !== uid) return;
      const request = ++latest;
      auth.getIdTokenResult().then(
        (result) => {
          if (request === latest) observer.next(result?.claims ?? null);
        },
        (error: unknown) => {
          if (request === latest) observer.error(error);
        },
      );
    };
    const stopUser = auth.subscribe(read);
    const stopToken = auth.onIdTokenChange(read);
    return () => {
      stopUser();
      stopToken();
    };
  };
}

/**
 * The signed-in user's ID token claims, read again whenever the user or the ID
 * token changes (a forced refresh after the server changed custom claims);
 * `null` when signed out, `loading` while the state is unknown or the token is read.
 */
export function useIdTokenClaims(): Resource<IdTokenClaims | null> {
  const auth = useAuth();
  const state = useAuthState();
  const uid = state.status === 'signed-in' ? state.user.uid : null;
  const source = useCallback<SubscriptionSource<IdTokenClaims | null>>(
    (observer) => (uid === null ? () => undefined : claimsSource(auth, uid)(observer)),
    [auth, uid],
  );
  const claims = useSubscription(auth, AUTH_SUBSCRIPTION_KEYS.idTokenClaims(uid ?? 'none'), source);
  if (state.status === 'unknown') return LOADING;
  return uid === null ? SIGNED_OUT : claims;
}
