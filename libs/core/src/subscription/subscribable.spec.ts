import { createSubscribable } from './subscribable.js';

describe('createSubscribable', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('holds the initial value, then tells every listener about each new one', () => {
    const count = createSubscribable(0);
    const seen: number[] = [];
    count.subscribe((value) => seen.push(value));
    count.subscribe((value) => seen.push(value * 10));

    expect(count.get()).toBe(0);
    expect(count.emit(1)).toBe(true);
    expect(count.get()).toBe(1);
    expect(seen).toEqual([1, 10]);
  });

  it('ignores a value equal to the current one, by Object.is unless told otherwise', () => {
    const first = { id: 'a', rev: 1 };
    const byObject = createSubscribable(first);
    const byId = createSubscribable(first, { equals: (a, b) => a.id === b.id });
    const heard = vi.fn();
    byObject.subscribe(heard);
    byId.subscribe(heard);

    expect(byObject.emit(first)).toBe(false);
    expect(byId.emit({ id: 'a', rev: 2 })).toBe(false);
    expect(byId.get()).toBe(first);
    expect(heard).not.toHaveBeenCalled();
    expect(byObject.emit({ id: 'a', rev: 2 })).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('tells failures to listeners with an error callback and keeps the value', () => {
    const token = createSubscribable('t1');
    const onError = vi.fn();
    const onValue = vi.fn();
    token.subscribe(onValue, onError);
    token.subscribe(onValue);
    const failure = new Error('offline');

    token.fail(failure);
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure);
    expect(onValue).not.toHaveBeenCalled();
    expect(token.get()).toBe('t1');
  });

  it('keeps telling the others when a listener throws, and reports the error instead of swallowing it', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const state = createSubscribable('unknown');
    const broken = new Error('listener broke');
    state.subscribe(() => {
      throw broken;
    });
    const other = vi.fn();
    state.subscribe(other);

    state.emit('signed-out');
    expect(other).toHaveBeenCalledWith('signed-out');
    expect(report).toHaveBeenCalledExactlyOnceWith(broken);
  });

  it('uses reportError where the platform has it', () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    const state = createSubscribable(0);
    state.subscribe(() => {
      throw new Error('listener broke');
    });
    state.emit(1);
    vi.unstubAllGlobals();
    expect(reportError).toHaveBeenCalledWith(new Error('listener broke'));
  });

  it('removes a listener once, skips one removed while notifying and counts what is left', () => {
    const state = createSubscribable(0);
    const late = vi.fn();
    let removeLate = () => undefined as void;
    const remove = state.subscribe(() => removeLate());
    removeLate = state.subscribe(late);
    expect(state.size()).toBe(2);

    state.emit(1);
    expect(late).not.toHaveBeenCalled();
    remove();
    remove();
    expect(state.size()).toBe(0);
  });
});
