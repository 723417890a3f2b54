/** Options for {@link createChunkGate}. */
export interface ChunkGateOptions {
  /** The implementation's listener method the gate counts, and breaks on request (e.g. `'onValue'`). */
  readonly listener?: string;
}

/**
 * Stands between a lazy facade and its implementation chunk, as the network does: the spec's `vi.mock` of the
 * implementation module hands each implementation the facade asks for to {@link ChunkGate.deliver}.
 */
export interface ChunkGate {
  /** Delivers `create()`'s implementation as a chunk would: held, failed, or at once. */
  deliver<T extends object>(create: () => T): Promise<T>;
  /** Holds every later delivery until {@link ChunkGate.release}. */
  hold(): void;
  /** Lets held deliveries arrive. */
  release(): void;
  /** The next delivery fails as a chunk that did not arrive (offline, or a newer deploy). */
  failNext(): void;
  /** The next listener the delivered implementation is asked for throws, as the SDK does on a closed client. */
  breakNextListener(): void;
  /** How many implementations were asked for. */
  loads(): number;
  /** Holds every later disposal of a delivered implementation until {@link ChunkGate.releaseDisposals}. */
  holdDisposals(): void;
  /** Lets held disposals go on. */
  releaseDisposals(): void;
  /** The next disposal of a delivered implementation releases it, then rejects, as an SDK whose shutdown fails. */
  failNextDisposal(): void;
  /** How many disposals of delivered implementations have finished, failed or not. */
  disposals(): number;
  /** How many listeners of the delivered implementations are open. */
  openListeners(): number;
}

type Method = (...args: unknown[]) => unknown;

/** Creates a {@link ChunkGate} that delivers at once until told otherwise. */
export function createChunkGate({ listener }: ChunkGateOptions = {}): ChunkGate {
  let loads = 0;
  let disposals = 0;
  let open = 0;
  let failures = 0;
  let broken = 0;
  let failedDisposals = 0;
  const deliveries = latch();
  const disposalGate = latch();

  const dispose = async (method: Method, target: object, args: unknown[]) => {
    try {
      await disposalGate.passed();
      await method.apply(target, args);
      if (failedDisposals > 0) {
        failedDisposals -= 1;
        throw new Error('The client could not be terminated.');
      }
    } finally {
      disposals += 1;
    }
  };

  const wrap = <T extends object>(implementation: T): T =>
    new Proxy(implementation, {
      get(target, key, receiver) {
        const member = Reflect.get(target, key, receiver) as unknown;
        if (typeof member !== 'function') return member;
        const method = member as Method;
        if (key === 'dispose') return (...args: unknown[]) => dispose(method, target, args);
        if (key !== listener || listener === undefined) return method.bind(target);
        return (...args: unknown[]) => {
          if (broken > 0) {
            broken -= 1;
            throw new Error('The client has already been terminated.');
          }
          const stop = method.apply(target, args) as () => void;
          open += 1;
          let active = true;
          return () => {
            if (active) open -= 1;
            active = false;
            stop();
          };
        };
      },
    });

  return {
    async deliver(create) {
      loads += 1;
      await deliveries.passed();
      if (failures > 0) {
        failures -= 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return wrap(create());
    },
    hold: () => deliveries.close(),
    release: () => deliveries.open(),
    holdDisposals: () => disposalGate.close(),
    releaseDisposals: () => disposalGate.open(),
    failNextDisposal() {
      failedDisposals += 1;
    },
    failNext() {
      failures += 1;
    },
    breakNextListener() {
      broken += 1;
    },
    loads: () => loads,
    disposals: () => disposals,
    openListeners: () => open,
  };
}

/** A gate that is open until closed: `passed()` resolves at once while open, and when it opens again while closed. */
function latch() {
  let closed: Promise<void> | undefined;
  let open = () => undefined as void;
  return {
    passed: () => closed,
    close() {
      closed ??= new Promise((resolve) => {
        open = () => {
          closed = undefined;
          resolve();
        };
      });
    },
    open: () => open(),
  };
}
