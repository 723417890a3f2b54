import { DEFAULT_EMULATOR_SETTINGS, FIREBASE_CONFIG_KEYS } from '@platform/core';
import { appEnv } from './app-env';

describe('appEnv', () => {
  it('names every variable the platform settings read', () => {
    const read = [
      'PROD',
      'VITE_PLATFORM_DRIVER',
      ...Object.values(FIREBASE_CONFIG_KEYS).map((rule) => rule.envVar),
      'VITE_EMULATOR_HOST',
      ...Object.keys(DEFAULT_EMULATOR_SETTINGS.ports).map((service) => `VITE_EMULATOR_${service.toUpperCase()}_PORT`),
      'VITE_APPCHECK_SITE_KEY',
      'VITE_APPCHECK_RECAPTCHA',
      'VITE_APPCHECK_DEBUG',
      'VITE_APPCHECK_DEBUG_TOKEN',
      // Read by the Firebase Messaging adapter, not by the settings.
      'VITE_FIREBASE_VAPID_KEY',
    ];
    expect(Object.keys(appEnv).sort()).toEqual(read.sort());
  });

  it('is a development build under test', () => {
    expect(appEnv['PROD']).toBe(false);
  });
});
