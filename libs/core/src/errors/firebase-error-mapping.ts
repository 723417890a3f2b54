import type { ErrorCatalog } from './error-catalog.js';
import type { PlatformError } from './platform-error.js';

/** The structural shape of the SDK's `FirebaseError`, so that this module never imports `firebase`. */
export interface FirebaseErrorLike {
  /** The error's name, `'FirebaseError'` for the SDK's own. */
  readonly name: string;
  /** The SDK's code, `'<service>/<code>'`, e.g. `'auth/popup-blocked'`. */
  readonly code: string;
  /** The SDK's message, meant for developers. */
  readonly message: string;
  /** Extra facts the SDK attached, when there are any. */
  readonly customData?: Readonly<Record<string, unknown>>;
}

/** True when `error` looks like the SDK's `FirebaseError` (a string `code` such as `'auth/popup-blocked'`). */
export function isFirebaseErrorLike(error: unknown): error is FirebaseErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** How one service turns SDK errors into its own codes. */
export interface FirebaseErrorMapping<Code extends string> {
  /** The service's catalogue. */
  readonly catalog: ErrorCatalog<Code>;
  /** SDK code (e.g. `'auth/popup-closed-by-user'`) to the port's code. */
  readonly codes: Readonly<Partial<Record<string, Code>>>;
  /** The code for anything not in `codes`; the SDK's code is kept in `customData.originalCode`. */
  readonly fallback: Code;
}

/**
 * Maps anything a Firebase adapter catches to a typed {@link PlatformError}.
 *
 * A `PlatformError` passes through untouched. A `FirebaseError` keeps its
 * `customData`, gains `originalCode`, and becomes the mapped code or the fallback.
 */
export function mapFirebaseError<Code extends string>(
  error: unknown,
  mapping: FirebaseErrorMapping<Code>,
): PlatformError<Code> {
  if (mapping.catalog.is(error)) return error;
  const sdk = isFirebaseErrorLike(error);
  return mapping.catalog.create((sdk && mapping.codes[error.code]) || mapping.fallback, {
    cause: error,
    customData: sdk
      ? { ...error.customData, originalCode: error.code, originalMessage: error.message }
      : { originalMessage: error instanceof Error ? error.message : String(error) },
  });
}

/** Builds a mapper bound to one service's mapping, for use in `catch` clauses and `.catch()`. */
export function createFirebaseErrorMapper<Code extends string>(
  mapping: FirebaseErrorMapping<Code>,
): (error: unknown) => PlatformError<Code> {
  return (error) => mapFirebaseError(error, mapping);
}
