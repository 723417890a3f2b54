import { expect, test } from '@playwright/test';
import { findChromium } from './chromium.mjs';

test.describe('findChromium', () => {
  test('prefers CHROMIUM_PATH, then Debian chromium', () => {
    expect(findChromium({ CHROMIUM_PATH: '/opt/chrome' }, () => true)).toMatchObject({
      source: 'CHROMIUM_PATH',
      executablePath: '/opt/chrome',
    });
    expect(findChromium({}, (p) => p === '/usr/bin/chromium')).toMatchObject({ source: 'debian' });
  });

  test('explains how to install a browser when none exists', () => {
    expect(findChromium({}, () => false)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/apt-get install -y chromium[\s\S]*CHROMIUM_PATH/),
    });
    expect(findChromium({ CHROMIUM_PATH: '/missing' }, () => false)).toMatchObject({
      ok: false,
      message: expect.stringContaining('CHROMIUM_PATH is set to "/missing"'),
    });
  });
});
