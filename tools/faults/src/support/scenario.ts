import { afterEach } from 'vitest';
import { startFaultProxy, type FaultProxy } from '@platform/backends';

/**
 * What each scenario of a fault file opens, released after every test: the listeners it stops first, then the
 * clients it closes, then its fault proxy.
 */
export function useScenario() {
  const closers: (() => unknown)[] = [];
  const proxies: FaultProxy[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
    await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
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
    /** A fault proxy in front of `target`, closed after the test (each one, when a test opens several). */
    async proxy(target: { readonly host?: string; readonly port: number }): Promise<FaultProxy> {
      const proxy = await startFaultProxy({ target });
      proxies.push(proxy);
      return proxy;
    },
  };
}
