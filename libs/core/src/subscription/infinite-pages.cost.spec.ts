import { currentCostKey, withCostKey } from '../cost/cost-key.js';
import { createInfinitePages } from './infinite-pages.js';

describe('createInfinitePages and cost keys', () => {
  it('opens every page, the ones loaded later too, under the cost key the list was started under', () => {
    const keys: (string | undefined)[] = [];
    const pages = createInfinitePages<number>({
      pageSize: 1,
      open: (window, next) => {
        keys.push(currentCostKey());
        next(window.after === undefined ? [1, 2] : [2], true);
        return () => undefined;
      },
      idOf: String,
      samePosition: (a, b) => a === b,
    });
    const stop = withCostKey('notes:list', () => pages.subscribe(() => undefined));
    pages.loadMore();
    expect(keys).toEqual(['notes:list', 'notes:list']);
    stop();
  });
});
