import { describe, expect, it } from 'vitest';
import { RTDB_LIMITS } from '../internal/validate.js';
import { expectRtdbError, useHarness, watchValue, type ContractCases } from './harness.js';

const FORBIDDEN = ['.', '#', '$', '[', ']', '\u0000', '\u001f', '\u007f'];

/** Bad input is refused before anything is sent, with typed errors. */
export const badInputCases: ContractCases = (factory) => {
  describe('bad input', () => {
    const setup = useHarness(factory);

    it.each(FORBIDDEN)('refuses a key containing %j, in a path or in a value', async (character) => {
      const { port } = await setup();
      await expectRtdbError(port.set(`a/b${character}c`, 1), 'rtdb/invalid-path');
      await expectRtdbError(port.set('a', { [`b${character}c`]: 1 }), 'rtdb/invalid-key');
      await expectRtdbError(port.update('a', { ok: { [`x${character}`]: 1 } }), 'rtdb/invalid-key');
    });

    it('refuses a key longer than 768 bytes, counting UTF-8 bytes', async () => {
      const { port } = await setup();
      await expectRtdbError(port.set('a', { ['é'.repeat(385)]: 1 }), 'rtdb/invalid-key');
      await port.set('a', { ['é'.repeat(380)]: 1 });
    });

    it('refuses a path or a value deeper than 32 levels', async () => {
      const { port } = await setup();
      const deepPath = Array.from({ length: RTDB_LIMITS.maxDepth + 1 }, (_, i) => `l${i}`).join('/');
      await expectRtdbError(port.set(deepPath, 1), 'rtdb/invalid-path');
      await expectRtdbError(port.read(deepPath), 'rtdb/invalid-path');
      let deepValue: unknown = 1;
      for (let i = 0; i < RTDB_LIMITS.maxDepth; i += 1) deepValue = { d: deepValue };
      await expectRtdbError(port.set('x', deepValue), 'rtdb/invalid-value');
    });

    it.each([
      ['undefined', undefined],
      ['a function', () => 1],
      ['NaN', Number.NaN],
      ['Infinity', Number.POSITIVE_INFINITY],
      ['a nested undefined', { a: { b: undefined } }],
    ])('refuses %s as a value', async (_, value) => {
      const { port } = await setup();
      await expectRtdbError(port.set('v', value), 'rtdb/invalid-value');
      await expectRtdbError(port.push('v', value), 'rtdb/invalid-value');
      await expectRtdbError(port.update('v', { child: value }), 'rtdb/invalid-value');
    });

    it('refuses a write over 16 MB', async () => {
      const { port } = await setup();
      const chunk = 'x'.repeat(1024 * 1024);
      const big = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`c${i}`, chunk]));
      await expectRtdbError(port.set('big', big), 'rtdb/write-too-large');
      await expectRtdbError(port.update('big', big), 'rtdb/write-too-large');
    });

    it('tells a listener on a bad path through its error callback', async () => {
      const { port } = await setup();
      const watcher = watchValue(port, 'bad#path');
      await expect.poll(() => watcher.errors.map((error) => error.code)).toEqual(['rtdb/invalid-path']);
      expect(watcher.snapshots).toEqual([]);
      watcher.stop();
    });

    it('refuses a query with a limit that is not a positive whole number', async () => {
      const { port } = await setup();
      const watcher = watchValue(port, 'items', { limitToFirst: 0 });
      await expect.poll(() => watcher.errors.map((error) => error.code)).toEqual(['rtdb/invalid-value']);
      watcher.stop();
    });
  });
};
