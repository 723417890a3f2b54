import { LOADING, type Resource } from '@platform/react';
import { useMemo } from 'react';
import type { AuthUser } from '../auth.types.js';
import { useAuthState } from './use-auth-state.js';

/** The signed-in user (`null` when signed out), `loading` while the auth state is unknown. */
export function useUser(): Resource<AuthUser | null> {
  const state = useAuthState();
  return useMemo(() => (state.status === 'unknown' ? LOADING : { status: 'success', data: state.user }), [state]);
}
