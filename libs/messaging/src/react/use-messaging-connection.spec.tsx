/** @vitest-environment jsdom */
import { createManualClock } from '@platform/core';
import { PlatformProvider } from '@platform/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryMessaging, type MemoryMessaging } from '../memory/memory-messaging.js';
import { useMessagingConnection } from './use-messaging-connection.js';

const wrapperFor =
  (port: MemoryMessaging) =>
  ({ children }: { children: ReactNode }) => (
    <PlatformProvider services={{ messaging: port }}>{children}</PlatformProvider>
  );

describe('useMessagingConnection', () => {
  it('reports idle, then the connection', async () => {
    const port = createMemoryMessaging({ clock: createManualClock(1_000) });

    const { result } = renderHook(() => useMessagingConnection(), { wrapper: wrapperFor(port) });

    await waitFor(() =>
      expect(result.current).toEqual({ status: 'success', data: { status: 'connected', connectedAt: 1_000 } }),
    );
  });

  it('reports a failed connection as an error, and connects again when remounted', async () => {
    const port = createMemoryMessaging();
    port.control.failNext('messaging/unknown');

    const first = renderHook(() => useMessagingConnection(), { wrapper: wrapperFor(port) });
    await waitFor(() =>
      expect(first.result.current).toMatchObject({ status: 'error', error: { code: 'messaging/unknown' } }),
    );
    first.unmount();

    const second = renderHook(() => useMessagingConnection(), { wrapper: wrapperFor(port) });
    await waitFor(() =>
      expect(second.result.current).toMatchObject({ status: 'success', data: { status: 'connected' } }),
    );
  });

  it("follows the provider to another port, never reading the first port's entry", async () => {
    let port = createMemoryMessaging({ clock: createManualClock(1_000) });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider services={{ messaging: port }}>{children}</PlatformProvider>
    );
    const { result, rerender } = renderHook(() => useMessagingConnection(), { wrapper });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { status: 'connected' } }));

    port = createMemoryMessaging({ supported: false });
    rerender();

    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { status: 'unsupported' } }));
  });
});
