import { isFirebaseErrorLike, PlatformError, type CreateErrorOptions, type ErrorData } from '@platform/core';
import type { AuthErrorCode } from '../auth.errors.js';

/** Some of the port's codes: their messages, the SDK codes that map to them and developer hints. */
export interface AuthErrorTable {
  /** The message a user sees, per port code. */
  readonly messages: Readonly<Record<string, string>>;
  /** The port code of each SDK code; an SDK code that is one of the port's codes needs no entry. */
  readonly sdkCodes: Readonly<Record<string, string>>;
  /** Set-up guidance for developers, per port code. */
  readonly hints?: Readonly<Record<string, string>>;
}

/** Builds auth errors from the tables it knows, which can grow as the chunks that raise more codes arrive. */
export interface AuthErrorMapper {
  /** Learns more codes. */
  extend(table: AuthErrorTable): void;
  /** An error with the code's message. */
  create<Data extends ErrorData>(
    code: AuthErrorCode,
    options?: CreateErrorOptions<Data>,
  ): PlatformError<AuthErrorCode, Data>;
  /**
   * Maps anything the SDK throws to a typed auth error: an auth error it knows passes through, an SDK code that is one
   * of its codes keeps it, an SDK code it does not know becomes `auth/unknown` with its code in `customData.originalCode`, and set-up problems carry
   * `customData.developerHint`.
   */
  toError(error: unknown): PlatformError<AuthErrorCode>;
}

/** Creates an {@link AuthErrorMapper} that knows `tables`. */
export function createAuthErrorMapper(...tables: readonly AuthErrorTable[]): AuthErrorMapper {
  const messages: Record<string, string> = {};
  const sdkCodes: Record<string, string> = {};
  const hints: Record<string, string> = {};
  const extend = (table: AuthErrorTable) => {
    Object.assign(messages, table.messages);
    Object.assign(sdkCodes, table.sdkCodes);
    Object.assign(hints, table.hints);
  };
  tables.forEach(extend);

  const create = <Data extends ErrorData>(code: AuthErrorCode, options: CreateErrorOptions<Data> = {}) =>
    new PlatformError<AuthErrorCode, Data>(code, options.message ?? (messages[code] as string), options);

  const map = (error: unknown): PlatformError<AuthErrorCode> => {
    if (error instanceof PlatformError && Object.hasOwn(messages, error.code)) return error;
    if (isFirebaseErrorLike(error)) {
      const code = sdkCodes[error.code] ?? (Object.hasOwn(messages, error.code) ? error.code : 'auth/unknown');
      return create(code as AuthErrorCode, {
        cause: error,
        customData: { ...error.customData, originalCode: error.code, originalMessage: error.message },
      });
    }
    return create('auth/unknown', {
      cause: error,
      customData: { originalMessage: error instanceof Error ? error.message : String(error) },
    });
  };

  return {
    extend,
    create,
    toError(error) {
      const mapped = map(error);
      const developerHint = hints[mapped.code];
      if (developerHint === undefined || mapped.customData['developerHint'] !== undefined) return mapped;
      return create(mapped.code, {
        message: mapped.message,
        cause: mapped.cause,
        customData: { ...mapped.customData, developerHint },
      });
    },
  };
}
