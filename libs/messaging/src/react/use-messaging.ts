import { useService } from '@platform/react';
import type { MessagingPort } from '../messaging.port.js';

declare module '@platform/react' {
  interface PlatformServices {
    /** The Messaging port, registered as `<PlatformProvider services={{ messaging: … }}>`. */
    messaging: MessagingPort;
  }
}

/** The Messaging port registered with the nearest `PlatformProvider` under `'messaging'`. */
export function useMessaging(): MessagingPort {
  return useService('messaging');
}
