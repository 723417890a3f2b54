import { isPlatformError } from '@platform/core';

/** The sentence to show a person for a failed action. */
export function errorMessage(error: unknown): string {
  return isPlatformError(error) ? error.message : 'Something went wrong. Try again.';
}
