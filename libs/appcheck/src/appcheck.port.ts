import type {
  AppCheckActivation,
  AppCheckErrorListener,
  AppCheckToken,
  AppCheckTokenListener,
  GetAppCheckTokenOptions,
  Unsubscribe,
} from './appcheck.types.js';

/**
 * App Check, shaped around what apps need: activate once with a provider, then
 * read tokens for requests to protected backends.
 *
 * Every method rejects only with a `PlatformError` whose code is an
 * {@link AppCheckErrorCode}.
 */
export interface AppCheckPort {
  /**
   * Activates App Check with a provider. Activate once, at start-up; a second
   * activation rejects with `appcheck/already-initialized`.
   */
  activate(activation: AppCheckActivation): Promise<void>;
  /**
   * The current token, served from cache while it is valid. Waits for an
   * activation in progress; rejects with `appcheck/not-activated` without one.
   */
  getToken(options?: GetAppCheckTokenOptions): Promise<AppCheckToken>;
  /**
   * Calls `listener` with every new token: at once (asynchronously) with the
   * current one if it is still valid, then after each exchange and refresh.
   * `onError` receives failed exchanges and refreshes. May be called before activation.
   */
  onTokenChanged(listener: AppCheckTokenListener, onError?: AppCheckErrorListener): Unsubscribe;
  /**
   * Turns background refresh on or off; it overrides the `autoRefresh` given
   * at activation. Rejects with `appcheck/not-activated` before activation.
   */
  setAutoRefresh(enabled: boolean): Promise<void>;
  /**
   * Releases the adapter: background refresh stops, listeners hear nothing
   * more, and later calls reject with `appcheck/disposed`. App Check stays
   * active on the Firebase app, which belongs to the caller.
   */
  dispose(): Promise<void>;
}
