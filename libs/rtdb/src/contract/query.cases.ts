import { describe, expect, it } from 'vitest';
import { keysOf, useHarness, watchChildren, watchValue, type ContractCases } from './harness.js';

/** The database's ordering and query windows. */
export const queryCases: ContractCases = (factory) => {
  describe('queries', () => {
    const setup = useHarness(factory);

    it('orders by a child: missing and null, false, true, numbers, strings, then objects; ties by key', async () => {
      const { port } = await setup();
      await port.set('items', {
        obj: { v: { nested: 1 } },
        str: { v: 'apple' },
        big: { v: 10 },
        small: { v: -2 },
        yes: { v: true },
        no: { v: false },
        none: { other: 1 },
        str2: { v: 'Zebra' },
        tie: { v: 10 },
      });
      await expect(keysOf(port, 'items', { orderBy: { by: 'child', path: 'v' } })).resolves.toEqual([
        'none',
        'no',
        'yes',
        'small',
        'big',
        'tie',
        'str2',
        'str',
        'obj',
      ]);
    });

    it('orders by key: keys that parse as 32-bit integers first, numerically, then the rest as strings', async () => {
      const { port } = await setup();
      await port.set('keys', { b: 1, '10': 1, a: 1, '9': 1, '-1': 1, '2147483648': 1, '007': 1 });
      await expect(keysOf(port, 'keys', { orderBy: { by: 'key' } })).resolves.toEqual([
        '-1',
        '007',
        '9',
        '10',
        '2147483648',
        'a',
        'b',
      ]);
    });

    it('orders by value and takes the first or the last children', async () => {
      const { port } = await setup();
      await port.set('ages', { ann: 31, bob: 25, cat: 40, dan: 19 });
      const byValue = { orderBy: { by: 'value' } } as const;
      await expect(keysOf(port, 'ages', { ...byValue, limitToFirst: 2 })).resolves.toEqual(['dan', 'bob']);
      await expect(keysOf(port, 'ages', { ...byValue, limitToLast: 2 })).resolves.toEqual(['ann', 'cat']);
    });

    it('orders by priority: none first, then numbers, then strings', async () => {
      const { port } = await setup();
      await port.set('tasks/c', 'third', { priority: 'high' });
      await port.set('tasks/a', 'first', { priority: 2 });
      await port.set('tasks/b', 'second', { priority: 1 });
      await port.set('tasks/d', 'none');
      await expect(keysOf(port, 'tasks', { orderBy: { by: 'priority' } })).resolves.toEqual(['d', 'b', 'a', 'c']);
    });

    it('windows with startAt, startAfter, endAt, endBefore and equalTo, with keys breaking ties', async () => {
      const { port } = await setup();
      await port.set('s', { a: 1, b: 2, c: 2, d: 3, e: 4 });
      const by = { orderBy: { by: 'value' } } as const;
      await expect(keysOf(port, 's', { ...by, startAt: { value: 2 } })).resolves.toEqual(['b', 'c', 'd', 'e']);
      await expect(keysOf(port, 's', { ...by, startAt: { value: 2, key: 'c' } })).resolves.toEqual(['c', 'd', 'e']);
      await expect(keysOf(port, 's', { ...by, startAfter: { value: 2 } })).resolves.toEqual(['d', 'e']);
      await expect(keysOf(port, 's', { ...by, startAfter: { value: 2, key: 'b' } })).resolves.toEqual(['c', 'd', 'e']);
      await expect(keysOf(port, 's', { ...by, endAt: { value: 2 } })).resolves.toEqual(['a', 'b', 'c']);
      await expect(keysOf(port, 's', { ...by, endBefore: { value: 2 } })).resolves.toEqual(['a']);
      await expect(keysOf(port, 's', { ...by, endBefore: { value: 2, key: 'c' } })).resolves.toEqual(['a', 'b']);
      await expect(keysOf(port, 's', { ...by, equalTo: { value: 2 } })).resolves.toEqual(['b', 'c']);
      await expect(
        keysOf(port, 's', { orderBy: { by: 'key' }, startAt: { value: 'b' }, endAt: { value: 'd' } }),
      ).resolves.toEqual(['b', 'c', 'd']);
    });

    it('keeps a limited window current: a child that enters is added, the one it pushes out is removed', async () => {
      const { port } = await setup();
      await port.set('top', { ann: 5, bob: 7, cat: 9 });
      const query = { orderBy: { by: 'value' }, limitToLast: 2 } as const;
      const children = watchChildren(port, 'top', query);
      const value = watchValue(port, 'top', query);
      await expect.poll(() => value.last()?.value).toEqual({ bob: 7, cat: 9 });
      await port.set('top/dan', 8);
      await expect.poll(() => value.last()?.value).toEqual({ cat: 9, dan: 8 });
      expect(children.events.slice(2)).toEqual([
        { type: 'removed', key: 'bob', value: 7, previousKey: null },
        { type: 'added', key: 'dan', value: 8, previousKey: null },
      ]);
      children.stop();
      value.stop();
    });
  });
};
