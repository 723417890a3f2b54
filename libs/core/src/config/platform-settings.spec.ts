import { isPlatformError } from '../errors/platform-error.js';
import { SAMPLE_FIREBASE_ENV } from '../contract/sample-firebase-configs.js';
import { readEmulatorSettings } from './emulator-settings.js';
import { parsePlatformSettings, readPlatformSettings } from './platform-settings.js';

const complete = SAMPLE_FIREBASE_ENV;

describe('parsePlatformSettings', () => {
  it('defaults to the memory driver when no config is present', () => {
    expect(parsePlatformSettings({})).toEqual({
      ok: true,
      settings: { driver: 'memory', projectId: 'demo-platform', appCheck: { recaptcha: 'enterprise', debug: false } },
    });
    expect(parsePlatformSettings({ DEV: true, MODE: 'development', VITE_FIREBASE_API_KEY: '  ' })).toMatchObject({
      ok: true,
      settings: { driver: 'memory' },
    });
  });

  it('uses the firebase driver when a complete config is present', () => {
    const result = readPlatformSettings(complete);
    expect(result).toEqual({
      driver: 'firebase',
      firebase: {
        apiKey: complete.VITE_FIREBASE_API_KEY,
        authDomain: 'kindling-app.firebaseapp.com',
        projectId: 'kindling-app',
        storageBucket: 'kindling-app.firebasestorage.app',
        messagingSenderId: '1234567890',
        appId: '1:1234567890:web:abc123def456',
      },
      appCheck: { recaptcha: 'enterprise', debug: false },
    });
  });

  it('reads the App Check settings for every driver, and no debug token in a production build', () => {
    const settings = readPlatformSettings({
      ...complete,
      VITE_APPCHECK_SITE_KEY: '6Lc-site-key',
      VITE_APPCHECK_RECAPTCHA: 'v3',
      VITE_APPCHECK_DEBUG: 'true',
      VITE_APPCHECK_DEBUG_TOKEN: 'a3b2c1d0-debug',
    });
    expect(settings.appCheck).toEqual({
      siteKey: '6Lc-site-key',
      recaptcha: 'v3',
      debug: true,
      debugToken: 'a3b2c1d0-debug',
    });
    expect(
      readPlatformSettings({ VITE_PLATFORM_DRIVER: 'memory', PROD: true, VITE_APPCHECK_DEBUG_TOKEN: 'a3b2c1d0-debug' })
        .appCheck,
    ).toEqual({ recaptcha: 'enterprise', debug: false });
    expect(readPlatformSettings({ VITE_PLATFORM_DRIVER: 'emulator' }).appCheck).toEqual({
      recaptcha: 'enterprise',
      debug: false,
    });
  });

  it('names every missing and invalid key at once', () => {
    const result = parsePlatformSettings({
      VITE_PLATFORM_DRIVER: 'firebase',
      VITE_FIREBASE_PROJECT_ID: 'Bad_Project',
      VITE_FIREBASE_APP_ID: complete.VITE_FIREBASE_APP_ID,
      VITE_FIREBASE_MEASUREMENT_ID: 'UA-123',
    });
    if (result.ok) throw new Error('expected a config error');

    expect(result.error.code).toBe('core/invalid-config');
    expect(result.error.customData.issues.map((i) => [i.envVar, i.problem])).toEqual([
      ['VITE_FIREBASE_API_KEY', 'missing'],
      ['VITE_FIREBASE_AUTH_DOMAIN', 'missing'],
      ['VITE_FIREBASE_PROJECT_ID', 'invalid'],
      ['VITE_FIREBASE_STORAGE_BUCKET', 'missing'],
      ['VITE_FIREBASE_MESSAGING_SENDER_ID', 'missing'],
      ['VITE_FIREBASE_MEASUREMENT_ID', 'invalid'],
    ]);
    expect(result.error.message).toContain('VITE_FIREBASE_API_KEY is missing');
    expect(result.error.message).toContain('VITE_FIREBASE_PROJECT_ID is invalid');
  });

  it('rejects an unknown driver with a typed error', () => {
    const result = parsePlatformSettings({ VITE_PLATFORM_DRIVER: 'cloud' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('core/invalid-driver');
    expect(() => readPlatformSettings({ VITE_PLATFORM_DRIVER: 'cloud' })).toThrow(/VITE_PLATFORM_DRIVER is "cloud"/);
  });

  it('configures the emulator driver with a demo project and loopback defaults', () => {
    const settings = readPlatformSettings({ VITE_PLATFORM_DRIVER: 'emulator', VITE_EMULATOR_AUTH_PORT: '9199' });
    expect(settings).toMatchObject({
      driver: 'emulator',
      firebase: {
        projectId: 'demo-platform',
        authDomain: '127.0.0.1',
        databaseURL: 'ws://127.0.0.1:9000?ns=demo-platform',
      },
      emulators: { host: '127.0.0.1', ports: { auth: 9199, firestore: 8080, database: 9000, storage: 9199 } },
      appCheck: { recaptcha: 'enterprise', debug: false },
    });
  });

  it('refuses a real project id and a bad port under the emulator driver', () => {
    const real = parsePlatformSettings({ VITE_PLATFORM_DRIVER: 'emulator', VITE_FIREBASE_PROJECT_ID: 'kindling-app' });
    expect(!real.ok && real.error.customData.issues[0]).toMatchObject({ key: 'projectId', problem: 'invalid' });

    const port = parsePlatformSettings({ VITE_PLATFORM_DRIVER: 'emulator', VITE_EMULATOR_AUTH_PORT: 'ninety' });
    expect(!port.ok && port.error.message).toMatch(/VITE_EMULATOR_AUTH_PORT is invalid \(expected a port number/);
    expect(() => readEmulatorSettings({ VITE_EMULATOR_STORAGE_PORT: '70000' })).toThrow(
      /VITE_EMULATOR_STORAGE_PORT must be a port number from 1 to 65535/,
    );
  });

  it('throws a PlatformError from readPlatformSettings', () => {
    let thrown: unknown;
    try {
      readPlatformSettings({ VITE_PLATFORM_DRIVER: 'firebase' });
    } catch (error) {
      thrown = error;
    }
    expect(isPlatformError(thrown, 'core/invalid-config')).toBe(true);
  });
});

describe('parsePlatformSettings in a production build', () => {
  const missing = Object.keys(complete);

  it('refuses to fall back to the memory driver, naming the missing variables and the explicit opt-in', () => {
    for (const PROD of [true, 'true']) {
      const result = parsePlatformSettings({ PROD });
      if (result.ok) throw new Error('expected a config error');
      expect(result.error.code).toBe('core/invalid-config');
      expect(result.error.customData.issues.map((i) => [i.envVar, i.problem])).toEqual(
        missing.map((name) => [name, 'missing']),
      );
      expect(result.error.message).toContain('VITE_FIREBASE_API_KEY is missing');
      expect(result.error.message).toContain('VITE_PLATFORM_DRIVER=memory');
    }
  });

  it('runs on the memory driver when it is asked for by name', () => {
    expect(parsePlatformSettings({ PROD: true, VITE_PLATFORM_DRIVER: 'memory' })).toMatchObject({
      ok: true,
      settings: { driver: 'memory' },
    });
  });

  it('keeps the development default when PROD is false', () => {
    expect(parsePlatformSettings({ PROD: false, DEV: true })).toMatchObject({
      ok: true,
      settings: { driver: 'memory' },
    });
  });

  it('runs a complete firebase config, and the emulator driver when asked for', () => {
    expect(parsePlatformSettings({ PROD: true, ...complete })).toMatchObject({
      ok: true,
      settings: { driver: 'firebase' },
    });
    expect(parsePlatformSettings({ PROD: true, VITE_PLATFORM_DRIVER: 'emulator' })).toMatchObject({
      ok: true,
      settings: { driver: 'emulator' },
    });
  });

  it("refuses App Check's debug provider under the firebase driver", () => {
    const result = parsePlatformSettings({ PROD: true, ...complete, VITE_APPCHECK_DEBUG: 'true' });
    if (result.ok) throw new Error('expected a config error');
    expect(result.error.code).toBe('core/invalid-config');
    expect(result.error.customData.issues).toEqual([
      expect.objectContaining({ key: 'appCheck', envVar: 'VITE_APPCHECK_DEBUG', problem: 'invalid' }),
    ]);
    expect(result.error.message).toMatch(/VITE_APPCHECK_DEBUG is invalid \(expected unset in a production build/);
    expect(result.error.message).not.toContain('VITE_PLATFORM_DRIVER=memory');
    expect(parsePlatformSettings({ ...complete, VITE_APPCHECK_DEBUG: 'true' }).ok).toBe(true);
  });

  it('names the debug flag beside the missing variables, all at once', () => {
    const result = parsePlatformSettings({
      PROD: 'true',
      VITE_PLATFORM_DRIVER: 'firebase',
      VITE_APPCHECK_DEBUG: 'true',
    });
    expect(!result.ok && result.error.customData.issues.map((i) => i.envVar)).toEqual([
      ...missing,
      'VITE_APPCHECK_DEBUG',
    ]);
  });
});
