import { chooseAppCheckProvider, type AppCheckProvider } from '@platform/appcheck';
import type { PlatformSettings } from '@platform/core';

/**
 * The App Check provider for the app: the debug provider under the memory and
 * emulator drivers (or with `VITE_APPCHECK_DEBUG=true`), reCAPTCHA under the
 * firebase driver when a site key is set, and none otherwise.
 */
export function selectAppCheckProvider({ driver, appCheck }: PlatformSettings): AppCheckProvider | null {
  if (driver === 'firebase' && !appCheck.siteKey && !appCheck.debug) return null;
  return chooseAppCheckProvider({
    driver,
    debug: appCheck.debug,
    debugToken: appCheck.debugToken,
    siteKey: appCheck.siteKey,
    recaptcha: appCheck.recaptcha,
  });
}
