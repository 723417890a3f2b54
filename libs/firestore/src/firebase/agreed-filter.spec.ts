import fc from 'fast-check';
import { documentsArb, querySpecArb, realize } from '../differential/testing/arbitraries.js';
import { evaluateQuery } from '../memory/engine/evaluate-query.js';
import { query, type Query } from '../model/query.js';
import { collection } from '../model/refs.js';
import { agreedQuery } from './agreed-filter.js';

const items = collection('items');

/** The query, or `undefined` where the port refuses to build it. */
function build(constraints: ReturnType<typeof realize>): Query<unknown> | undefined {
  try {
    return constraints && query(items, ...constraints);
  } catch {
    return undefined;
  }
}

describe('the filters the Firebase adapter sends', () => {
  // The memory engine stands for the server here: the emulator's differential proves it answers as the server does.
  it('match on the server exactly what the query’s own filters match (fast-check)', () => {
    fc.assert(
      fc.property(documentsArb(true), querySpecArb(true), (docs, spec) => {
        const built = build(realize(spec, { idOperand: (id) => id, docOf: () => undefined }));
        fc.pre(built !== undefined);
        const q = built as Query<unknown>;
        const stored = docs.map(([id, data]) => ({ path: `items/${id}`, data }));
        const agreed = agreedQuery(q);
        const sent = 'nothing' in agreed ? [] : evaluateQuery(agreed, stored);
        expect(sent.map((doc) => doc.path)).toEqual(evaluateQuery(q, stored).map((doc) => doc.path));
      }),
      { seed: 20_261_128, numRuns: 4000 },
    );
  });

  it('leave null and NaN out of lists, and NaN out of < and <= on a number', () => {
    const field = (op: string, value: unknown) => ({ kind: 'field', field: 'x', op, value }) as never;
    const filtersOf = (...filters: never[]) => {
      const agreed = agreedQuery({ ...query(items), filters });
      return 'nothing' in agreed ? agreed : agreed.filters;
    };
    expect(filtersOf(field('in', [null, 1, Number.NaN]))).toEqual([field('in', [1])]);
    expect(filtersOf(field('array-contains-any', [null]))).toEqual({ nothing: 'x' });
    expect(filtersOf(field('<=', 3))).toEqual([{ kind: 'and', filters: [field('>=', -Infinity), field('<=', 3)] }]);
    expect(filtersOf({ kind: 'or', filters: [field('array-contains', null), field('==', 1)] } as never)).toEqual([
      { kind: 'or', filters: [field('==', 1)] },
    ]);
    expect(filtersOf(field('==', 1), field('>', Number.NaN))).toEqual({ nothing: 'x' });
  });

  it('order by an inequality field they leave out, as the server would', () => {
    const x = (op: string, value: unknown) => ({ kind: 'field', field: 'x', op, value }) as never;
    const y = { kind: 'field', field: 'y', op: '!=', value: 1 } as never;
    const agreed = agreedQuery({ ...query(items), filters: [{ kind: 'or', filters: [y, x('<', null)] } as never] });
    expect(agreed).toMatchObject({
      filters: [{ kind: 'or', filters: [y] }],
      orderBy: [
        { field: 'x', direction: 'asc' },
        { field: 'y', direction: 'asc' },
      ],
    });
  });
});
