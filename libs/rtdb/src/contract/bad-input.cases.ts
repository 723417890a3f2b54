import { describe, expect, it } from 'vitest';
import { RTDB_LIMITS } from '../internal/validate.js';
import type { RtdbErrorCode } from '../rtdb.errors.js';
import type { RtdbQuery } from '../rtdb.types.js';
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

    it('refuses "__proto__" as a written key, which a read of its parent would lose', async () => {
      const { port } = await setup();
      const proto = JSON.parse('{"__proto__":{"b":1}}') as Record<string, unknown>;
      await expectRtdbError(port.set('a/__proto__/b', 1), 'rtdb/invalid-path');
      await expectRtdbError(port.set('a', proto), 'rtdb/invalid-key');
      await expectRtdbError(port.update('a', proto), 'rtdb/invalid-key');
      await expectRtdbError(port.update('a', { '__proto__/b': 1 }), 'rtdb/invalid-key');
      await expectRtdbError(port.push('a', proto), 'rtdb/invalid-key');
      await expectRtdbError(port.onDisconnect('a').set(proto), 'rtdb/invalid-key');
      await expectRtdbError(
        port.transaction('a/__proto__', () => 1),
        'rtdb/invalid-path',
      );
      await expect(port.read('a')).resolves.toMatchObject({ exists: false });
      await expect(port.read('a/__proto__')).resolves.toMatchObject({ exists: false });
    });

    it('refuses a written path longer than 768 UTF-8 bytes, counting a "/" before each key', async () => {
      const { port } = await setup();
      // "/a/" and 383 two-byte characters: 769 bytes.
      await expectRtdbError(port.set('a', { ['é'.repeat(383)]: 1 }), 'rtdb/invalid-key');
      await expectRtdbError(port.set(`a/${'é'.repeat(383)}`, 1), 'rtdb/invalid-path');
      await port.set('a', { ['é'.repeat(382)]: 1 });
      // A location that is only read is not held to the write limits.
      await expect(port.read(`a/${'é'.repeat(383)}`)).resolves.toMatchObject({ exists: false });
    });

    it('refuses an empty path, and takes "/" as the root', async () => {
      const { port } = await setup();
      await expectRtdbError(port.set('', 1), 'rtdb/invalid-path');
      await expectRtdbError(port.read(''), 'rtdb/invalid-path');
      await expect(port.read('/')).resolves.toMatchObject({ key: null });
    });

    it('refuses every write under /.info/, which only the server writes', async () => {
      const { port } = await setup();
      const at = '.info/connected';
      await expectRtdbError(port.set(at, true), 'rtdb/invalid-path');
      await expectRtdbError(port.update('.info', { connected: true }), 'rtdb/invalid-path');
      await expectRtdbError(port.push('.info', 1), 'rtdb/invalid-path');
      await expectRtdbError(port.remove(at), 'rtdb/invalid-path');
      await expectRtdbError(
        port.transaction(at, () => true),
        'rtdb/invalid-path',
      );
      await expectRtdbError(port.onDisconnect(at).set(true), 'rtdb/invalid-path');
      await expectRtdbError(port.onDisconnect('.info').update({ connected: true }), 'rtdb/invalid-path');
      await expectRtdbError(port.onDisconnect(at).remove(), 'rtdb/invalid-path');
    });

    it('refuses an update holding a path and one of its descendants', async () => {
      const { port } = await setup();
      await expectRtdbError(port.update('u', { a: { b: 1 }, 'a/b': 2 }), 'rtdb/invalid-path');
      await expect(port.read('u')).resolves.toMatchObject({ exists: false });
    });

    it.each([
      ['a boolean', true],
      ['an object', { p: 1 }],
      ['NaN', Number.NaN],
      ['Infinity', Number.POSITIVE_INFINITY],
    ])('refuses %s as a priority', async (_, priority) => {
      const { port } = await setup();
      await expectRtdbError(port.set('p', 1, { priority: priority as never }), 'rtdb/invalid-priority');
    });

    it('refuses a path or a value deeper than 32 levels when written, and reads any depth', async () => {
      const { port } = await setup();
      const deepPath = Array.from({ length: RTDB_LIMITS.maxDepth + 1 }, (_, i) => `l${i}`).join('/');
      await expectRtdbError(port.set(deepPath, 1), 'rtdb/invalid-path');
      await expect(port.read(deepPath)).resolves.toMatchObject({ exists: false });
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

    it.each<[string, RtdbQuery, RtdbErrorCode]>([
      ['a limit that is not a positive whole number', { limitToFirst: 0 }, 'rtdb/invalid-query'],
      ['orderBy child "$key"', { orderBy: { by: 'child', path: '$key' } }, 'rtdb/invalid-query'],
      ['orderBy child with a "."', { orderBy: { by: 'child', path: 'a.b' } }, 'rtdb/invalid-query'],
      [
        'a key argument under orderBy key',
        { orderBy: { by: 'key' }, startAt: { value: 'a', key: 'b' } },
        'rtdb/invalid-query',
      ],
      ['a boolean bound under priority order', { startAt: { value: true } }, 'rtdb/invalid-query'],
      [
        'a key argument with a "/"',
        { orderBy: { by: 'value' }, startAt: { value: 1, key: 'a/b' } },
        'rtdb/invalid-key',
      ],
    ])('refuses a query with %s', async (_, query, code) => {
      const { port } = await setup();
      const watcher = watchValue(port, 'items', query);
      await expect.poll(() => watcher.errors.map((error) => error.code)).toEqual([code]);
      expect(watcher.snapshots).toEqual([]);
      watcher.stop();
    });

    it('takes limitToFirst: Infinity, as the SDK does', async () => {
      const { port } = await setup();
      await port.set('items', { a: 1, b: 2 });
      const watcher = watchValue(port, 'items', { limitToFirst: Number.POSITIVE_INFINITY });
      await expect.poll(() => watcher.last()?.value).toEqual({ a: 1, b: 2 });
      watcher.stop();
    });
  });
};
