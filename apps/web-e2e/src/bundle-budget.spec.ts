import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../../web/dist');

/** The most the first-load JavaScript may weigh, gzipped. Raise it on purpose, never by accident. */
const ENTRY_BUDGET_GZIP_BYTES = 96 * 1024;

const SDK_MARKER = /@firebase\/(app|auth|app-check)\b/;

function entryScript(): string {
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
  const src = /<script type="module" crossorigin src="\/([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('apps/web/dist/index.html has no module entry script; build the web app first.');
  return src;
}

test.describe('web bundle', () => {
  test('keeps the entry chunk within its gzip budget', () => {
    const size = gzipSync(readFileSync(resolve(dist, entryScript()))).byteLength;
    console.log(`entry chunk: ${(size / 1024).toFixed(1)} KiB gzipped, budget ${ENTRY_BUDGET_GZIP_BYTES / 1024} KiB`);
    expect(size).toBeLessThanOrEqual(ENTRY_BUDGET_GZIP_BYTES);
  });

  test('loads the Firebase SDK only in lazy chunks', () => {
    const entry = readFileSync(resolve(dist, entryScript()), 'utf8');
    expect(entry).not.toMatch(SDK_MARKER);
    const lazy = readdirSync(resolve(dist, 'assets')).filter(
      (name) => name.endsWith('.js') && `assets/${name}` !== entryScript(),
    );
    const withSdk = lazy.filter((name) => SDK_MARKER.test(readFileSync(resolve(dist, 'assets', name), 'utf8')));
    expect(withSdk.length).toBeGreaterThan(0);
  });
});
