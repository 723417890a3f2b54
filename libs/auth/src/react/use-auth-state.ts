import type { SubscriptionSource } from '@platform/react';
import { useSubscription } from '@platform/react';
import { useCallback } from 'react';
import type { AuthState } from '../auth.types.js';
import { UNKNOWN_STATE } from '../internal/auth-state-store.js';
import { useAuth } from './auth-service.js';
import { AUTH_SUBSCRIPTION_KEYS } from './auth-subscription-keys.js';

/**
 * Who is signed in, re-rendering on every change. It is `unknown` until the
 * stored session has been restored (and during server rendering). Every
 * component using it shares one subscription to the port. If the session
 * cannot be started at all, the typed error is thrown to the nearest error
 * boundary; remounting (the boundary's reset) starts it again.
 */
export function useAuthState(): AuthState {
  const auth = useAuth();
  const source = useCallback<SubscriptionSource<AuthState>>(
    (observer) => auth.subscribe(observer.next, observer.error),
    [auth],
  );
  const resource = useSubscription(auth, AUTH_SUBSCRIPTION_KEYS.state, source);
  if (resource.status === 'error') throw resource.error;
  return resource.status === 'success' ? resource.data : UNKNOWN_STATE;
}
