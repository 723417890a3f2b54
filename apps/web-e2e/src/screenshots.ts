import type { Page, TestInfo } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Where the e2e leaves its screenshots of the app and the listener panel, one file per name. */
const SCREENSHOTS_DIR = resolve(import.meta.dirname, '../test-output/screenshots');

/** Takes a screenshot of what `page` shows now, attaches it to the test and keeps it as `<name>.png`. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const body = await page.screenshot({ fullPage: false });
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  writeFileSync(resolve(SCREENSHOTS_DIR, `${name}.png`), body);
  await testInfo.attach(name, { body, contentType: 'image/png' });
}
