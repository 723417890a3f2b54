import { createMemoryFirestore } from '../memory/index.js';
import { orderBy, query } from '../model/query.js';
import { collection, doc } from '../model/refs.js';
import { createPager, type Page } from './pager.js';

const items = collection('items');
const ids = (page: Page<unknown>) => page.docs.map((d) => d.id);

describe('createPager', () => {
  it('reads forward and backward a page at a time, knowing at each edge whether another page lies beyond', async () => {
    const port = createMemoryFirestore();
    for (const n of [5, 1, 4, 2, 3]) await port.set(doc(items, `i${String(n)}`), { n });
    const pager = createPager(port, query(items, orderBy('n', 'desc')), { pageSize: 2 });

    const first = await pager.read();
    expect([ids(first), first.hasPrevious, first.hasNext]).toEqual([['i5', 'i4'], false, true]);
    const second = await pager.read(first.next);
    expect([ids(second), second.hasPrevious, second.hasNext]).toEqual([['i3', 'i2'], true, true]);
    const last = await pager.read(second.next);
    expect([ids(last), last.hasPrevious, last.hasNext, last.next]).toEqual([['i1'], true, false, undefined]);
    const back = await pager.read(last.previous);
    expect([ids(back), back.hasPrevious, back.hasNext]).toEqual([['i3', 'i2'], true, true]);
    const start = await pager.read(back.previous);
    expect([ids(start), start.hasPrevious, start.previous]).toEqual([['i5', 'i4'], false, undefined]);
  });

  it('keeps a page anchored to its edge document when documents are added before it', async () => {
    const port = createMemoryFirestore();
    for (const n of [1, 2, 3, 4]) await port.set(doc(items, `i${String(n)}`), { n });
    const pager = createPager(port, query(items, orderBy('n')), { pageSize: 2 });
    const first = await pager.read();
    await port.set(doc(items, 'i0'), { n: 0 });
    expect(ids(await pager.read(first.next))).toEqual(['i3', 'i4']);
  });

  it('leads back to the first page from a page emptied since its cursor was taken', async () => {
    const port = createMemoryFirestore();
    for (const n of [1, 2, 3]) await port.set(doc(items, `i${String(n)}`), { n });
    const pager = createPager(port, query(items, orderBy('n')), { pageSize: 2 });
    const first = await pager.read();
    await port.delete(doc(items, 'i3'));
    const emptied = await pager.read(first.next);
    expect([ids(emptied), emptied.hasPrevious, emptied.hasNext]).toEqual([[], true, false]);
    expect(emptied.previous).toEqual({ kind: 'first' });
    expect(ids(await pager.read(emptied.previous))).toEqual(['i1', 'i2']);

    const before = await pager.read({ kind: 'before', doc: first.docs[0] as never });
    expect([ids(before), before.hasNext, before.hasPrevious]).toEqual([[], true, false]);
    expect(before.next).toEqual({ kind: 'first' });
    expect(ids(await pager.read(before.next))).toEqual(['i1', 'i2']);
  });
});
