import { isPlatformError } from '@platform/core';
import type { AuthUser, Reauthentication, SensitiveOperationOptions } from '../auth.types.js';

/** What {@link withRecentLogin} needs from an adapter. */
export interface RecentLoginSupport {
  /** The signed-in user, or `null`. */
  currentUser(): AuthUser | null;
  /** Proves the user's identity again. */
  reauthenticate(proof: Reauthentication): Promise<void>;
}

/**
 * Runs a sensitive operation. When it fails with `auth/requires-recent-login`
 * and the caller gave a `reauthenticate` prompt, the user re-authenticates and
 * the operation runs once more; otherwise the error is thrown as it is.
 */
export async function withRecentLogin<T>(
  operation: () => Promise<T>,
  options: SensitiveOperationOptions | undefined,
  support: RecentLoginSupport,
): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    const prompt = options?.reauthenticate;
    const user = support.currentUser();
    if (!prompt || !user || !isPlatformError(error, 'auth/requires-recent-login')) throw error;
    await support.reauthenticate(await prompt(user));
    return operation();
  }
}
