import { createReaderTally } from './reader-tally.js';

describe('createReaderTally', () => {
  it('resolves once enough readers show a value, or the given token', async () => {
    const tally = createReaderTally();
    const anyValue = vi.fn();
    const changed = vi.fn();
    void tally.waitFor(2).then(anyValue);
    void tally.waitFor(2, 'b').then(changed);
    tally.show(undefined);
    tally.show('a');
    tally.show('a');
    await Promise.resolve();
    expect(anyValue).toHaveBeenCalled();
    expect(changed).not.toHaveBeenCalled();
    tally.hide('a');
    tally.show('b');
    tally.hide('a');
    tally.show('b');
    await Promise.resolve();
    expect(changed).toHaveBeenCalled();
    expect(tally.settled()).toBe(2);
  });
});
