import { launchChromium } from '@platform/backends/chromium';
import type { Browser } from '@playwright/test';
import { recordRequestGraph, requestsBehind, roundsOf, type GraphRequest } from './chunk-rounds.js';

const made = (url: string, ...after: string[]): GraphRequest => ({ url, after, imported: false });
const imported = (url: string, by: string): GraphRequest => ({ url, after: [by], imported: true });

describe('roundsOf', () => {
  it('is 0 for no requests, and 1 for requests made by scripts that were there before them', () => {
    expect(roundsOf([])).toBe(0);
    expect(roundsOf([made('a.js', 'entry.js'), made('b.js', 'entry.js', 'other.js'), made('c.js')])).toBe(1);
  });

  it('puts a request one round after the latest request it waited for, whatever order they are listed in', () => {
    const requests = [
      made('a.js', 'entry.js'),
      made('b.js', 'entry.js'),
      imported('a-dep.js', 'a.js'),
      made('c.js', 'entry.js', 'b.js'),
      made('d.js', 'a.js', 'c.js'),
    ];
    expect(roundsOf(requests)).toBe(3);
    expect(roundsOf([...requests].reverse())).toBe(3);
  });

  it('counts a chunk requested twice once, at its first request', () => {
    expect(roundsOf([made('a.js'), made('b.js', 'a.js'), made('a.js', 'b.js')])).toBe(2);
  });

  it('fails on a request the browser did not say the cause of', () => {
    expect(() => roundsOf([made('a.js'), { url: 'b.js', after: undefined, imported: false }])).toThrow(
      'b.js was requested by something the browser did not name',
    );
  });
});

describe('requestsBehind', () => {
  it('keeps the requests a request waited for, theirs in turn and their static imports, and no other', () => {
    const earlier = [
      made('impl.js', 'entry.js'),
      made('part.js', 'entry.js'),
      imported('impl-dep.js', 'impl.js'),
      made('unrelated.js', 'entry.js'),
      imported('unrelated-dep.js', 'unrelated.js'),
      made('later.js', 'impl.js'),
    ];
    const call = made('https://backend.test/call', 'sdk.js', 'part.js', 'impl.js');
    expect(requestsBehind(call, earlier).map(({ url }) => url)).toEqual(['impl.js', 'part.js', 'impl-dep.js']);
    expect(roundsOf(requestsBehind(call, earlier))).toBe(2);
  });
});

describe('recordRequestGraph', () => {
  /**
   * An app served from memory whose entry, like Vite's preload helper, inserts a modulepreload link for each chunk a
   * dynamic import needs and then imports it; `run(name)` makes the call that `name.js` exports.
   */
  const APP: Record<string, string> = {
    '/': '<!doctype html><script type="module" src="/entry.js"></script>',
    '/entry.js': `
      const preload = (load, deps) => {
        for (const dep of deps) {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.href = dep;
          document.head.appendChild(link);
        }
        return load();
      };
      const loaders = {
        preloaded: () => preload(() => import('/preloaded.js'), ['/preloaded.js', '/preloaded-dep.js']),
        'not-preloaded': () => import('/not-preloaded.js'),
        'loads-more': () => preload(() => import('/loads-more.js'), ['/loads-more.js']),
      };
      window.run = async (name) => (await loaders[name]()).call(name);`,
    '/preloaded.js': `import { send } from '/preloaded-dep.js'; export const call = send;`,
    '/preloaded-dep.js': `export const send = (name) => fetch('/call/' + name);`,
    '/not-preloaded.js': `import { send } from '/not-preloaded-dep.js'; export const call = send;`,
    '/not-preloaded-dep.js': `export const send = (name) => fetch('/call/' + name);`,
    '/loads-more.js': `export const call = async (name) => (await import('/more.js')).send(name);`,
    '/more.js': `export const send = (name) => fetch('/call/' + name);`,
  };
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['preloaded', 1],
    ['not-preloaded', 2],
    ['loads-more', 2],
  ])('counts the rounds of chunks behind a call made by %s chunks: %i', async (name, rounds) => {
    const page = await browser.newPage();
    try {
      const graph = await recordRequestGraph(page);
      await page.route('**/*', (route) => {
        const { pathname } = new URL(route.request().url());
        const body = APP[pathname];
        if (pathname.startsWith('/call/')) return route.fulfill({ body: 'ok' });
        if (body === undefined) return route.fulfill({ status: 404 });
        return route.fulfill({ contentType: pathname === '/' ? 'text/html' : 'text/javascript', body });
      });
      await page.goto('http://localhost/');
      await page.waitForFunction(() => 'run' in window);
      const from = graph.requests().length;
      await page.evaluate((call) => (window as unknown as { run: (name: string) => Promise<void> }).run(call), name);
      const requests = graph.requests().slice(from);
      const call = requests.find(({ url }) => url.endsWith(`/call/${name}`));
      if (!call) throw new Error(`/call/${name} was not requested`);
      expect(roundsOf(requestsBehind(call, requests.slice(0, requests.indexOf(call))))).toBe(rounds);
    } finally {
      await page.close();
    }
  });
});
