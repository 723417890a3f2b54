/** @vitest-environment jsdom */
import { createManualClock } from '@platform/core';
import { PlatformProvider } from '@platform/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryFirestore, type MemoryFirestore } from '../memory/memory-firestore.js';
import { useFirestoreConnection } from './use-firestore-connection.js';

const wrapperFor =
  (port: MemoryFirestore) =>
  ({ children }: { children: ReactNode }) => (
    <PlatformProvider services={{ firestore: port }}>{children}</PlatformProvider>
  );

describe('useFirestoreConnection', () => {
  it('reports idle, then the connection', async () => {
    const port = createMemoryFirestore({ clock: createManualClock(1_000) });

    const { result } = renderHook(() => useFirestoreConnection(), { wrapper: wrapperFor(port) });

    await waitFor(() =>
      expect(result.current).toEqual({ status: 'success', data: { status: 'connected', connectedAt: 1_000 } }),
    );
  });

  it('reports a failed connection as an error, and connects again when remounted', async () => {
    const port = createMemoryFirestore();
    port.control.failNext('firestore/unknown');

    const first = renderHook(() => useFirestoreConnection(), { wrapper: wrapperFor(port) });
    await waitFor(() =>
      expect(first.result.current).toMatchObject({ status: 'error', error: { code: 'firestore/unknown' } }),
    );
    first.unmount();

    const second = renderHook(() => useFirestoreConnection(), { wrapper: wrapperFor(port) });
    await waitFor(() =>
      expect(second.result.current).toMatchObject({ status: 'success', data: { status: 'connected' } }),
    );
  });

  it("follows the provider to another port, never reading the first port's entry", async () => {
    let port = createMemoryFirestore({ clock: createManualClock(1_000) });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider services={{ firestore: port }}>{children}</PlatformProvider>
    );
    const { result, rerender } = renderHook(() => useFirestoreConnection(), { wrapper });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { status: 'connected' } }));

    port = createMemoryFirestore({ supported: false });
    rerender();

    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { status: 'unsupported' } }));
  });
});
