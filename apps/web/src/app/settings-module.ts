import { parsePlatformSettings, type EnvSource } from '@platform/core';

/**
 * The source of `virtual:platform-settings`: the app's settings, read from the build's variables when the build is
 * made, so that the entry ships the settings and not the code that reads them. An invalid configuration ships its
 * error instead, the same `ConfigError` with the same issues, for the configuration-error panel.
 */
export function platformSettingsModule(env: EnvSource): string {
  // A production build's settings hold no App Check debug token: core never reads it there.
  const result = parsePlatformSettings(env);
  if (result.ok) return `export const platformSettings = ${JSON.stringify(result)};\n`;
  const { code, message, customData } = result.error;
  const error = `new PlatformError(${JSON.stringify(code)}, ${JSON.stringify(message)}, { customData: ${JSON.stringify(customData)} })`;
  return `import { PlatformError } from '@platform/core';\nexport const platformSettings = { ok: false, error: ${error} };\n`;
}
