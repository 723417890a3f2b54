import { isPlatformError, parsePlatformSettings, type EnvSource } from '@platform/core';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { platformSettingsModule } from './settings-module';

const scratch = join(import.meta.dirname, '../../test-output/settings-module');

/** Imports the module's text as the app's entry imports it, resolving `@platform/core` as the app does. */
async function evaluate(moduleText: string): Promise<unknown> {
  const file = join(scratch, `${crypto.randomUUID()}.js`);
  writeFileSync(file, moduleText);
  const loaded = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { platformSettings: unknown };
  return loaded.platformSettings;
}

beforeAll(() => mkdirSync(scratch, { recursive: true }));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const EMULATOR_ENV: EnvSource = {
  VITE_PLATFORM_DRIVER: 'emulator',
  VITE_EMULATOR_HOST: '127.0.0.1',
  VITE_EMULATOR_AUTH_PORT: '9199',
};

describe('platformSettingsModule', () => {
  it.each([
    ['no variables, in development', {}],
    ['the emulator driver with its own ports', EMULATOR_ENV],
    ['the memory driver asked for in a production build', { PROD: true, VITE_PLATFORM_DRIVER: 'memory' }],
  ])('ships the settings a read at run time gives: %s', async (_, env) => {
    const read = parsePlatformSettings(env);
    expect(read.ok).toBe(true);
    expect(await evaluate(platformSettingsModule(env))).toEqual(read);
  });

  it('holds no code that reads settings when the configuration is valid', () => {
    expect(platformSettingsModule({})).not.toMatch(/import/);
  });

  it('keeps the App Check debug token in development and leaves it out of a production build', () => {
    const token = `token-${crypto.randomUUID()}`;
    const development = { VITE_APPCHECK_DEBUG: 'true', VITE_APPCHECK_DEBUG_TOKEN: token };
    expect(platformSettingsModule(development)).toContain(token);
    expect(platformSettingsModule({ ...development, PROD: true, VITE_PLATFORM_DRIVER: 'memory' })).not.toContain(token);
  });

  it('ships an invalid configuration as the same typed error, naming every variable at fault', async () => {
    const env = { VITE_PLATFORM_DRIVER: 'firebase', VITE_FIREBASE_PROJECT_ID: 'kindling-app' };
    const read = parsePlatformSettings(env);
    if (read.ok) throw new Error('expected an invalid configuration');
    const shipped = (await evaluate(platformSettingsModule(env))) as { ok: boolean; error: unknown };
    expect(shipped.ok).toBe(false);
    expect(isPlatformError(shipped.error)).toBe(true);
    expect(shipped.error).toMatchObject({
      code: read.error.code,
      message: read.error.message,
      customData: read.error.customData,
    });
  });
});
