import { isProductionBuild, readEnv, type EnvSource } from './env.js';

/** How the app asks for App Check, read from `VITE_APPCHECK_*`. */
export interface AppCheckSettings {
  /** The reCAPTCHA site key; without it, App Check stays off under the `firebase` driver unless `debug` is set. */
  readonly siteKey?: string;
  /** Which reCAPTCHA the site key belongs to. */
  readonly recaptcha: 'enterprise' | 'v3';
  /** Use the debug provider even under the `firebase` driver (development builds only). */
  readonly debug: boolean;
  /**
   * A debug token registered in the console; omitted, the SDK mints one and prints it. Never read in a production
   * build, so that it cannot ship with one.
   */
  readonly debugToken?: string;
}

/**
 * Reads `VITE_APPCHECK_SITE_KEY`, `VITE_APPCHECK_RECAPTCHA` (`enterprise` or `v3`), `VITE_APPCHECK_DEBUG` and, in a
 * development build only, `VITE_APPCHECK_DEBUG_TOKEN`.
 */
export function readAppCheckSettings(env: EnvSource): AppCheckSettings {
  const siteKey = readEnv(env, 'VITE_APPCHECK_SITE_KEY');
  const debugToken = isProductionBuild(env) ? undefined : readEnv(env, 'VITE_APPCHECK_DEBUG_TOKEN');
  return {
    ...(siteKey ? { siteKey } : {}),
    recaptcha: readEnv(env, 'VITE_APPCHECK_RECAPTCHA') === 'v3' ? 'v3' : 'enterprise',
    debug: readEnv(env, 'VITE_APPCHECK_DEBUG') === 'true',
    ...(debugToken ? { debugToken } : {}),
  };
}
