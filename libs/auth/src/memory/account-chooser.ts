import { authErrors } from '../auth.errors.js';
import type { OAuthProviderSpec, ProviderSignInMode } from '../auth.types.js';

/** The account a user picks at an identity provider. */
export interface ProviderAccount {
  /** The email the provider reports, or `null` (some providers share none). */
  readonly email: string | null;
  /** The name the provider reports. */
  readonly displayName?: string | null;
  /** The picture the provider reports. */
  readonly photoURL?: string | null;
  /** Whether the provider vouches for the email; `true` by default. */
  readonly emailVerified?: boolean;
  /** The user's id at the provider; derived from the email by default. */
  readonly providerUid?: string;
}

/** What the provider was asked for. */
export interface AccountRequest {
  /** The Firebase provider id, e.g. `'google.com'`. */
  readonly providerId: string;
  /** The extra OAuth scopes requested. */
  readonly scopes: readonly string[];
  /** The extra OAuth parameters, e.g. `{ prompt: 'select_account' }`. */
  readonly customParameters: Readonly<Record<string, string>>;
}

/**
 * Plays the user at the provider's sign-in page. Return the chosen account,
 * or `null` (or throw) for a user who closes the window. Throwing an auth
 * `PlatformError` (e.g. `auth/popup-blocked`) fails the sign-in with it.
 */
export type AccountChooser = (
  provider: OAuthProviderSpec,
  mode: ProviderSignInMode,
  request: AccountRequest,
) => ProviderAccount | null | Promise<ProviderAccount | null>;

/** Picks a fixed demo account at every provider, so the offline app can sign in with any of them. */
export const demoAccountChooser: AccountChooser = (_provider, _mode, { providerId }) => ({
  email: 'demo.user@example.com',
  displayName: 'Demo User',
  providerUid: `demo-${providerId}`,
});

/** Runs the chooser as a popup: one at a time, a newer popup cancels an older one. */
export interface PopupSimulator {
  /** Shows the chooser; rejects with `auth/popup-closed-by-user` or `auth/cancelled-popup-request`. */
  open(choose: () => ReturnType<AccountChooser>): Promise<ProviderAccount>;
}

/** Creates a {@link PopupSimulator}. */
export function createPopupSimulator(): PopupSimulator {
  let cancelCurrent: (() => void) | undefined;
  return {
    async open(choose) {
      cancelCurrent?.();
      let cancelled = false;
      const cancellation = new Promise<never>((_, reject) => {
        cancelCurrent = () => {
          cancelled = true;
          reject(authErrors.create('auth/cancelled-popup-request'));
        };
      });
      cancellation.catch(() => undefined);
      const choice = (async () => choose())().then(
        (account) => {
          if (!account) throw authErrors.create('auth/popup-closed-by-user');
          return account;
        },
        (error: unknown) => {
          throw authErrors.is(error) ? error : authErrors.create('auth/popup-closed-by-user', { cause: error });
        },
      );
      try {
        const account = await Promise.race([choice, cancellation]);
        if (cancelled) throw authErrors.create('auth/cancelled-popup-request');
        return account;
      } finally {
        if (!cancelled) cancelCurrent = undefined;
      }
    },
  };
}
