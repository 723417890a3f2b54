import { currentAndChanges } from './current-and-changes.js';

describe('currentAndChanges', () => {
  it('delivers the value now, then each change, and stops listening when unsubscribed', () => {
    let listener: ((next: string) => void) | undefined;
    const stop = vi.fn();
    const delivered: string[] = [];
    const source = currentAndChanges(
      () => 'now',
      (next) => {
        listener = next;
        return stop;
      },
    );

    const unsubscribe = source({ next: (next) => delivered.push(next), error: () => undefined });
    listener?.('later');
    unsubscribe();

    expect(delivered).toEqual(['now', 'later']);
    expect(stop).toHaveBeenCalledOnce();
  });
});
