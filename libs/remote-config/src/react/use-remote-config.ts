import { useService } from '@platform/react';
import type { RemoteConfigPort } from '../remote-config.port.js';
import type { RegisteredSchema } from './register.js';

declare module '@platform/react' {
  interface PlatformServices {
    /** The Remote Config port over the app's registered schema, registered as `'remote-config'`. */
    'remote-config': RemoteConfigPort<RegisteredSchema>;
  }
}

/** The Remote Config port registered with the nearest `PlatformProvider` under `'remote-config'`. */
export function useRemoteConfig(): RemoteConfigPort<RegisteredSchema> {
  return useService('remote-config');
}
