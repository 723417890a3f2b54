/** @vitest-environment jsdom */
import { createSubscriptionStore, PlatformProvider } from '@platform/react';
import { meterQueries } from '../contract/query-meter.js';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, Suspense, type ReactNode } from 'react';
import type { FirestorePort } from '../firestore.port.js';
import { createMemoryFirestore, type MemoryFirestore } from '../memory/index.js';
import type { Codec } from '../model/codec.js';
import { count } from '../model/aggregates.js';
import { limit, orderBy, query, where } from '../model/query.js';
import { collection, doc, docAt } from '../model/refs.js';
import type { FirestoreResource } from './resource.js';
import { useAggregate } from './use-aggregate.js';
import { useCollectionGroup } from './use-collection-group.js';
import { useDocument } from './use-document.js';
import { useInfiniteQuery } from './use-infinite-query.js';
import { usePaginatedQuery } from './use-paginated-query.js';
import { useQuery } from './use-query.js';
import { useSuspenseQuery } from './use-suspense-query.js';

const wrapperFor =
  (port: MemoryFirestore) =>
  ({ children }: { children: ReactNode }) => (
    <PlatformProvider services={{ firestore: port }}>{children}</PlatformProvider>
  );

const notes = collection('notes');
const ids = (resource: ReturnType<typeof useQuery>) =>
  resource.status === 'success' ? resource.data.docs.map((d) => d.id) : resource.status;

describe('useQuery', () => {
  it('keeps one listener for a query whose codec the component builds again on every render', async () => {
    const port = createMemoryFirestore();
    await port.set(doc(notes, 'a'), { n: 1 });
    const onQuery = vi.spyOn(port, 'onQuery');
    const { result, rerender } = renderHook(
      () =>
        useQuery(
          collection<{ n: number }>('notes', {
            name: 'counter',
            toStore: (value) => value,
            fromStore: (data) => ({ n: data['n'] as number }),
          }),
        ),
      { wrapper: wrapperFor(port) },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    rerender();
    rerender();
    expect(result.current.status).toBe('success');
    expect(onQuery).toHaveBeenCalledTimes(1);
  });

  it('reports an empty result as a success with no documents, then follows writes', async () => {
    const port = createMemoryFirestore();
    const { result } = renderHook(() => useQuery(query(notes, orderBy('n'))), { wrapper: wrapperFor(port) });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(ids(result.current)).toEqual([]));
    await act(() => port.set(doc(notes, 'b'), { n: 2 }));
    await act(() => port.set(doc(notes, 'a'), { n: 1 }));
    expect(ids(result.current)).toEqual(['a', 'b']);
  });

  it('opens one listener for 1000 components on one query, built inline on every render', async () => {
    const port = createMemoryFirestore();
    await port.set(doc(notes, 'a'), { n: 1 });
    const onQuery = vi.spyOn(port, 'onQuery');
    const seen: string[] = [];
    function Reader() {
      const resource = useQuery(query(notes, where('n', '>', 0)));
      if (resource.status === 'success') seen.push(resource.data.docs[0]?.id ?? '');
      return null;
    }
    const view = render(
      <>
        {Array.from({ length: 1000 }, (_, i) => (
          <Reader key={i} />
        ))}
      </>,
      { wrapper: wrapperFor(port) },
    );
    await waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(1000));
    view.rerender(
      <>
        {Array.from({ length: 1000 }, (_, i) => (
          <Reader key={i} />
        ))}
      </>,
    );
    expect(onQuery).toHaveBeenCalledTimes(1);
  });

  it("never shows the previous query's data as the new one's", async () => {
    const port = createMemoryFirestore();
    await port.set(doc(notes, 'a'), { n: 1 });
    await port.set(doc(notes, 'b'), { n: 2 });
    const { result, rerender } = renderHook(({ n }) => useQuery(query(notes, where('n', '==', n))), {
      wrapper: wrapperFor(port),
      initialProps: { n: 1 },
    });
    await waitFor(() => expect(ids(result.current)).toEqual(['a']));
    rerender({ n: 2 });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(ids(result.current)).toEqual(['b']));
  });

  it('opens no listener and reports idle for a null query or enabled: false', async () => {
    const port = createMemoryFirestore();
    const onQuery = vi.spyOn(port, 'onQuery');
    const { result } = renderHook(() => [useQuery(null), useQuery(notes, { enabled: false })] as const, {
      wrapper: wrapperFor(port),
    });
    await act(() => Promise.resolve());
    expect(result.current).toEqual([{ status: 'idle' }, { status: 'idle' }]);
    expect(onQuery).not.toHaveBeenCalled();
  });
});

describe('useDocument', () => {
  it('reads a document (null when missing) and reports a failed listener as an error', async () => {
    const port = createMemoryFirestore();
    const { result } = renderHook(() => useDocument(doc(notes, 'a')), { wrapper: wrapperFor(port) });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { doc: null } }));
    await act(() => port.set(doc(notes, 'a'), { n: 1 }));
    expect(result.current).toMatchObject({ status: 'success', data: { doc: { id: 'a', data: { n: 1 } } } });

    const failing = createMemoryFirestore();
    failing.control.failNext('firestore/permission-denied');
    const { result: denied } = renderHook(() => useDocument(doc(notes, 'a')), { wrapper: wrapperFor(failing) });
    await waitFor(() =>
      expect(denied.current).toMatchObject({ status: 'error', error: { code: 'firestore/permission-denied' } }),
    );
  });
});

describe('useCollectionGroup and useAggregate', () => {
  it('reads a collection group and counts a query', async () => {
    const port = createMemoryFirestore();
    await port.set(docAt('users/a/posts/p1'), { n: 1 });
    await port.set(docAt('users/b/posts/p2'), { n: 2 });
    const { result } = renderHook(
      () =>
        [
          useCollectionGroup('posts', [orderBy('n', 'desc')]),
          useAggregate(collection('users/a/posts'), { n: count() }),
        ] as const,
      { wrapper: wrapperFor(port) },
    );
    await waitFor(() => expect(ids(result.current[0])).toEqual(['p2', 'p1']));
    await waitFor(() => expect(result.current[1]).toEqual({ status: 'success', data: { n: 1 } }));
  });
});

describe('usePaginatedQuery', () => {
  it('moves forward and back a page at a time, and each page updates live', async () => {
    const port = createMemoryFirestore();
    for (const n of [1, 2, 3, 4, 5]) await port.set(doc(notes, `n${String(n)}`), { n });
    const { result } = renderHook(() => usePaginatedQuery(query(notes, orderBy('n')), { pageSize: 2 }), {
      wrapper: wrapperFor(port),
    });
    const pageIds = () =>
      result.current.page.status === 'success' ? result.current.page.data.docs.map((d) => d.id) : [];
    await waitFor(() => expect(pageIds()).toEqual(['n1', 'n2']));
    expect(result.current.page).toMatchObject({ data: { hasPrevious: false, hasNext: true } });
    act(() => result.current.next());
    await waitFor(() => expect(pageIds()).toEqual(['n3', 'n4']));
    act(() => result.current.next());
    await waitFor(() => expect(pageIds()).toEqual(['n5']));
    expect(result.current.page).toMatchObject({ data: { hasPrevious: true, hasNext: false } });
    await act(() => port.set(doc(notes, 'n6'), { n: 6 }));
    expect(pageIds()).toEqual(['n5', 'n6']);
    act(() => result.current.previous());
    await waitFor(() => expect(pageIds()).toEqual(['n3', 'n4']));
    expect(result.current.page).toMatchObject({ data: { hasPrevious: true, hasNext: true } });
  });
});

describe('useSuspenseQuery', () => {
  it("suspends for a new query rather than showing the previous one's documents", async () => {
    const port = createMemoryFirestore();
    await port.set(doc(notes, 'a'), { n: 1 });
    await port.set(doc(notes, 'b'), { n: 2 });
    const shown: string[] = [];
    function Reader({ n }: { readonly n: number }) {
      const snapshot = useSuspenseQuery(query(notes, where('n', '==', n)));
      shown.push(`${String(n)}:${snapshot.docs.map((d) => d.id).join()}`);
      return <p>{snapshot.docs.map((d) => d.id).join()}</p>;
    }
    const wrapper = wrapperFor(port);
    const view = await act(async () =>
      render(
        <Suspense fallback={<p>loading</p>}>
          <Reader n={1} />
        </Suspense>,
        { wrapper },
      ),
    );
    await view.findByText('a');
    await act(async () =>
      view.rerender(
        <Suspense fallback={<p>loading</p>}>
          <Reader n={2} />
        </Suspense>,
      ),
    );
    await view.findByText('b');
    expect(shown.every((entry) => entry === '1:a' || entry === '2:b')).toBe(true);
  });
});

describe('useInfiniteQuery', () => {
  it('grows a page at a time with every loaded document live, shared by its readers, and closes every page listener after them', async () => {
    const port = createMemoryFirestore();
    const store = createSubscriptionStore({ keepAliveMs: 0 });
    for (let n = 1; n <= 5; n += 1) await port.set(doc(notes, `n${String(n)}`), { n });
    const meter = meterQueries(port);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider services={{ firestore: meter.port }} store={store}>
        {children}
      </PlatformProvider>
    );
    const { result, unmount } = renderHook(
      () =>
        [
          useInfiniteQuery(query(notes, orderBy('n')), { pageSize: 2 }),
          useInfiniteQuery(query(notes, orderBy('n')), { pageSize: 2 }),
        ] as const,
      { wrapper },
    );
    await waitFor(() => expect(result.current[0].status).toBe('success'));
    act(() => result.current[0].loadMore());
    await waitFor(() => expect(result.current[1].items.map((d) => d.id)).toEqual(['n1', 'n2', 'n3', 'n4']));
    await act(() => port.set(doc(notes, 'n1'), { n: 1, edited: true }));
    expect(result.current[1].items[0]?.data).toEqual({ n: 1, edited: true });
    expect([result.current[0].hasMore, meter.listeners()]).toEqual([true, 2]);
    act(() => result.current[1].reset());
    await waitFor(() => expect(result.current[0].items.map((d) => d.id)).toEqual(['n1', 'n2']));
    unmount();
    await waitFor(() => expect(meter.listeners()).toBe(0));
  });

  it('reports a query with a limit as a firestore/invalid-query error, and opens no listener', async () => {
    const port = createMemoryFirestore();
    const onQuery = vi.spyOn(port, 'onQuery');
    const { result } = renderHook(() => useInfiniteQuery(query(notes, orderBy('n'), limit(3)), { pageSize: 2 }), {
      wrapper: wrapperFor(port),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ code: 'firestore/invalid-query' });
    expect(onQuery).not.toHaveBeenCalled();
  });
});

describe('every hook given a query or a ref whose codec is built inline, in StrictMode, under a parent that renders again', () => {
  const inlineCodec = (): Codec<{ n: number }, { n: number }> => ({
    name: 'counter',
    toStore: (value) => value,
    fromStore: (data) => ({ n: data['n'] as number }),
  });
  const inline = () => collection('notes', inlineCodec());

  /** The port, with every listener it opens counted, open and in all, and every aggregate it runs. */
  const counted = (port: FirestorePort) => {
    const counts = { opened: 0, open: 0, aggregates: 0 };
    const listen =
      (name: 'onQuery' | 'onDocument') =>
      (...args: unknown[]) => {
        counts.opened += 1;
        counts.open += 1;
        const stop = (port[name] as (...a: unknown[]) => () => void)(...args);
        let live = true;
        return () => {
          if (live) counts.open -= 1;
          live = false;
          stop();
        };
      };
    const wrapped = new Proxy(port, {
      get: (target, name, receiver) =>
        name === 'onQuery' || name === 'onDocument'
          ? listen(name)
          : name === 'aggregate'
            ? (...args: Parameters<FirestorePort['aggregate']>) => {
                counts.aggregates += 1;
                return target.aggregate(...args);
              }
            : Reflect.get(target, name, receiver),
    });
    return { port: wrapped, counts };
  };

  /** What a resource shows: `pick` of its data once it succeeded, else its status. */
  const shown = <T,>(resource: FirestoreResource<T>, pick: (data: T) => unknown): unknown =>
    resource.status === 'success' ? pick(resource.data) : resource.status;
  const values = (docs: readonly { readonly data: { readonly n: number } }[]) => docs.map((d) => d.data.n);

  it.each<readonly [string, () => unknown, number]>([
    ['useQuery', () => shown(useQuery(query(inline(), orderBy('n'))), (data) => values(data.docs)), 1],
    ['useSuspenseQuery', () => values(useSuspenseQuery(query(inline(), orderBy('n'))).docs), 1],
    ['useDocument', () => shown(useDocument(doc(inline(), 'a')), (data) => values(data.doc ? [data.doc] : [])), 1],
    [
      'useCollectionGroup',
      () => shown(useCollectionGroup('notes', [], { codec: inlineCodec() }), (data) => values(data.docs)),
      1,
    ],
    [
      'usePaginatedQuery',
      () => shown(usePaginatedQuery(query(inline(), orderBy('n')), { pageSize: 2 }).page, (data) => values(data.docs)),
      1,
    ],
    [
      'useInfiniteQuery',
      () => {
        const list = useInfiniteQuery(query(inline(), orderBy('n')), { pageSize: 2 });
        return list.status === 'success' ? values(list.items) : list.status;
      },
      1,
    ],
    ['useAggregate', () => shown(useAggregate(inline(), { total: count() }), (data) => [data.total]), 0],
  ])('%s settles with its data and keeps one listener per key', async (_name, use, listeners) => {
    const memory = createMemoryFirestore();
    await memory.set(doc(notes, 'a'), { n: 1 });
    const { port, counts } = counted(memory);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <PlatformProvider services={{ firestore: port }}>
          <Suspense fallback={null}>{children}</Suspense>
        </PlatformProvider>
      </StrictMode>
    );
    // Rendered in an awaited act(): React retries a suspended render (useSuspenseQuery's) only inside one in tests.
    const { result, rerender } = await act(async () => renderHook(use, { wrapper }));
    await waitFor(() => expect(result.current).toEqual([1]));
    for (let i = 0; i < 5; i += 1) {
      rerender();
      await act(() => Promise.resolve());
      expect(result.current).toEqual([1]);
    }
    expect(counts).toEqual({ opened: listeners, open: listeners, aggregates: 1 - listeners });
  });
});
