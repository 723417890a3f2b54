import { useService } from '@platform/react';
import type { AuthPort } from '../auth.port.js';

declare module '@platform/react' {
  interface PlatformServices {
    /** The auth port, registered as `<PlatformProvider services={{ auth }}>`. */
    auth: AuthPort;
  }
}

/** The auth port registered with the nearest `PlatformProvider` under `auth`. */
export function useAuth(): AuthPort {
  return useService('auth');
}
