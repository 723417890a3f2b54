import { createSubscriptionStore, type SubscriptionObserver, type SubscriptionSource } from './subscription-store.js';

const flush = () => Promise.resolve();

function countingSource<T>() {
  const observers: SubscriptionObserver<T>[] = [];
  let open = 0;
  const source: SubscriptionSource<T> = (observer) => {
    open += 1;
    observers.push(observer);
    return () => {
      open -= 1;
    };
  };
  return { source, observers, open: () => open };
}

describe('createSubscriptionStore', () => {
  it('opens one source for many listeners on a key and closes it after the last leaves', async () => {
    const store = createSubscriptionStore();
    const { source, open } = countingSource<number>();
    const leave = Array.from({ length: 5 }, () => store.subscribe('doc:1', source, () => undefined));

    expect(open()).toBe(1);
    expect(store.listenerCount('doc:1')).toBe(5);
    leave.slice(0, 4).forEach((l) => l());
    await flush();
    expect(open()).toBe(1);
    leave[4]?.();
    expect(open()).toBe(1);
    await flush();
    expect(open()).toBe(0);
    expect(store.openSources()).toBe(0);
  });

  it('keeps the source when a listener returns in the same tick', async () => {
    const store = createSubscriptionStore();
    const { source, open } = countingSource<number>();
    store.subscribe('k', source, () => undefined)();
    store.subscribe('k', source, () => undefined);
    await flush();
    expect(open()).toBe(1);
  });

  it('moves from loading to success to error and keeps snapshot identity in between', () => {
    const store = createSubscriptionStore();
    const { source, observers } = countingSource<{ n: number }>();
    const onChange = vi.fn();
    store.subscribe('k', source, onChange);

    expect(store.getSnapshot('k')).toEqual({ status: 'loading' });
    const value = { n: 1 };
    observers[0]?.next(value);
    const first = store.getSnapshot('k');
    expect(first).toEqual({ status: 'success', data: value });
    expect(store.getSnapshot('k')).toBe(first);
    observers[0]?.next(value);
    expect(onChange).toHaveBeenCalledTimes(1);

    const failure = new Error('permission denied');
    observers[0]?.error(failure);
    expect(store.getSnapshot('k')).toEqual({ status: 'error', error: failure });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('reports a source that throws on open as an error state', () => {
    const store = createSubscriptionStore();
    store.subscribe(
      'k',
      () => {
        throw new Error('no listener for you');
      },
      () => undefined,
    );
    expect(store.getSnapshot('k')).toMatchObject({ status: 'error', error: new Error('no listener for you') });
  });

  it('ignores values pushed after release and reports a failing unsubscribe', async () => {
    const onUnexpectedError = vi.fn();
    const store = createSubscriptionStore({ onUnexpectedError });
    let observer: SubscriptionObserver<number> | undefined;
    const leave = store.subscribe<number>(
      'k',
      (o) => {
        observer = o;
        return () => {
          throw new Error('close failed');
        };
      },
      () => undefined,
    );
    leave();
    leave();
    await flush();
    observer?.next(3);
    expect(store.getSnapshot('k')).toEqual({ status: 'loading' });
    expect(onUnexpectedError).toHaveBeenCalledWith(new Error('close failed'));
  });
});
