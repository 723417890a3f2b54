import type { Page } from '@playwright/test';

/** Records every request the page makes to anything but this machine; the list fills as the page runs. */
export function recordRemoteRequests(page: Page): string[] {
  const remote: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') remote.push(request.url());
  });
  return remote;
}
