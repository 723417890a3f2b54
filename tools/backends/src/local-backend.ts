/** A local backend that is listening and can be stopped. */
export interface RunningBackend {
  /** Short, stable name of the backend, e.g. `auth`. */
  readonly name: string;
  /** Host the backend listens on; always a loopback address. */
  readonly host: string;
  /** Port the backend listens on. */
  readonly port: number;
  /** Base URL of the backend, e.g. `http://127.0.0.1:9099`. */
  readonly url: string;
  /** Stops the backend and every process it started, then removes its temporary files. Safe to call twice. */
  stop(): Promise<void>;
}

/** Something that can start a {@link RunningBackend}. */
export interface LocalBackend<TOptions, TRunning extends RunningBackend> {
  /** Short, stable name of the backend, matching {@link RunningBackend.name}. */
  readonly name: string;
  /** Starts the backend and resolves once it answers requests. */
  start(options?: TOptions): Promise<TRunning>;
}
