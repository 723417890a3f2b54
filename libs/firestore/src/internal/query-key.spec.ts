import { z } from 'zod';
import type { Codec } from '../model/codec.js';

/** The key functions of a fresh process: module state starts empty. */
async function freshProcess() {
  vi.resetModules();
  const [{ queryKey }, { collection, doc }, { orderBy, query }, { namedCodec }] = await Promise.all([
    import('./query-key.js'),
    import('../model/refs.js'),
    import('../model/query.js'),
    import('../model/codec.js'),
  ]);
  return { queryKey, collection, doc, orderBy, query, namedCodec };
}

const pair = (name: string | undefined): Codec<{ name: string }, { name: string }> => ({
  ...(name === undefined ? {} : { name }),
  toStore: (value) => value,
  fromStore: (data) => ({ name: String(data['name']) }),
});

describe('queryKey across processes', () => {
  it('gives public notes the same key in a browser as on a server that read users/{uid}/notes first', async () => {
    const publicNote = pair('public-note');
    const ownNote = pair('own-note');

    const server = await freshProcess();
    server.queryKey(server.collection('users/bob/notes', ownNote));
    server.queryKey(server.doc(server.collection('users/bob/notes', ownNote), 'n1'));
    const onServer = [
      server.queryKey(server.query(server.collection('notes', publicNote), server.orderBy('name'))),
      server.queryKey(server.doc(server.collection('notes', publicNote), 'n1')),
      server.queryKey(server.query(server.collection('users/ada/notes', ownNote), server.orderBy('name'))),
    ];

    const browser = await freshProcess();
    const inBrowser = [
      browser.queryKey(browser.query(browser.collection('notes', publicNote), browser.orderBy('name'))),
      browser.queryKey(browser.doc(browser.collection('notes', publicNote), 'n1')),
      browser.queryKey(browser.query(browser.collection('users/ada/notes', ownNote), browser.orderBy('name'))),
    ];
    expect(inBrowser).toEqual(onServer);
  });

  it('derives a schema’s identity from its JSON Schema, so a schema built again (inline) keeps its key', async () => {
    const note = () => z.object({ text: z.string().min(1), stars: z.number().default(0) });
    const server = await freshProcess();
    server.queryKey(server.collection('notes', z.object({ other: z.string() })));
    const onServer = server.queryKey(server.query(server.collection('notes', note()), server.orderBy('text')));
    const browser = await freshProcess();
    expect(browser.queryKey(browser.query(browser.collection('notes', note()), browser.orderBy('text')))).toBe(
      onServer,
    );
  });

  it('keeps apart two codecs of one collection, and the default codec', async () => {
    const { queryKey, collection, namedCodec } = await freshProcess();
    const keys = [
      queryKey(collection('notes')),
      queryKey(collection('notes', pair('a'))),
      queryKey(collection('notes', pair('b'))),
      queryKey(collection('notes', z.object({ a: z.string() }))),
      queryKey(collection('notes', z.object({ b: z.string() }))),
      queryKey(collection('notes', namedCodec('a-schema', z.object({ a: z.string() })))),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('asks for a name where no identity can be derived: an unnamed pair, a schema with a transform', async () => {
    const { queryKey, collection, doc, namedCodec } = await freshProcess();
    const unnamed = { code: 'firestore/unnamed-codec', customData: expect.objectContaining({ path: 'notes' }) };
    expect(() => queryKey(collection('notes', pair(undefined)))).toThrow(expect.objectContaining(unnamed));
    expect(() => queryKey(doc(collection('notes', pair(undefined)), 'n1'))).toThrow(expect.objectContaining(unnamed));
    const counted = z.object({ text: z.string().transform((text) => text.length) });
    expect(() => queryKey(collection('notes', counted))).toThrow(expect.objectContaining(unnamed));
    expect(queryKey(collection('notes', namedCodec('counted', counted)))).toContain('#counted');
  });
});
