import { describe, expect, it } from 'vitest';
import { useHarness, watchChildren, watchValue, type ContractCases } from './harness.js';

/** Value and child listeners. */
export const listeningCases: ContractCases = (factory) => {
  describe('listening', () => {
    const setup = useHarness(factory);

    it('tells a value listener the value now and after each change, and nothing after it stops', async () => {
      const { port } = await setup();
      await port.set('counter', 1);
      const watcher = watchValue(port, 'counter');
      await expect.poll(() => watcher.last()?.value).toBe(1);
      await port.set('counter', 2);
      await expect.poll(() => watcher.last()?.value).toBe(2);
      watcher.stop();
      await port.set('counter', 3);
      await port.read('counter');
      expect(watcher.snapshots.map((snapshot) => snapshot.value)).toEqual([1, 2]);
      expect(watcher.errors).toEqual([]);
    });

    it('tells a value listener on an empty location that nothing is there', async () => {
      const { port } = await setup();
      const watcher = watchValue(port, 'empty');
      await expect.poll(() => watcher.snapshots).toEqual([{ key: 'empty', value: null, exists: false }]);
      watcher.stop();
    });

    it('raises added for each child in order with the previous key, then changed and removed', async () => {
      const { port } = await setup();
      await port.set('scores', { ann: 1, bob: 2 });
      const watcher = watchChildren(port, 'scores');
      await expect.poll(() => watcher.events.length).toBe(2);
      await port.set('scores/cat', 3);
      await port.set('scores/ann', 10);
      await port.remove('scores/bob');
      await expect.poll(() => watcher.events.length).toBe(5);
      expect(watcher.events).toEqual([
        { type: 'added', key: 'ann', value: 1, previousKey: null },
        { type: 'added', key: 'bob', value: 2, previousKey: 'ann' },
        { type: 'added', key: 'cat', value: 3, previousKey: 'bob' },
        { type: 'changed', key: 'ann', value: 10, previousKey: null },
        { type: 'removed', key: 'bob', value: 2, previousKey: null },
      ]);
      watcher.stop();
    });

    it('raises moved and changed when a child changes place in the order', async () => {
      const { port } = await setup();
      await port.set('players', { ann: { score: 1 }, bob: { score: 2 }, cat: { score: 3 } });
      const watcher = watchChildren(port, 'players', { orderBy: { by: 'child', path: 'score' } });
      await expect.poll(() => watcher.events.length).toBe(3);
      await port.set('players/ann/score', 5);
      await expect.poll(() => watcher.events.length).toBe(5);
      expect(watcher.events.slice(3)).toEqual([
        { type: 'moved', key: 'ann', value: { score: 5 }, previousKey: 'cat' },
        { type: 'changed', key: 'ann', value: { score: 5 }, previousKey: 'cat' },
      ]);
      watcher.stop();
    });

    it('tells two listeners on one location the same changes', async () => {
      const { port } = await setup();
      const first = watchChildren(port, 'room');
      const second = watchChildren(port, 'room');
      await port.push('room', 'hello');
      await expect.poll(() => second.events.length).toBe(1);
      expect(first.events).toEqual(second.events);
      first.stop();
      second.stop();
    });
  });
};
