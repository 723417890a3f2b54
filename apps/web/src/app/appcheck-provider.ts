import { chooseAppCheckProvider, type AppCheckProvider } from '@platform/appcheck';
import type { PlatformSettings } from '@platform/core';

/**
 * The App Check provider for the app, or `null` to run without App Check: none under the emulator
 * driver (there is no App Check emulator, so nothing is sent to Google), the debug provider under
 * the memory driver (answered in memory) or with `VITE_APPCHECK_DEBUG=true` in a development build,
 * reCAPTCHA under the firebase driver when a site key is set, and none otherwise.
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
