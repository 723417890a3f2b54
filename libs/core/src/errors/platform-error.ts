/** Extra, structured facts about a failure: HTTP status, the SDK's original code, the keys at fault. */
export type ErrorData = Readonly<Record<string, unknown>>;

/** How a {@link PlatformError} is built besides its code and message. */
export interface PlatformErrorOptions<Data extends ErrorData = ErrorData> {
  /** The error that caused this one, usually the SDK's `FirebaseError`. */
  readonly cause?: unknown;
  /** Structured facts for programs; the message is for people. */
  readonly customData?: Data;
}

/**
 * The one error type every port rejects with.
 *
 * `code` is namespaced `'<service>/<code>'` and is what programs branch on;
 * `message` is a sentence a person can act on.
 */
export class PlatformError<Code extends string = string, Data extends ErrorData = ErrorData> extends Error {
  /** Always `'PlatformError'`. */
  override readonly name = 'PlatformError';
  /** The namespaced code, `'<service>/<code>'`, that programs branch on. */
  readonly code: Code;
  /** Structured facts about the failure; `{}` when there are none. */
  readonly customData: Data;

  /** Creates an error with its code and a message a person can act on. */
  constructor(code: Code, message: string, options: PlatformErrorOptions<Data> = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.customData = options.customData ?? ({} as Data);
  }
}

/** True when `error` is a {@link PlatformError}, optionally with one of the given codes. */
export function isPlatformError<Code extends string>(
  error: unknown,
  ...codes: readonly Code[]
): error is PlatformError<Code> {
  return error instanceof PlatformError && (codes.length === 0 || codes.includes(error.code as Code));
}
