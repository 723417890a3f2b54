/**
 * Whether this build may offer the listener panel: development, or a build made for the memory or emulator driver by
 * name. Vite inlines the variable, so a build for the `firebase` driver drops the panel's import and holds none of it.
 */
export const DEVTOOLS_BUILD =
  import.meta.env.DEV ||
  import.meta.env.VITE_PLATFORM_DRIVER === 'memory' ||
  import.meta.env.VITE_PLATFORM_DRIVER === 'emulator';
