import { useService } from '@platform/react';
import type { RtdbPort } from '../rtdb.port.js';

declare module '@platform/react' {
  interface PlatformServices {
    /** The Realtime Database port, registered as `<PlatformProvider services={{ 'rtdb': … }}>`. */
    rtdb: RtdbPort;
  }
}

/** The Realtime Database port registered with the nearest `PlatformProvider` under `'rtdb'`. */
export function useRtdb(): RtdbPort {
  return useService('rtdb');
}
