import { createMemoryAnalytics, type MemoryAnalytics } from '@platform/analytics/memory';
import { initialConsent } from './consent-choice';

/**
 * Analytics where nothing may reach Google (the memory driver, and the emulator
 * driver, as Analytics has no emulator): the memory adapter, which prints each
 * event it would have sent to the console as `[analytics] {"name":…,"params":…}`.
 */
export const createDevAnalytics = (): MemoryAnalytics =>
  createMemoryAnalytics({
    initialConsent: initialConsent(),
    onRecord: ({ name, params }) => console.info('[analytics]', JSON.stringify({ name, params })),
  });
