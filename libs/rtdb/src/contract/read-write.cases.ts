import { describe, expect, it } from 'vitest';
import { increment, serverTimestamp } from '../server-values.js';
import { requiring, useHarness, type ContractCases } from './harness.js';

/** Reads and writes: set, update, push, remove, server values. */
export const readWriteCases: ContractCases = (factory) => {
  describe('reads and writes', () => {
    const setup = useHarness(factory);
    const withIncrement = requiring(setup, 'increment');

    it('reads back what was set, with its key and the route that served it', async () => {
      const { port } = await setup();
      await port.set('rooms/lobby', { title: 'Lobby', seats: 12, open: true });
      const read = await port.read('/rooms/lobby/');
      expect(read).toMatchObject({ key: 'lobby', value: { title: 'Lobby', seats: 12, open: true }, exists: true });
      expect(['realtime', 'rest']).toContain(read.route);
    });

    it('reads a missing location as null that does not exist', async () => {
      const { port } = await setup();
      await expect(port.read('nowhere/at/all')).resolves.toMatchObject({ value: null, exists: false });
    });

    it('writes several paths at once with update, and removes the ones set to null', async () => {
      const { port } = await setup();
      await port.set('profile', { name: 'Ada', city: 'London', age: 36 });
      await port.update('profile', { name: 'Ada Lovelace', 'links/site': 'ada.dev', city: null });
      await expect(port.read('profile')).resolves.toMatchObject({
        value: { name: 'Ada Lovelace', age: 36, links: { site: 'ada.dev' } },
      });
    });

    it('pushes under new keys that sort in the order they were made', async () => {
      const { port } = await setup();
      const keys: string[] = [];
      for (const text of ['first', 'second', 'third']) keys.push((await port.push('messages', { text })).key);
      expect(keys.every((key) => /^[-0-9A-Za-z_]{20}$/.test(key))).toBe(true);
      expect([...keys].sort()).toEqual(keys);
      const read = await port.read('messages');
      expect(Object.values(read.value as Record<string, unknown>)).toEqual([
        { text: 'first' },
        { text: 'second' },
        { text: 'third' },
      ]);
    });

    it('removes a location and everything below it, and an emptied parent with it', async () => {
      const { port } = await setup();
      await port.set('tree', { branch: { leaf: 1 } });
      await port.remove('tree/branch');
      await expect(port.read('tree')).resolves.toMatchObject({ value: null, exists: false });
    });

    it('writes the server time for serverTimestamp()', async () => {
      const { port } = await setup();
      await port.set('stats', { visits: 5, seenAt: serverTimestamp() });
      await port.update('stats', { 'at/last': serverTimestamp() });
      const { value } = await port.read('stats');
      expect(value).toEqual({ visits: 5, seenAt: expect.any(Number), at: { last: expect.any(Number) } });
    });

    it('adds with increment(), counting a missing value as 0', async (context) => {
      const { port } = await withIncrement(context);
      await port.set('stats', { visits: 5 });
      await port.update('stats', { visits: increment(2), likes: increment(3) });
      await expect(port.read('stats')).resolves.toMatchObject({ value: { visits: 7, likes: 3 } });
    });

    it('reads objects keyed 0…n back as arrays', async () => {
      const { port } = await setup();
      await port.set('list', ['a', 'b', 'c']);
      await expect(port.read('list')).resolves.toMatchObject({ value: ['a', 'b', 'c'] });
    });
  });
};
