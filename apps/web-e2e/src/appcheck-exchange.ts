import type { BrowserContext } from '@playwright/test';

/** The App Check token exchange endpoints, for every attestation provider. */
export const APPCHECK_EXCHANGE =
  /^https:\/\/content-firebaseappcheck\.googleapis\.com\/v1\/projects\/[^/]+\/apps\/[^/]+:exchange\w+Token/;

/** What Google's endpoint answers to a page on another origin. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, x-firebase-client, x-goog-api-key, x-firebase-gmpid',
};

/** One exchange the app made. */
export interface ExchangeRequest {
  readonly url: string;
  readonly body: Record<string, unknown>;
}

/**
 * Answers App Check's token exchange on this machine, as Google's endpoint
 * would (`{ token, ttl: "3600s" }`), and records each request.
 * Register it after `serveGoogleApisOffline`, so that it runs first.
 */
export async function answerAppCheckExchange(context: BrowserContext): Promise<ExchangeRequest[]> {
  const requests: ExchangeRequest[] = [];
  await context.route(APPCHECK_EXCHANGE, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: CORS_HEADERS });
      return;
    }
    requests.push({ url: request.url(), body: (request.postDataJSON() as Record<string, unknown> | null) ?? {} });
    await route.fulfill({
      headers: CORS_HEADERS,
      json: { token: `e2e-appcheck-token-${requests.length}`, ttl: '3600s' },
    });
  });
  return requests;
}
