import type { Page } from '@playwright/test';

/** A request a page made, and what it had to wait for before it could make it. */
export interface GraphRequest {
  readonly url: string;
  /**
   * The scripts that had to arrive before the page could make this request: the chunk that imports it statically, or
   * every script on the call stack (async callers included) of the code that made it. Undefined when the browser did
   * not say what made it.
   */
  readonly after: readonly string[] | undefined;
  /** Whether `after` is the one chunk that imports it statically, so that it is needed wherever that chunk is. */
  readonly imported: boolean;
}

/** Every request a page has made since it was recorded, in order, each with what it waited for. */
export interface RequestGraph {
  requests(): GraphRequest[];
}

/**
 * How many rounds of chunk loading `requests` make: a request goes out one round after the latest of the requests in
 * its `after`, and a script that is not among `requests` was there before them, in round 0. The order the requests
 * completed in, and how fast the machine was, do not matter.
 */
export function roundsOf(requests: readonly GraphRequest[]): number {
  const byUrl = new Map<string, GraphRequest>();
  for (const request of requests) if (!byUrl.has(request.url)) byUrl.set(request.url, request);
  const rounds = new Map<string, number>();
  const roundOf = (url: string, path: ReadonlySet<string>): number => {
    const request = byUrl.get(url);
    if (!request || path.has(url)) return 0;
    const known = rounds.get(url);
    if (known !== undefined) return known;
    if (!request.after) throw new Error(`${url} was requested by something the browser did not name`);
    const along = new Set([...path, url]);
    const round = 1 + Math.max(0, ...request.after.map((script) => roundOf(script, along)));
    rounds.set(url, round);
    return round;
  };
  return Math.max(0, ...[...byUrl.keys()].map((url) => roundOf(url, new Set())));
}

/**
 * The requests among `earlier` that `request` waited for: those in its `after`, theirs in turn, and the static imports
 * of all of them, since a chunk runs only once its static imports have arrived.
 */
export function requestsBehind(request: GraphRequest, earlier: readonly GraphRequest[]): GraphRequest[] {
  const byUrl = new Map<string, GraphRequest>();
  for (const each of earlier) if (!byUrl.has(each.url)) byUrl.set(each.url, each);
  const needed = new Set<string>();
  const need = (url: string) => {
    const found = byUrl.get(url);
    if (!found || needed.has(url)) return;
    needed.add(url);
    found.after?.forEach(need);
    for (const other of byUrl.values()) if (other.imported && other.after?.includes(url)) need(other.url);
  };
  request.after?.forEach(need);
  return [...byUrl.values()].filter((each) => needed.has(each.url));
}

/** What the page's stand-in for `appendChild` logs, with the link's URL, when a script inserts a modulepreload link. */
const PRELOAD_MARK = '[chunk-rounds] modulepreload';

interface StackTrace {
  readonly callFrames: readonly { readonly url: string }[];
  readonly parent?: StackTrace;
}

interface Initiator {
  readonly type: string;
  readonly url?: string;
  readonly stack?: StackTrace;
}

/** Every script URL on a stack and on the stacks of its async callers. */
function scriptsOn(stack: StackTrace | undefined): string[] {
  const urls = new Set<string>();
  for (let at = stack; at; at = at.parent) for (const frame of at.callFrames) if (frame.url) urls.add(frame.url);
  return [...urls];
}

/**
 * Records every request `page` makes from its next navigation on, with what made it, from the Chrome DevTools
 * Protocol: a request made by running code comes with that code's call stack, async callers included; a static import
 * comes with the chunk that imports it. A `<link rel="modulepreload">` that a script inserts (as Vite's preload helper
 * does for a dynamic import's chunks) comes with neither, so the page logs the stack that inserts one.
 */
export async function recordRequestGraph(page: Page): Promise<RequestGraph> {
  await page.addInitScript((mark: string) => {
    const isModulePreload = (node: Node) => node instanceof HTMLLinkElement && node.relList.contains('modulepreload');
    const { appendChild, insertBefore } = Node.prototype;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (isModulePreload(node)) console.debug(mark, (node as unknown as HTMLLinkElement).href);
      return appendChild.call(this, node) as T;
    };
    Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
      if (isModulePreload(node)) console.debug(mark, (node as unknown as HTMLLinkElement).href);
      return insertBefore.call(this, node, child) as T;
    };
  }, PRELOAD_MARK);

  const sent: { readonly url: string; readonly initiator: Initiator }[] = [];
  const preloadedBy = new Map<string, StackTrace | undefined>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Runtime.consoleAPICalled', ({ type, args, stackTrace }) => {
    const [mark, href] = args.map((arg) => arg.value as unknown);
    if (type === 'debug' && mark === PRELOAD_MARK && typeof href === 'string' && !preloadedBy.has(href)) {
      preloadedBy.set(href, stackTrace);
    }
  });
  cdp.on('Network.requestWillBeSent', ({ request, initiator, redirectResponse }) => {
    // A CORS preflight is the browser's, sent for a request of the page's that is recorded on its own.
    if (!redirectResponse && initiator.type !== 'preflight') sent.push({ url: request.url, initiator });
  });
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.setAsyncCallStackDepth', { maxDepth: 64 });
  await cdp.send('Network.enable');

  const cause = (url: string, initiator: Initiator): Pick<GraphRequest, 'after' | 'imported'> => {
    if (initiator.stack) return { after: scriptsOn(initiator.stack), imported: false };
    // Chromium names no script for a module that a modulepreload link fetches.
    if (initiator.url === 'about:client') {
      return { after: preloadedBy.has(url) ? scriptsOn(preloadedBy.get(url)) : undefined, imported: false };
    }
    if (initiator.type === 'script' && initiator.url) return { after: [initiator.url], imported: true };
    if (initiator.type === 'parser') return { after: initiator.url ? [initiator.url] : [], imported: false };
    return { after: undefined, imported: false };
  };
  return { requests: () => sent.map(({ url, initiator }) => ({ url, ...cause(url, initiator) })) };
}
