import fc from 'fast-check';
import { applyChildEvent, type RtdbListItem } from '../internal/list-items.js';
import type { RtdbChildEvent, RtdbQuery } from '../rtdb.types.js';
import { createMemoryRtdb } from './memory-rtdb.js';

const key = fc.constantFrom('a', 'b', 'c', 'd', '1', '2', '10', '-3');
const value = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom('x', 'y', 'Z'),
  fc.record({ n: fc.integer({ min: 0, max: 3 }) }),
);
const query: fc.Arbitrary<RtdbQuery> = fc.record(
  {
    orderBy: fc.constantFrom(
      { by: 'key' } as const,
      { by: 'value' } as const,
      { by: 'child', path: 'n' } as const,
      { by: 'priority' } as const,
    ),
    limitToFirst: fc.integer({ min: 1, max: 4 }),
  },
  { requiredKeys: ['orderBy'] },
);

describe('child events of the memory adapter', () => {
  it('rebuild, in order, exactly the children a fresh query returns, whatever the writes', async () => {
    await fc.assert(
      fc.asyncProperty(query, fc.array(fc.tuple(key, value), { maxLength: 25 }), async (q, writes) => {
        const port = createMemoryRtdb();
        let items: readonly RtdbListItem[] = [];
        const apply = (event: RtdbChildEvent) => {
          items = applyChildEvent(items, event);
        };
        port.onChild('list', apply, undefined, q);
        await Promise.resolve();
        for (const [k, v] of writes) await port.set(`list/${k}`, v);

        const fresh: RtdbListItem[] = [];
        port.onChild('list', (event) => fresh.push({ key: event.key, value: event.value }), undefined, q);
        await Promise.resolve();
        expect(items).toEqual(fresh);
      }),
    );
  });
});
