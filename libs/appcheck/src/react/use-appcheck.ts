import { useService } from '@platform/react';
import type { AppCheckPort } from '../appcheck.port.js';

declare module '@platform/react' {
  interface PlatformServices {
    /** App Check, registered as `appcheck`. */
    appcheck: AppCheckPort;
  }
}

/** The App Check port registered with `<PlatformProvider services={{ appcheck }}>`. */
export function useAppCheck(): AppCheckPort {
  return useService('appcheck');
}
