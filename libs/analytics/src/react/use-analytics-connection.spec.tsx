/** @vitest-environment jsdom */
import { createManualClock } from '@platform/core';
import { PlatformProvider } from '@platform/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryAnalytics, type MemoryAnalytics } from '../memory/memory-analytics.js';
import { useAnalyticsConnection } from './use-analytics-connection.js';

const wrapperFor =
  (port: MemoryAnalytics) =>
  ({ children }: { children: ReactNode }) => (
    <PlatformProvider services={{ analytics: port }}>{children}</PlatformProvider>
  );

describe('useAnalyticsConnection', () => {
  it('reports idle, then the connection', async () => {
    const port = createMemoryAnalytics({ clock: createManualClock(1_000) });

    const { result } = renderHook(() => useAnalyticsConnection(), { wrapper: wrapperFor(port) });

    await waitFor(() =>
      expect(result.current).toEqual({ status: 'success', data: { status: 'connected', connectedAt: 1_000 } }),
    );
  });

  it('reports a failed connection as an error, and connects again when remounted', async () => {
    const port = createMemoryAnalytics();
    port.control.failNext('analytics/unknown');

    const first = renderHook(() => useAnalyticsConnection(), { wrapper: wrapperFor(port) });
    await waitFor(() =>
      expect(first.result.current).toMatchObject({ status: 'error', error: { code: 'analytics/unknown' } }),
    );
    first.unmount();

    const second = renderHook(() => useAnalyticsConnection(), { wrapper: wrapperFor(port) });
    await waitFor(() =>
      expect(second.result.current).toMatchObject({ status: 'success', data: { status: 'connected' } }),
    );
  });

  it("follows the provider to another port, never reading the first port's entry", async () => {
    let port = createMemoryAnalytics({ clock: createManualClock(1_000) });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider services={{ analytics: port }}>{children}</PlatformProvider>
    );
    const { result, rerender } = renderHook(() => useAnalyticsConnection(), { wrapper });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { status: 'connected' } }));

    port = createMemoryAnalytics({ supported: false });
    rerender();

    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { status: 'unsupported' } }));
  });
});
