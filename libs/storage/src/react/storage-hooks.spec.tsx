/** @vitest-environment jsdom */
import { createManualClock } from '@platform/core';
import { PlatformProvider } from '@platform/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryStorage, type MemoryStorage } from '../memory/memory-storage.js';
import { useDownloadURL } from './use-download-url.js';
import { useList } from './use-list.js';
import { useMetadata } from './use-metadata.js';
import { useUpload } from './use-upload.js';

const wrapperFor =
  (port: MemoryStorage) =>
  ({ children }: { children: ReactNode }) => (
    <PlatformProvider services={{ storage: port }}>{children}</PlatformProvider>
  );

describe('storage hooks', () => {
  it('useUpload reports progress, pauses, resumes and ends with the stored metadata', async () => {
    const clock = createManualClock();
    const port = createMemoryStorage({ clock, chunkBytes: 10, chunkMs: 10 });
    const { result } = renderHook(() => useUpload(), { wrapper: wrapperFor(port) });
    expect(result.current.progress).toBeUndefined();

    act(() => void result.current.start('users/u1/avatar.png', new Uint8Array(30), { contentType: 'image/png' }));
    await act(() => clock.advanceAsync(10));
    expect(result.current.progress).toEqual({ bytesTransferred: 10, totalBytes: 30, state: 'running' });
    act(() => void result.current.pause());
    expect(result.current.progress?.state).toBe('paused');
    await act(() => clock.advanceAsync(100));
    expect(result.current.progress?.bytesTransferred).toBe(10);
    act(() => void result.current.resume());
    await act(() => clock.advanceAsync(20));
    await waitFor(() => expect(result.current.outcome).toMatchObject({ status: 'uploaded', metadata: { size: 30 } }));
    expect(result.current.progress?.state).toBe('success');
  });

  it('useUpload cancels the upload when the component unmounts', async () => {
    const port = createMemoryStorage({ clock: createManualClock(), chunkBytes: 10, chunkMs: 10 });
    const { result, unmount } = renderHook(() => useUpload(), { wrapper: wrapperFor(port) });
    let outcome: Promise<unknown> | undefined;
    act(() => void (outcome = result.current.start('a/b', new Uint8Array(30)).result));
    unmount();
    await expect(outcome).resolves.toEqual({ status: 'canceled' });
  });

  it('useDownloadURL and useMetadata show null, then follow an upload and a delete through the port', async () => {
    const port = createMemoryStorage({ chunkMs: 0 });
    const { result } = renderHook(
      () => ({ url: useDownloadURL('users/u1/avatar.png'), meta: useMetadata({ path: 'users/u1/avatar.png' }) }),
      {
        wrapper: wrapperFor(port),
      },
    );
    await waitFor(() => expect(result.current.url).toEqual({ status: 'success', data: null }));
    expect(result.current.meta).toEqual({ status: 'success', data: null });

    await act(
      async () =>
        void (await port.upload('users/u1/avatar.png', new Uint8Array([1]), { contentType: 'image/png' }).result),
    );
    await waitFor(() =>
      expect(result.current.url).toMatchObject({ status: 'success', data: expect.stringMatching(/^blob:/u) }),
    );
    await waitFor(() =>
      expect(result.current.meta).toMatchObject({ status: 'success', data: { contentType: 'image/png' } }),
    );

    await act(() => port.delete('users/u1/avatar.png'));
    await waitFor(() => expect(result.current.url).toEqual({ status: 'success', data: null }));
  });

  it('useList follows uploads under its prefix, and reports a bad path as an error', async () => {
    const port = createMemoryStorage({ chunkMs: 0 });
    const { result } = renderHook(() => ({ list: useList('users/u1'), bad: useList('a//b') }), {
      wrapper: wrapperFor(port),
    });
    await waitFor(() => expect(result.current.list).toEqual({ status: 'success', data: { prefixes: [], items: [] } }));
    await waitFor(() =>
      expect(result.current.bad).toMatchObject({ status: 'error', error: { code: 'storage/invalid-path' } }),
    );
    await act(async () => void (await port.upload('users/u1/photos/one.png', new Uint8Array([1])).result));
    await waitFor(() =>
      expect(result.current.list).toMatchObject({
        status: 'success',
        data: { prefixes: [{ path: 'users/u1/photos' }] },
      }),
    );
  });
});
