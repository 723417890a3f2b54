import { useService } from '@platform/react';
import type { AnalyticsPort } from '../analytics.port.js';

declare module '@platform/react' {
  interface PlatformServices {
    /** The Analytics port, registered as `<PlatformProvider services={{ analytics: … }}>`. */
    analytics: AnalyticsPort;
  }
}

/** The Analytics port registered with the nearest `PlatformProvider` under `'analytics'`. */
export function useAnalytics(): AnalyticsPort {
  return useService('analytics');
}
