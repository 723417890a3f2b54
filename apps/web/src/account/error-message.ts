import { isPlatformError } from '@platform/core';

/** Catalogues whose messages are written for the person using the app. */
const USER_FACING_SERVICES = ['auth/', 'appcheck/', 'storage/', 'firestore/', 'messaging/'];

const FALLBACK = 'Something went wrong. Try again.';

const reported = new WeakSet<object>();

const isForPeople = (error: unknown) =>
  isPlatformError(error) && USER_FACING_SERVICES.some((prefix) => error.code.startsWith(prefix));

/** Tells the developer, once per failure, what the person using the app is not told. */
function reportForDevelopers(error: unknown, forPeople: boolean): void {
  const hint = isPlatformError(error) ? error.customData['developerHint'] : undefined;
  if ((forPeople && typeof hint !== 'string') || typeof error !== 'object' || error === null || reported.has(error))
    return;
  reported.add(error);
  console.warn(typeof hint === 'string' ? hint : 'An action failed:', error);
}

/**
 * The sentence to show a person for a failed action: the message of an auth,
 * App Check, Storage or Messaging error, which is written for them, and a plain fallback for anything
 * else (configuration and programming errors speak to developers). What the
 * person is not told (the error itself, or its `customData.developerHint`) goes
 * to the console, once per failure.
 */
export function errorMessage(error: unknown): string {
  const forPeople = isForPeople(error);
  reportForDevelopers(error, forPeople);
  return forPeople && isPlatformError(error) ? error.message : FALLBACK;
}
