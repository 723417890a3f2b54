import { useService } from '@platform/react';
import type { StoragePort } from '../storage.port.js';

declare module '@platform/react' {
  interface PlatformServices {
    /** The Storage port, registered as `<PlatformProvider services={{ 'storage': … }}>`. */
    storage: StoragePort;
  }
}

/** The Storage port registered with the nearest `PlatformProvider` under `'storage'`. */
export function useStorage(): StoragePort {
  return useService('storage');
}
