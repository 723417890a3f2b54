import fc from 'fast-check';
import { inOwnWriteOrder } from './own-writes-order';

/** A list as the query orders it: times never increasing, ties in any (id) order; some notes are this tab's. */
const listed = fc
  .array(fc.record({ time: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }), own: fc.boolean() }), {
    maxLength: 30,
  })
  .chain((notes) =>
    fc
      .shuffledSubarray(
        notes.map((_, index) => index),
        { minLength: notes.length, maxLength: notes.length },
      )
      .map((writeOrder) => {
        const byTime = notes
          .map((note, index) => ({
            id: `n${String(index)}`,
            data: { createdAt: note.time === null ? null : new Date(note.time) },
            own: note.own,
          }))
          .sort((a, b) => (b.data.createdAt?.getTime() ?? Infinity) - (a.data.createdAt?.getTime() ?? Infinity));
        const written = new Map<string, number>();
        for (const index of writeOrder) if (notes[index]?.own) written.set(`n${String(index)}`, written.size);
        return { byTime, written };
      }),
  );

describe('inOwnWriteOrder', () => {
  it('keeps the query order of times and of other notes, and puts this tab’s tied notes newest first', () => {
    fc.assert(
      fc.property(listed, ({ byTime, written }) => {
        const ordered = inOwnWriteOrder(byTime, written);
        expect(ordered.map((note) => note.data.createdAt)).toEqual(byTime.map((note) => note.data.createdAt));
        expect([...ordered].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
          [...byTime].sort((a, b) => a.id.localeCompare(b.id)),
        );
        ordered.forEach((note, at) => {
          if (!written.has(note.id)) expect(byTime[at]).toBe(note);
        });
        for (let at = 1; at < ordered.length; at += 1) {
          const [before, after] = [ordered[at - 1], ordered[at]];
          if (before?.data.createdAt?.getTime() !== after?.data.createdAt?.getTime()) continue;
          const [a, b] = [written.get(before?.id ?? ''), written.get(after?.id ?? '')];
          if (a !== undefined && b !== undefined) expect(a).toBeGreaterThan(b);
        }
      }),
    );
  });

  it('returns the same list when nothing moves', () => {
    const notes = [
      { id: 'a', data: { createdAt: new Date(2) } },
      { id: 'b', data: { createdAt: new Date(1) } },
    ];
    expect(inOwnWriteOrder(notes, new Map([['a', 0]]))).toBe(notes);
  });
});
