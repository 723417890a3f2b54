import { afterEach } from 'vitest';
import { startFaultProxy, type FaultProxy } from '@platform/backends';

/**
 * What each scenario of a fault file opens, released after every test: the listeners it stops first, then the
 * clients it closes, then its fault proxy.
 */
export function useScenario() {
  const closers: (() => unknown)[] = [];
  let proxy: FaultProxy | undefined;
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
    await proxy?.close();
    proxy = undefined;
  });
  return {
    /** Closes a client (or anything else) after the test. */
    release(close: () => unknown) {
      closers.push(close);
    },
    /** Stops a listener after the test, before any client closes. */
    stopFirst(stop: () => unknown) {
      closers.unshift(stop);
    },
    /** A fault proxy in front of `target`, closed after the test. */
    async proxy(target: { readonly host?: string; readonly port: number }): Promise<FaultProxy> {
      proxy = await startFaultProxy({ target });
      return proxy;
    },
  };
}
