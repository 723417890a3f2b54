import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  CustomProvider,
  getLimitedUseToken,
  getToken,
  initializeAppCheck,
  onTokenChanged,
  ReCaptchaEnterpriseProvider,
  ReCaptchaV3Provider,
  setTokenAutoRefreshEnabled,
} from 'firebase/app-check';

/**
 * The SDK functions the whole port wraps, called directly: the baseline for `adapter-port.ts`. The port takes any of
 * the SDK's providers, so the app picks one at run time.
 */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const kind = new URLSearchParams(globalThis.location?.search).get('provider');
  const provider =
    kind === 'enterprise'
      ? new ReCaptchaEnterpriseProvider('bench-site-key')
      : kind === 'custom'
        ? new CustomProvider({ getToken: async () => ({ token: 'bench', expireTimeMillis: Date.now() + 3_600_000 }) })
        : new ReCaptchaV3Provider('bench-site-key');
  const appCheck = initializeAppCheck(initializeApp(options), { provider, isTokenAutoRefreshEnabled: false });
  const stop = onTokenChanged(appCheck, () => undefined);
  const token = await getToken(appCheck);
  const limited = await getLimitedUseToken(appCheck);
  setTokenAutoRefreshEnabled(appCheck, true);
  stop();
  return [token, limited];
}
