import type { Codec } from '../model/codec.js';

/** The key functions of a fresh process: module state (codec numbering) starts empty. */
async function freshProcess() {
  vi.resetModules();
  const [{ queryKey }, { collection, doc }, { orderBy, query }] = await Promise.all([
    import('./query-key.js'),
    import('../model/refs.js'),
    import('../model/query.js'),
  ]);
  return { queryKey, collection, doc, orderBy, query };
}

const codec = (name: string): Codec<{ name: string }, { name: string }> => ({
  toStore: (value) => value,
  fromStore: (data) => ({ name: `${name}:${String(data['name'])}` }),
});

describe('queryKey across processes', () => {
  it('gives a collection read through one codec the same key whatever else each process read first', async () => {
    const notes = codec('notes');
    const tags = codec('tags');

    const server = await freshProcess();
    server.queryKey(server.collection('tags', tags));
    server.queryKey(server.collection('users/bob/notes', notes));
    const onServer = [
      server.queryKey(server.query(server.collection('users/ada/notes', notes), server.orderBy('name'))),
      server.queryKey(server.doc(server.collection('users/ada/notes', notes), 'n1')),
    ];

    const browser = await freshProcess();
    const inBrowser = [
      browser.queryKey(browser.query(browser.collection('users/ada/notes', notes), browser.orderBy('name'))),
      browser.queryKey(browser.doc(browser.collection('users/ada/notes', notes), 'n1')),
    ];
    expect(inBrowser).toEqual(onServer);
  });

  it('still keeps two codecs of one collection apart', async () => {
    const { queryKey, collection } = await freshProcess();
    expect(queryKey(collection('notes', codec('a')))).not.toBe(queryKey(collection('notes', codec('b'))));
    expect(queryKey(collection('notes', codec('a')))).not.toBe(queryKey(collection('notes')));
  });
});
