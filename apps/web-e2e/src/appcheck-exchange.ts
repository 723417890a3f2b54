import type { BrowserContext } from '@playwright/test';

/** The host of Google's App Check service, where every token exchange is sent. */
const APPCHECK_HOST = 'content-firebaseappcheck.googleapis.com';

/**
 * Records every request that a page of `context` (popups included) sends to App Check's service,
 * whether a route answers it, aborts it or lets it through. Call it before the first navigation.
 */
export function watchAppCheckRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).host === APPCHECK_HOST) urls.push(`${request.method()} ${request.url()}`);
  });
  return urls;
}
