import { useService } from '@platform/react';
import type { InstallationsPort } from '../installations.port.js';

declare module '@platform/react' {
  interface PlatformServices {
    /** The Installations port, registered as `<PlatformProvider services={{ 'installations': … }}>`. */
    installations: InstallationsPort;
  }
}

/** The Installations port registered with the nearest `PlatformProvider` under `'installations'`. */
export function useInstallations(): InstallationsPort {
  return useService('installations');
}
