import type { BrowserContext, Page, Request } from '@playwright/test';

/**
 * The image Firestore's WebChannel (the closure library bundled in the SDK's browser build) loads from Google after a
 * request to its backend fails, to tell a server error from a device that is offline. Firestore's settings cannot
 * change or turn it off, so it leaves every page whose Firestore backend is out of reach; the e2e aborts it.
 */
export const WEBCHANNEL_NETWORK_PROBE = /^https:\/\/www\.google\.com\/images\/cleardot\.gif(?:\?|$)/;

/**
 * Records every request made to anything but this machine, by one page or by every page of a context (tabs and
 * popups opened later included); the list fills as they run.
 */
export function recordRemoteRequests(source: Page | BrowserContext): string[] {
  const remote: string[] = [];
  const record = (request: Request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') remote.push(request.url());
  };
  if ('newPage' in source) source.on('request', record);
  else source.on('request', record);
  return remote;
}
