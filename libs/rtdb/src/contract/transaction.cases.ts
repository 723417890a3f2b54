import { describe, expect, it } from 'vitest';
import { useHarness, type ContractCases } from './harness.js';

/** Transactions: committed snapshots, concurrent updates, aborts. */
export const transactionCases: ContractCases = (factory) => {
  describe('transactions', () => {
    const setup = useHarness(factory);

    it('commits the update of the current value and resolves with the committed snapshot', async () => {
      const { port } = await setup();
      await port.set('likes', 41);
      const result = await port.transaction('likes', (current) => (current as number) + 1);
      expect(result).toEqual({ committed: true, snapshot: { key: 'likes', value: 42, exists: true } });
    });

    it('starts from null where nothing is stored', async () => {
      const { port } = await setup();
      const seen: unknown[] = [];
      const result = await port.transaction('fresh', (current) => {
        seen.push(current);
        return { count: 1 };
      });
      expect(seen[0]).toBeNull();
      expect(result.snapshot.value).toEqual({ count: 1 });
    });

    it('applies concurrent transactions one after the other', async () => {
      const { port } = await setup();
      await port.set('counter', 0);
      await Promise.all(
        Array.from({ length: 5 }, () => port.transaction('counter', (current) => ((current as number) ?? 0) + 1)),
      );
      await expect(port.read('counter')).resolves.toMatchObject({ value: 5 });
    });

    it('aborts when the update returns undefined: nothing is written and the current value is returned', async () => {
      const { port } = await setup();
      await port.set('seat', { taken: true, by: 'ann' });
      const result = await port.transaction('seat', (current) =>
        (current as { taken?: boolean } | null)?.taken ? undefined : { taken: true, by: 'bob' },
      );
      expect(result).toEqual({
        committed: false,
        snapshot: { key: 'seat', value: { taken: true, by: 'ann' }, exists: true },
      });
      await expect(port.read('seat')).resolves.toMatchObject({ value: { taken: true, by: 'ann' } });
    });
  });
};
