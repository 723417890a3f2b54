/** @vitest-environment jsdom */
import { createSubscriptionStore, PlatformProvider } from '@platform/react';
import { meterLists } from '../contract/list-meter.js';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRtdb, type MemoryRtdb } from '../memory/memory-rtdb.js';
import { useConnectionState } from './use-connection-state.js';
import { useInfiniteList } from './use-infinite-list.js';
import { useList } from './use-list.js';
import { useValue } from './use-value.js';

const wrapperFor =
  (port: MemoryRtdb) =>
  ({ children }: { children: ReactNode }) => <PlatformProvider services={{ rtdb: port }}>{children}</PlatformProvider>;

describe('useList', () => {
  it('gives an empty list for an empty location, then follows children as they arrive, in order', async () => {
    const port = createMemoryRtdb();
    const { result } = renderHook(() => useList('scores', { orderBy: { by: 'value' } }), { wrapper: wrapperFor(port) });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: [] }));

    await act(() => port.set('scores/bob', 2));
    await act(() => port.set('scores/ann', 5));
    await act(() => port.set('scores/cat', 1));
    expect(result.current).toEqual({
      status: 'success',
      data: [
        { key: 'cat', value: 1 },
        { key: 'bob', value: 2 },
        { key: 'ann', value: 5 },
      ],
    });
    await act(() => port.set('scores/cat', 9));
    await act(() => port.remove('scores/bob'));
    expect(result.current).toMatchObject({ data: [{ key: 'ann' }, { key: 'cat', value: 9 }] });
  });

  it('opens no listener for a null path', async () => {
    const port = createMemoryRtdb();
    const onChild = vi.spyOn(port, 'onChild');
    const onValue = vi.spyOn(port, 'onValue');
    const { result } = renderHook(() => useList(null), { wrapper: wrapperFor(port) });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: [] }));
    expect(onChild).not.toHaveBeenCalled();
    expect(onValue).not.toHaveBeenCalled();
  });
});

describe('useValue', () => {
  it('shares one listener between components on the same path and query, and reads each change', async () => {
    const port = createMemoryRtdb({ initial: { title: 'Hello' } });
    const onValue = vi.spyOn(port, 'onValue');
    const { result } = renderHook(() => [useValue('title'), useValue('/title/')] as const, {
      wrapper: wrapperFor(port),
    });
    await waitFor(() => expect(result.current[0]).toMatchObject({ data: { value: 'Hello' } }));
    expect(result.current[1]).toBe(result.current[0]);
    expect(onValue).toHaveBeenCalledTimes(1);

    await act(() => port.set('title', 'Bonjour'));
    expect(result.current[0]).toMatchObject({
      status: 'success',
      data: { key: 'title', value: 'Bonjour', exists: true },
    });
  });

  it('reports a failed listener as an error', async () => {
    const port = createMemoryRtdb();
    port.control.failNext('rtdb/permission-denied');
    const { result } = renderHook(() => useValue('secret'), { wrapper: wrapperFor(port) });
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'error', error: { code: 'rtdb/permission-denied' } }),
    );
  });

  it('opens no listener for a null path', async () => {
    const port = createMemoryRtdb();
    const onValue = vi.spyOn(port, 'onValue');
    const { result } = renderHook(() => useValue(null), { wrapper: wrapperFor(port) });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { exists: false } }));
    expect(onValue).not.toHaveBeenCalled();
  });
});

describe('useConnectionState', () => {
  it('follows the connection, and never reads another port', async () => {
    let port = createMemoryRtdb();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider services={{ rtdb: port }}>{children}</PlatformProvider>
    );
    const { result, rerender } = renderHook(() => useConnectionState(), { wrapper });
    await waitFor(() => expect(result.current).toMatchObject({ data: { connected: true } }));
    act(() => port.control.simulateDisconnect());
    expect(result.current).toMatchObject({ data: { connected: false } });

    port = createMemoryRtdb();
    rerender();
    await waitFor(() => expect(result.current).toMatchObject({ data: { connected: true } }));
  });
});

describe('useInfiniteList', () => {
  it('grows a page at a time with every loaded child live, and closes every page listener after its readers', async () => {
    const port = createMemoryRtdb();
    await port.set('notes', { a: { n: 1 }, b: { n: 2 }, c: { n: 3 } });
    const meter = meterLists(port);
    const store = createSubscriptionStore({ keepAliveMs: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider services={{ rtdb: meter.port }} store={store}>
        {children}
      </PlatformProvider>
    );
    const { result, unmount } = renderHook(
      () => useInfiniteList('notes', { orderBy: { by: 'child', path: 'n' }, pageSize: 2 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.items.map((item) => item.key)).toEqual(['a', 'b']));
    act(() => result.current.loadMore());
    await waitFor(() => expect([result.current.items.length, result.current.hasMore]).toEqual([3, false]));
    await act(() => port.set('notes/a/text', 'edited'));
    expect(result.current.items[0]).toEqual({ key: 'a', value: { n: 1, text: 'edited' } });
    expect(meter.listeners()).toBe(2);
    unmount();
    await waitFor(() => expect(meter.listeners()).toBe(0));
  });
});
