import { readFileSync } from 'node:fs';
import type { BrowserContext, Route } from '@playwright/test';

/** The Google API loader that Firebase Auth (popup and redirect) and the Auth emulator's helper iframe load. */
const GOOGLE_API_SCRIPT = /^https:\/\/apis\.google\.com\/js\/api\.js(?:[?#]|$)/;

/** Set to `1` to load the real Google scripts online instead of the stand-in. */
const ONLINE_GOOGLE_APIS_ENV = 'E2E_ONLINE_GOOGLE_APIS';

/** True for http(s) URLs on this machine: localhost, *.localhost, 127.0.0.0/8 and [::1]. */
export function isLoopbackUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const host = parsed.hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * Makes Google popup and redirect sign-in against the Auth emulator work offline in every
 * page of `context`, popups included: `api.js` is answered with `gapi-stand-in.js`, every
 * other request that leaves the machine is aborted, and loopback requests go through
 * (to routes registered earlier, or to the network).
 *
 * With `E2E_ONLINE_GOOGLE_APIS=1` it installs nothing, so the real scripts load online.
 */
export async function serveGoogleApisOffline(
  context: BrowserContext,
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  if (env[ONLINE_GOOGLE_APIS_ENV] === '1') return;
  const standIn = readFileSync(new URL('./gapi-stand-in.js', import.meta.url), 'utf8');

  await context.route('**/*', async (route: Route) => {
    const url = route.request().url();
    if (GOOGLE_API_SCRIPT.test(url)) {
      await route.fulfill({
        status: 200,
        contentType: 'text/javascript; charset=utf-8',
        headers: { 'cache-control': 'no-store' },
        body: standIn,
      });
    } else if (isLoopbackUrl(url)) {
      await route.fallback();
    } else {
      await route.abort('blockedbyclient');
    }
  });
}
