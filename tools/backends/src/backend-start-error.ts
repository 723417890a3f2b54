/** Options for {@link BackendStartError}. */
export interface BackendStartErrorOptions {
  /** The last lines the backend's process printed. */
  readonly outputTail: string;
  /** The underlying error, if any. */
  readonly cause?: unknown;
}

/** A local backend failed to start: its process exited early or it never became ready. */
export class BackendStartError extends Error {
  override readonly name = 'BackendStartError';
  /** The last lines the backend's process printed. */
  readonly outputTail: string;

  constructor(message: string, options: BackendStartErrorOptions) {
    const tail = options.outputTail.trim();
    super(`${message}\n--- last output ---\n${tail || '(no output)'}\n--- end of output ---`, { cause: options.cause });
    this.outputTail = options.outputTail;
  }
}
