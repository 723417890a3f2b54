import { keepEntries, type KeptEntriesOptions } from './kept-entries.js';
import { createMapStorage } from './map-storage.js';

const dates: KeptEntriesOptions<Date> = {
  version: 1,
  encode: (date) => date.toISOString(),
  decode(stored) {
    const date = new Date(stored as string);
    if (typeof stored !== 'string' || Number.isNaN(date.getTime())) throw new TypeError('not a date');
    return date;
  },
  unreadable: (reason, names) => Object.assign(new Error(`unreadable: ${reason}`), { names }),
  full: (cause) => new Error('full', { cause }),
};

describe('keepEntries', () => {
  const reported: unknown[] = [];
  beforeEach(() => {
    reported.length = 0;
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives a later reader on the same key what was kept, and forgets what was removed', () => {
    const storage = createMapStorage();
    const first = keepEntries(storage, 'k', dates);
    expect(first.load()).toEqual(new Map());
    first.save(
      new Map([
        ['a', new Date(0)],
        ['b', new Date(1)],
      ]),
    );
    first.save(new Map([['a', null]]));
    expect(keepEntries(storage, 'k', dates).load()).toEqual(new Map([['b', new Date(1)]]));
    expect(keepEntries(storage, 'other', dates).load()).toEqual(new Map());
    expect(reported).toEqual([]);
  });

  it('throws the full error and keeps nothing of a save the storage refuses', () => {
    const storage = createMapStorage({ maxChars: 100 });
    const kept = keepEntries(storage, 'k', dates);
    kept.save(new Map([['a', new Date(0)]]));
    expect(() =>
      kept.save(
        new Map([
          ['b', new Date(1)],
          ['c', new Date(2)],
        ]),
      ),
    ).toThrow('full');
    kept.save(
      new Map([
        ['a', null],
        ['c', new Date(2)],
      ]),
    );
    expect([...keepEntries(storage, 'k', dates).load().keys()]).toEqual(['c']);
  });

  it.each([
    ['text that is not JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 2, entries: {} })],
    ['JSON of another shape', 'null'],
  ])('reads %s as nothing kept, and reports it', (_, raw) => {
    const storage = createMapStorage();
    storage.setItem('k', raw);
    expect(keepEntries(storage, 'k', dates).load()).toEqual(new Map());
    expect(reported).toHaveLength(1);
  });

  it('leaves out the entries it cannot read, names them, and keeps the rest', () => {
    const storage = createMapStorage();
    storage.setItem('k', JSON.stringify({ version: 1, entries: { good: '1970-01-01T00:00:00.000Z', bad: 42 } }));
    const kept = keepEntries(storage, 'k', dates);
    expect(kept.load()).toEqual(new Map([['good', new Date(0)]]));
    expect(reported).toEqual([expect.objectContaining({ names: ['bad'] })]);
    kept.save(new Map());
    expect(JSON.parse(storage.getItem('k') ?? '')).toEqual({
      version: 1,
      entries: { good: '1970-01-01T00:00:00.000Z' },
    });
  });
});
