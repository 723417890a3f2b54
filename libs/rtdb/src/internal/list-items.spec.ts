import { createMemoryRtdb } from '../memory/memory-rtdb.js';
import type { RtdbPort } from '../rtdb.port.js';
import { watchList, type RtdbListItem } from './list-items.js';

/** The port, counting how many values its value listeners heard (each one the whole location, converted). */
function countingValues(port: RtdbPort) {
  let values = 0;
  const counted: RtdbPort = Object.assign(Object.create(port) as RtdbPort, {
    onValue: ((path, listener, onError, query) =>
      port.onValue(
        path,
        (snapshot) => {
          values += 1;
          listener(snapshot);
        },
        onError,
        query,
      )) satisfies RtdbPort['onValue'],
  });
  return { port: counted, values: () => values };
}

describe('watchList', () => {
  it('after the first value, converts only the child a change touched, and keeps the others as they were', async () => {
    const memory = createMemoryRtdb();
    await memory.set('items', { a: { n: 1 }, b: { n: 2 }, c: { n: 3 } });
    const { port, values } = countingValues(memory);
    const heard: (readonly RtdbListItem[])[] = [];
    const stop = watchList(port, 'items', { orderBy: { by: 'child', path: 'n' } }, (items) => heard.push(items), fail);
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    const [loaded] = heard as [readonly RtdbListItem[]];
    await memory.set('items/b', { n: 2.5 });
    await vi.waitFor(() => expect(heard.at(-1)?.map((item) => item.value)).toEqual([{ n: 1 }, { n: 2.5 }, { n: 3 }]));
    const changed = heard.at(-1) as readonly RtdbListItem[];
    expect(changed[0]).toBe(loaded[0]);
    expect(changed[2]).toBe(loaded[2]);
    expect(values()).toBe(1);
    stop();
    await memory.dispose();
  });
});

function fail(error: unknown): never {
  throw error;
}
