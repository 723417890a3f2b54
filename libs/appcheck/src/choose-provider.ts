import type { Driver } from '@platform/core';
import { appcheckErrors } from './appcheck.errors.js';
import type { AppCheckProvider } from './appcheck.types.js';

/** What {@link chooseAppCheckProvider} decides from. */
export interface AppCheckProviderChoice {
  /** The platform driver: `emulator` runs without App Check, `memory` with the debug provider. */
  readonly driver: Driver;
  /** Forces the debug provider under the `firebase` driver, e.g. from a development-only flag. */
  readonly debug?: boolean;
  /** The registered debug token; `true`, blank or omitted lets the SDK mint and store one. */
  readonly debugToken?: string | true;
  /** The reCAPTCHA site key, needed outside debug mode. */
  readonly siteKey?: string;
  /** Which reCAPTCHA the site key belongs to; Enterprise by default. */
  readonly recaptcha?: 'enterprise' | 'v3';
}

/**
 * Picks the App Check provider for a driver, or `null` to run without App Check.
 *
 * - `emulator`: `null`. There is no App Check emulator, and Google refuses to exchange tokens for the
 *   `demo-*` projects the emulators use, so activating App Check would only send doomed requests to Google.
 * - `memory`: the debug provider, which the memory adapter answers locally.
 * - `firebase`: the debug provider when `debug` is set, reCAPTCHA otherwise.
 *
 * Decide before the first activation on the page, because the SDK fixes debug
 * mode then. Throws `appcheck/missing-site-key` when reCAPTCHA is chosen without a site key.
 */
export function chooseAppCheckProvider({
  driver,
  debug = false,
  debugToken,
  siteKey,
  recaptcha = 'enterprise',
}: AppCheckProviderChoice): AppCheckProvider | null {
  if (driver === 'emulator') return null;
  if (driver === 'memory' || debug) {
    const token = typeof debugToken === 'string' ? debugToken.trim() : '';
    return token ? { kind: 'debug', token } : { kind: 'debug' };
  }
  const key = siteKey?.trim();
  if (!key) {
    throw appcheckErrors.create('appcheck/missing-site-key', {
      customData: {
        driver,
        developerHint:
          'App Check needs a reCAPTCHA site key under the "firebase" driver. Provide one, or enable debug mode for development.',
      },
    });
  }
  return recaptcha === 'v3' ? { kind: 'recaptcha-v3', siteKey: key } : { kind: 'recaptcha-enterprise', siteKey: key };
}
