/** A port whose adapter can be replaced while callers keep the same object. */
export interface SwappablePort<P extends object> {
  /** The object callers hold: every member reads the current adapter's at the time of use. */
  readonly port: P;
  /** Makes `next` the adapter behind {@link SwappablePort.port}. */
  swap(next: P): void;
}

/**
 * Wraps `initial` so that a reset can put a fresh adapter behind the same object (React's store keys its entries by
 * the port object, and tests keep it in variables), and so that every promise a method returns passes through
 * `hold`, which can make the answer late. Methods keep their identity across swaps.
 */
export function createSwappablePort<P extends object>(
  initial: P,
  hold: (result: Promise<unknown>) => Promise<unknown>,
): SwappablePort<P> {
  let current = initial;
  const methods = new Map<PropertyKey, (...args: unknown[]) => unknown>();
  const methodOf = (key: PropertyKey) => {
    let method = methods.get(key);
    if (!method) {
      method = (...args: unknown[]) => {
        const result = (Reflect.get(current, key) as (...args: unknown[]) => unknown).apply(current, args);
        return result instanceof Promise ? hold(result) : result;
      };
      methods.set(key, method);
    }
    return method;
  };
  const port: P = new Proxy({} as P, {
    get: (_, key) => {
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function' ? methodOf(key) : value;
    },
    has: (_, key) => Reflect.has(current, key),
    ownKeys: () => Reflect.ownKeys(current),
    getOwnPropertyDescriptor: (_, key): PropertyDescriptor | undefined => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current, key);
      return (
        descriptor && {
          configurable: true,
          enumerable: descriptor.enumerable,
          writable: true,
          value: port[key as keyof P],
        }
      );
    },
  });
  return {
    port,
    swap: (next) => {
      current = next;
    },
  };
}
