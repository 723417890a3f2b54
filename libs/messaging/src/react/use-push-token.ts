import { currentAndChanges, useSubscription } from '@platform/react';
import { useCallback, useMemo, useState } from 'react';
import type { GetPushTokenOptions, PushTokenResult } from '../messaging.types.js';
import { useMessaging } from './use-messaging.js';

/** The subscription key, within the port's scope, shared by every component reading the token. */
export const PUSH_TOKEN_KEY = 'messaging:token';

/** Where {@link usePushToken}'s last request stands. */
export type PushTokenRequest =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'done'; readonly result: PushTokenResult }
  | { readonly status: 'error'; readonly error: unknown };

/** What {@link usePushToken} gives. */
export interface PushTokenState {
  /** The port's token: `null` until a request gives one, and after `remove()`. Refreshes are heard too. */
  readonly token: string | null;
  /** The last request from this component: its outcome (blocked, dismissed, …) or its error. */
  readonly request: PushTokenRequest;
  /** Asks for the token, checking the permission first; call it from a user action. */
  readonly requestToken: (options?: GetPushTokenOptions) => Promise<void>;
  /** Deletes the token. */
  readonly removeToken: () => Promise<void>;
}

const IDLE: PushTokenRequest = { status: 'idle' };

/**
 * The push token. Mounting never asks for the permission or the token: only
 * `requestToken()`, from a click, does. The token itself is shared through the
 * provider's store, so every component sees the same one, refreshes included.
 */
export function usePushToken(): PushTokenState {
  const messaging = useMessaging();
  const [request, setRequest] = useState<PushTokenRequest>(IDLE);
  const source = useMemo(
    () =>
      currentAndChanges<string | null>(
        () => messaging.currentToken(),
        (listener) => messaging.onTokenChange(listener),
      ),
    [messaging],
  );
  const resource = useSubscription(messaging, PUSH_TOKEN_KEY, source);
  const requestToken = useCallback(
    async (options?: GetPushTokenOptions) => {
      setRequest({ status: 'pending' });
      try {
        setRequest({ status: 'done', result: await messaging.getToken(options) });
      } catch (error) {
        setRequest({ status: 'error', error });
      }
    },
    [messaging],
  );
  const removeToken = useCallback(async () => {
    try {
      await messaging.deleteToken();
      setRequest(IDLE);
    } catch (error) {
      setRequest({ status: 'error', error });
    }
  }, [messaging]);
  return { token: resource.status === 'success' ? resource.data : null, request, requestToken, removeToken };
}
