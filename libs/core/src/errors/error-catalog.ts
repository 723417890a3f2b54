import { PlatformError, type ErrorData, type PlatformErrorOptions } from './platform-error.js';

/** A code namespaced by its service, e.g. `'auth/popup-blocked'`. */
export type NamespacedCode<Service extends string> = `${Service}/${string}`;

/** Options for {@link ErrorCatalog.create}. */
export interface CreateErrorOptions<Data extends ErrorData = ErrorData> extends PlatformErrorOptions<Data> {
  /** Replaces the catalogue message when the call site knows something more specific. */
  readonly message?: string;
}

/** One service's error codes, their messages, and the factory that builds errors from them. */
export interface ErrorCatalog<Code extends string> {
  /** The service namespace shared by every code, e.g. `'auth'`. */
  readonly service: string;
  /** The human message for every code. */
  readonly messages: Readonly<Record<Code, string>>;
  /** Builds a {@link PlatformError} for `code` with its catalogue message. */
  create<Data extends ErrorData>(code: Code, options?: CreateErrorOptions<Data>): PlatformError<Code, Data>;
  /** True when `error` is a {@link PlatformError} with one of this catalogue's codes (or one of `codes`). */
  is(error: unknown, ...codes: readonly Code[]): error is PlatformError<Code>;
}

/**
 * Declares a service's error catalogue.
 *
 * @example
 * const authErrors = defineErrors('auth', {
 *   'auth/popup-blocked': 'The sign-in popup was blocked by the browser.',
 * });
 */
export function defineErrors<Service extends string, const Messages extends Record<NamespacedCode<Service>, string>>(
  service: Service,
  messages: Messages,
): ErrorCatalog<keyof Messages & string> {
  type Code = keyof Messages & string;
  return {
    service,
    messages: Object.freeze({ ...messages }),
    create<Data extends ErrorData>(code: Code, options: CreateErrorOptions<Data> = {}) {
      return new PlatformError<Code, Data>(code, options.message ?? messages[code], options);
    },
    is(error: unknown, ...codes: readonly Code[]): error is PlatformError<Code> {
      return (
        error instanceof PlatformError &&
        Object.hasOwn(messages, error.code) &&
        (codes.length === 0 || codes.includes(error.code as Code))
      );
    },
  };
}
