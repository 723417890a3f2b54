import { PlatformProvider } from '@platform/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AnalyticsPort } from '../analytics.port.js';
import { DEFAULT_CONSENT } from '../consent.js';
import { createMemoryAnalytics } from '../memory/memory-analytics.js';
import { useConsent } from './use-consent.js';

describe('useConsent', () => {
  it('reads the consent in force and re-renders when it changes', async () => {
    const analytics = createMemoryAnalytics();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider services={{ analytics }}>{children}</PlatformProvider>
    );
    const { result } = renderHook(() => useConsent(), { wrapper });
    expect(result.current.consent).toEqual(DEFAULT_CONSENT);

    await act(() => result.current.setConsent({ analytics_storage: 'granted' }));
    await waitFor(() => expect(result.current.consent.analytics_storage).toBe('granted'));
    expect(analytics.currentConsent().analytics_storage).toBe('granted');
  });

  it("follows the provider to another port, never reading the first port's consent", async () => {
    const granted = createMemoryAnalytics({ initialConsent: { analytics_storage: 'granted' } });
    let analytics: AnalyticsPort = granted;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider services={{ analytics }}>{children}</PlatformProvider>
    );
    const { result, rerender } = renderHook(() => useConsent(), { wrapper });
    await waitFor(() => expect(result.current.consent.analytics_storage).toBe('granted'));

    analytics = createMemoryAnalytics();
    rerender();
    await waitFor(() => expect(result.current.consent.analytics_storage).toBe('denied'));
  });
});
