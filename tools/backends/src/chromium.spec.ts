import { findChromium } from './chromium.js';

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH, then Debian’s headless shell, then Debian’s chromium', () => {
    expect(findChromium({ env: { CHROMIUM_PATH: '/opt/chrome' }, exists: () => true })).toMatchObject({
      source: 'CHROMIUM_PATH',
      executablePath: '/opt/chrome',
    });
    expect(findChromium({ env: {}, exists: () => true })).toMatchObject({
      source: 'debian',
      executablePath: '/usr/bin/chromium-headless-shell',
    });
    expect(findChromium({ env: {}, exists: (path) => path === '/usr/bin/chromium' })).toMatchObject({
      source: 'debian',
      executablePath: '/usr/bin/chromium',
    });
  });

  it('gives the full browser to a test that needs one, never the shell', () => {
    expect(findChromium({ build: 'browser', env: {}, exists: () => true })).toMatchObject({
      executablePath: '/usr/bin/chromium',
    });
    expect(
      findChromium({ build: 'browser', env: {}, exists: (path) => path === '/usr/bin/chromium-headless-shell' }),
    ).not.toMatchObject({ executablePath: '/usr/bin/chromium-headless-shell' });
  });

  it('explains how to install a browser when none exists', () => {
    expect(findChromium({ env: {}, exists: () => false })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/apt-get install -y chromium chromium-headless-shell[\s\S]*CHROMIUM_PATH/),
    });
    expect(findChromium({ env: { CHROMIUM_PATH: '/missing' }, exists: () => false })).toMatchObject({
      ok: false,
      message: expect.stringContaining('CHROMIUM_PATH is set to "/missing"'),
    });
  });
});
