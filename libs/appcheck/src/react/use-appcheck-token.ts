import { useSubscription, type Resource, type SubscriptionSource } from '@platform/react';
import type { AppCheckPort } from '../appcheck.port.js';
import type { AppCheckToken } from '../appcheck.types.js';
import { useAppCheck } from './use-appcheck.js';

/** Options for {@link useAppCheckToken}. */
export interface UseAppCheckTokenOptions {
  /**
   * Asks for a token when the first component mounts (the default). With
   * `false` the hook only listens, e.g. while auto-refresh supplies tokens.
   */
  readonly request?: boolean;
}

/** The subscription key, within the port's scope, shared by every component reading the token. */
export const APPCHECK_TOKEN_KEY = 'appcheck:token';
/** The key of components that only listen. */
export const APPCHECK_TOKEN_LISTEN_KEY = 'appcheck:token:listen';

function tokenSource(appCheck: AppCheckPort, request: boolean): SubscriptionSource<AppCheckToken> {
  return (observer) => {
    let lastError: unknown;
    const fail = (error: unknown) => {
      if (error === lastError) return;
      lastError = error;
      observer.error(error);
    };
    const stop = appCheck.onTokenChanged(observer.next, fail);
    if (request) appCheck.getToken().then(observer.next, fail);
    return stop;
  };
}

/**
 * The current App Check token as a `loading | success | error` resource,
 * updated on every refresh. Every component on the same port shares one
 * `onTokenChanged` subscription, and the first one to mount asks for a token.
 */
export function useAppCheckToken({ request = true }: UseAppCheckTokenOptions = {}): Resource<AppCheckToken> {
  const appCheck = useAppCheck();
  return useSubscription(
    appCheck,
    request ? APPCHECK_TOKEN_KEY : APPCHECK_TOKEN_LISTEN_KEY,
    tokenSource(appCheck, request),
  );
}
