import { describeKey } from './describe-key.js';

describe('describeKey', () => {
  it('reads a Firestore infinite query key as its path and clauses', () => {
    const key =
      'firestore:infinite:20::query:"note":{"source":{"kind":"collection","path":"users/u1/notes"},"filters":[{"kind":"field","field":"tags","op":"array-contains","value":"milk"}],"orderBy":[{"field":"createdAt","direction":"desc"}]}';
    expect(describeKey(key, 'firestore')).toEqual({
      kind: 'infinite · 20 · query',
      path: 'users/u1/notes',
      clauses: ['where tags array-contains "milk"', 'orderBy createdAt desc'],
      raw: key,
    });
  });

  it('reads a document key, a collection group and a limit', () => {
    expect(describeKey('firestore:doc:"note":users/u1/notes/n1', 'firestore')).toMatchObject({
      kind: 'doc',
      path: 'users/u1/notes/n1',
      clauses: [],
    });
    expect(
      describeKey(
        'firestore:query:{"source":{"kind":"group","collectionId":"notes"},"limit":{"count":5,"fromEnd":true}}',
      ),
    ).toMatchObject({ kind: 'firestore · query · group', path: 'notes', clauses: ['limitToLast 5'] });
  });

  it('keeps the words of a key of another shape', () => {
    expect(describeKey('remote-config:values', 'remote-config')).toMatchObject({ kind: '', path: 'values' });
    expect(describeKey('rtdb:infinite:rooms/a:["key",20]', 'rtdb')).toMatchObject({
      kind: 'infinite',
      path: 'rooms/a',
      clauses: ['["key",20]'],
    });
  });
});
