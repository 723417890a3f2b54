declare module 'virtual:platform-settings' {
  import type { PlatformSettingsResult } from '@platform/core';

  /** The app's platform settings, read from the build's variables when it was built (`platform-settings-plugin.mts`). */
  export const platformSettings: PlatformSettingsResult;
}
