import { createListenerSet } from './listener-set.js';

describe('createListenerSet', () => {
  it('tells listeners what is emitted after they were added, skipping a value equal to the last', () => {
    const ids = createListenerSet<string>();
    ids.emit('before');
    const heard: string[] = [];
    ids.add((id) => heard.push(id));
    ids.emit('a');
    ids.emit('a');
    ids.emit('b');
    expect(heard).toEqual(['a', 'b']);
  });

  it('delivers every event when told nothing is ever equal, and failures to error listeners', () => {
    const updates = createListenerSet<{ keys: string[] }, Error>({ equals: () => false });
    const heard: unknown[] = [];
    updates.add(
      (update) => heard.push(update),
      (error) => heard.push(error.message),
    );
    const update = { keys: ['title'] };
    updates.emit(update);
    updates.emit(update);
    updates.fail(new Error('stream closed'));
    expect(heard).toEqual([update, update, 'stream closed']);
  });

  it('reports its size on every change, removes a listener once, and goes silent for good once closed', () => {
    const sizes: number[] = [];
    const set = createListenerSet<number>({ onSizeChange: () => sizes.push(set.size()) });
    const heard = vi.fn();
    const remove = set.add(heard);
    set.add(heard);
    remove();
    remove();
    set.close();
    set.emit(1);
    expect(set.add(heard)).toBeTypeOf('function');
    expect(heard).not.toHaveBeenCalled();
    expect(sizes).toEqual([1, 2, 1, 0]);
  });
});
