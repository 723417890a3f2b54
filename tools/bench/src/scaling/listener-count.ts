/** A port whose listener-opening method is counted. */
export interface CountedPort<P extends object> {
  /** The same port, with the method counted; hand this one to the readers. */
  readonly port: P;
  /** Listeners open on the method now. */
  open(): number;
  /** The most that were open at once since the last {@link CountedPort.resetPeak}. */
  peak(): number;
  resetPeak(): void;
}

/**
 * Counts the listeners open on `method` of `port` (a method that returns its unsubscribe function). On the Firebase
 * adapters each one is a listener on the SDK, so this is how many the SDK holds for the readers.
 */
export function countListeners<P extends object>(port: P, method: string): CountedPort<P> {
  let open = 0;
  let peak = 0;
  const counted = new Proxy(port, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property !== method || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const unsubscribe = (value as (...a: unknown[]) => () => void).apply(target, args);
        open += 1;
        peak = Math.max(peak, open);
        let active = true;
        return () => {
          if (active) open -= 1;
          active = false;
          unsubscribe();
        };
      };
    },
  });
  return {
    port: counted,
    open: () => open,
    peak: () => peak,
    resetPeak: () => {
      peak = open;
    },
  };
}
