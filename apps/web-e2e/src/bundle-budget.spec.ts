import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * The web app as the memory half of this run builds and serves it, its driver named as a deployment names it. A build
 * without any configuration (`nx build web`) paints only the configuration-error panel, so its entry is not the one
 * that paints the starter view.
 */
const app = resolve(import.meta.dirname, '../../web/dist-e2e-memory');

/** The same starter view built without the platform libraries (`nx build bundle-fixtures`), in the same run. */
const baseline = resolve(import.meta.dirname, '../../../tools/bundle-fixtures/dist/starter-baseline');

/**
 * The most the app's entry chunk may weigh, gzipped, as a multiple of the
 * baseline's: what it adds to the starter view (settings and the glue that
 * loads the platform after first paint) must stay small.
 */
const MAX_ENTRY_RATIO = 1.025;

const SDK_MARKER = /@firebase\/(app|auth|app-check)\b/;

/** A static `import` of another module at the top level of a minified chunk (`import{a as b}from"./x.js"`, `import"./x.js"`). */
const STATIC_IMPORT = /(?:^|[;\n])\s*import\s*(?:[^("';]*?from\s*)?["']/;

function entryScript(dist: string): string {
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
  const src = /<script type="module" crossorigin src="\/([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`${dist}/index.html has no module entry script; build it first.`);
  return src;
}

/** How the entry chunk is measured: as a host serves it, gzipped or brotli-compressed. */
const COMPRESSIONS = {
  gzip: (code: Buffer) => gzipSync(code).byteLength,
  brotli: (code: Buffer) => brotliCompressSync(code).byteLength,
};

const entryBytes = (dist: string, compression: keyof typeof COMPRESSIONS) =>
  COMPRESSIONS[compression](readFileSync(resolve(dist, entryScript(dist))));

test.describe('web bundle', () => {
  for (const compression of ['gzip', 'brotli'] as const) {
    test(`keeps the entry chunk within ${MAX_ENTRY_RATIO}× the starter view built without the platform, ${compression}`, () => {
      const size = entryBytes(app, compression);
      const reference = entryBytes(baseline, compression);
      const ratio = size / reference;
      console.log(
        `entry chunk: ${size} B ${compression}, baseline ${reference} B, ratio ${ratio.toFixed(3)} (at most ${MAX_ENTRY_RATIO})`,
      );
      expect(ratio).toBeLessThanOrEqual(MAX_ENTRY_RATIO);
    });
  }

  test('paints from one script: the entry imports no other chunk, and the page preloads none', () => {
    const html = readFileSync(resolve(app, 'index.html'), 'utf8');
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html).not.toContain('modulepreload');
    expect(readFileSync(resolve(app, entryScript(app)), 'utf8')).not.toMatch(STATIC_IMPORT);
  });

  test('loads the Firebase SDK only in lazy chunks', () => {
    const entry = readFileSync(resolve(app, entryScript(app)), 'utf8');
    expect(entry).not.toMatch(SDK_MARKER);
    const lazy = readdirSync(resolve(app, 'assets')).filter(
      (name) => name.endsWith('.js') && `assets/${name}` !== entryScript(app),
    );
    const withSdk = lazy.filter((name) => SDK_MARKER.test(readFileSync(resolve(app, 'assets', name), 'utf8')));
    expect(withSdk.length).toBeGreaterThan(0);
  });
});
