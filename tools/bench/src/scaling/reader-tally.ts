/**
 * How many mounted readers show each token, and promises for "all N show it".
 * Readers report from a layout effect, i.e. once React has committed what they show.
 */
export interface ReaderTally {
  show(token: string | undefined): void;
  hide(token: string | undefined): void;
  /** Readers showing a value (any token but `undefined`). */
  settled(): number;
  /** Resolves once `count` readers show a value, or, with `token`, that token. */
  waitFor(count: number, token?: string): Promise<void>;
}

/** Creates an empty {@link ReaderTally}. */
export function createReaderTally(): ReaderTally {
  const byToken = new Map<string, number>();
  let settled = 0;
  let waiters: { readonly done: () => boolean; readonly resolve: () => void }[] = [];
  const wake = () => {
    waiters = waiters.filter((waiter) => (waiter.done() ? (waiter.resolve(), false) : true));
  };
  const move = (token: string | undefined, by: number) => {
    if (token === undefined) return;
    byToken.set(token, (byToken.get(token) ?? 0) + by);
    settled += by;
    wake();
  };
  return {
    show: (token) => move(token, 1),
    hide: (token) => move(token, -1),
    settled: () => settled,
    waitFor(count, token) {
      const done = () => (token === undefined ? settled : (byToken.get(token) ?? 0)) >= count;
      return done() ? Promise.resolve() : new Promise((resolve) => waiters.push({ done, resolve }));
    },
  };
}
