import { createSubscribable, systemClock, withTimeout, type Clock, type PlatformError } from '@platform/core';
import type { RtdbErrorListener, RtdbPort } from '../rtdb.port.js';
import { rtdbErrors, toRtdbError, type RtdbErrorCode } from '../rtdb.errors.js';
import type { RtdbConnectionState, RtdbQuery, RtdbRead, RtdbSnapshot, Unsubscribe } from '../rtdb.types.js';
import { RTDB_TIMINGS } from '../rtdb.timings.js';
import { disposedError } from '../internal/lifecycle-errors.js';
import { sameConnection } from '../internal/connection.js';
import { assertQuery } from '../internal/query-check.js';
import { parsePath } from '../internal/path.js';
import { assertUpdate, assertWritable } from '../internal/validate.js';
import { isServerValue } from '../server-values.js';
import { childEvents } from './child-diff.js';
import { createPushIds } from './push-id.js';
import { isFiltering, queryChildren, type OrderedChild } from './query-view.js';
import {
  leafValue,
  nodeAt,
  priorityOf,
  sameNode,
  toNode,
  toValue,
  withNodeAt,
  withPriority,
  type Node,
  type Priority,
} from './tree.js';

/** Options for {@link createMemoryRtdb}. */
export interface MemoryRtdbOptions {
  /** The clock behind server timestamps and push keys; the system clock by default. */
  readonly clock?: Clock;
  /** The randomness in push keys; `Math.random` by default. */
  readonly random?: () => number;
  /** The data the database starts with. */
  readonly initial?: unknown;
  /**
   * How long `read()` waits for a backend that does not answer (see {@link MemoryRtdbControl.stallReads}) before it
   * fails with `rtdb/timeout`: by default the Firebase adapter's realtime wait plus its REST fallback's.
   */
  readonly readTimeoutMs?: number;
}

/** Steers a memory Realtime Database from tests and offline demos. */
export interface MemoryRtdbControl {
  /** Makes the next call (or listener) reject with `code`; several calls queue up in order. */
  failNext(code: RtdbErrorCode): void;
  /** Behaves from now on as the Firebase adapter does once its app is deleted: every call rejects with `rtdb/app-deleted`. */
  deleteApp(): void;
  /** Drops the connection as a network failure would: the disconnect writes run and the state turns disconnected. */
  simulateDisconnect(): void;
  /** Brings the connection back after {@link MemoryRtdbControl.simulateDisconnect}. */
  reconnect(): void;
  /** Sets the server's clock ahead of (or behind) the local one, as `.info/serverTimeOffset` reports it. */
  setServerTimeOffset(ms: number): void;
  /**
   * Makes the backend stop answering reads, as a server that neither the realtime connection nor REST gets an answer
   * from: `read()` then ends only with `rtdb/timeout` or its signal's `rtdb/aborted`. `false` answers them again,
   * the waiting ones included.
   */
  stallReads(stalled: boolean): void;
}

/** The in-memory Realtime Database: the port plus its {@link MemoryRtdbControl}. */
export interface MemoryRtdb extends RtdbPort {
  /** Fault injection and the simulated connection. */
  readonly control: MemoryRtdbControl;
}

interface Listener {
  /** Child events are raised before value events, as the SDK raises them for one change. */
  readonly raises: 'child' | 'value';
  deliver(): void;
}

interface DisconnectWrite {
  readonly path: string;
  readonly apply: () => void;
}

const hasOwnPriority = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, '.priority');

const snapshotOf = (segments: readonly string[], value: unknown): RtdbSnapshot => ({
  key: segments.at(-1) ?? null,
  value,
  exists: value !== null,
});

/**
 * Creates an in-memory Realtime Database with the Firebase adapter's semantics and no SDK: the database's ordering,
 * query windows, child events with previous keys, transactions, server values, disconnect writes and connection
 * state, timed by `clock` and able to fail with any port error.
 */
export function createMemoryRtdb({
  clock = systemClock,
  random,
  initial,
  readTimeoutMs = RTDB_TIMINGS.realtimeReadTimeoutMs + RTDB_TIMINGS.restReadTimeoutMs,
}: MemoryRtdbOptions = {}): MemoryRtdb {
  let root: Node | null = toNode(initial);
  let stalled: { promise: Promise<void>; resume: () => void } | undefined;
  const listeners = new Set<Listener>();
  const disconnectWrites: DisconnectWrite[] = [];
  const faults: RtdbErrorCode[] = [];
  const nextPushId = createPushIds(clock, random);
  const connection = createSubscribable<RtdbConnectionState, PlatformError<RtdbErrorCode>>(
    { connected: true, serverTimeOffsetMs: 0 },
    { equals: sameConnection },
  );
  // `.info/connected` and `.info/serverTimeOffset` listeners hear every change of the connection.
  connection.subscribe(() => notify());
  let appDeleted = false;
  let disposed = false;

  const check = (operation: string): void => {
    if (disposed) throw disposedError();
    const code = faults.shift();
    if (code) throw rtdbErrors.create(code, { customData: { operation, injected: true } });
    if (appDeleted) throw rtdbErrors.create('rtdb/app-deleted');
  };
  const run = async <T>(operation: string, work: () => T | Promise<T>): Promise<T> => {
    check(operation);
    return work();
  };

  const serverNow = () => clock.now() + connection.get().serverTimeOffsetMs;
  const resolveServerValues = (value: unknown, existing: Node | null): unknown => {
    if (isServerValue(value)) {
      const sv = value['.sv'];
      if (sv === 'timestamp') return serverNow();
      const current = leafValue(existing);
      return (typeof current === 'number' ? current : 0) + sv.increment;
    }
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, resolveServerValues(child, nodeAt(existing, [key]))]),
    );
  };

  const notify = (): void => {
    const all = [...listeners];
    for (const raises of ['child', 'value'] as const)
      for (const listener of all) if (listener.raises === raises && listeners.has(listener)) listener.deliver();
  };
  const writeAt = (segments: readonly string[], value: unknown, priority?: unknown): void => {
    let node = toNode(resolveServerValues(value, nodeAt(root, segments)));
    if (priority !== undefined) node = withPriority(node, resolveServerValues(priority, null) as Priority | null);
    root = withNodeAt(root, segments, node);
  };
  const set = (path: string, value: unknown, priority?: unknown): void => {
    writeAt(assertWritable(path, value, priority), value, priority);
    notify();
  };
  const update = (path: string, values: Readonly<Record<string, unknown>>): void => {
    const { base, writes } = assertUpdate(path, values);
    for (const [keys, value] of writes) writeAt([...base, ...keys], value);
    notify();
  };

  /** The node at `segments`; `.info` holds the connection state, as the SDK's `.info/connected` reports it. */
  const readNode = (segments: readonly string[]): Node | null => {
    if (segments[0] !== '.info') return nodeAt(root, segments);
    const { connected, serverTimeOffsetMs } = connection.get();
    return nodeAt({ connected, serverTimeOffset: serverTimeOffsetMs }, segments.slice(1));
  };
  const childrenAt = (segments: readonly string[], query: RtdbQuery): OrderedChild[] =>
    queryChildren(readNode(segments), query);
  const nodeFor = (segments: readonly string[], query: RtdbQuery | undefined): Node | null =>
    isFiltering(query)
      ? toNode(Object.fromEntries(childrenAt(segments, query).map((child) => [child.key, child.node])))
      : readNode(segments);

  const read = async (path: string, signal: AbortSignal | undefined): Promise<RtdbRead> => {
    const segments = parsePath(path);
    if (stalled || signal) {
      await withTimeout(stalled?.promise ?? Promise.resolve(), readTimeoutMs, {
        clock,
        signal,
        onTimeout: (timeoutMs) => rtdbErrors.create('rtdb/timeout', { customData: { timeoutMs } }),
      }).catch((error: unknown) => {
        throw toRtdbError(error);
      });
      if (disposed) throw disposedError();
    }
    return { ...snapshotOf(segments, toValue(readNode(segments))), route: 'realtime' as const };
  };

  const listen = (
    path: string,
    query: RtdbQuery | undefined,
    open: (segments: readonly string[]) => Listener,
    onError: RtdbErrorListener | undefined,
  ): Unsubscribe => {
    let failure: PlatformError<RtdbErrorCode> | undefined;
    let listener: Listener | undefined;
    try {
      check('listen');
      const segments = parsePath(path);
      assertQuery(query, segments);
      listener = open(segments);
    } catch (error) {
      failure = error as PlatformError<RtdbErrorCode>;
    }
    let active = true;
    queueMicrotask(() => {
      if (!active) return;
      if (failure || !listener) return onError?.(failure as PlatformError<RtdbErrorCode>);
      listeners.add(listener);
      listener.deliver();
    });
    return () => {
      active = false;
      if (listener) listeners.delete(listener);
    };
  };

  const dropConnection = (): void => {
    const writes = disconnectWrites.splice(0);
    for (const write of writes) write.apply();
    if (writes.length > 0) notify();
    connection.emit({ ...connection.get(), connected: false });
  };

  const port: MemoryRtdb = {
    read: (path, options) => run('read', () => read(path, options?.signal)),
    set: (path, value, options) => run('set', () => set(path, value, options?.priority)),
    update: (path, values) => run('update', () => update(path, values)),
    push: (path, value) =>
      run('push', () => {
        const key = nextPushId();
        set(`${path}/${key}`, value);
        return { key };
      }),
    remove: (path) => run('remove', () => set(path, null)),
    transaction: (path, apply) =>
      run('transaction', () => {
        const segments = parsePath(path, { readOnly: false });
        const current = nodeAt(root, segments);
        const next = apply(toValue(current));
        // Like the SDK, a transaction keeps the location's priority unless its result sets one.
        if (next !== undefined) set(path, next, hasOwnPriority(next) ? undefined : priorityOf(current));
        return { committed: next !== undefined, snapshot: snapshotOf(segments, toValue(nodeAt(root, segments))) };
      }),
    onValue: (path, listener, onError, query) =>
      listen(
        path,
        query,
        (segments) => {
          let last: Node | null | undefined;
          return {
            raises: 'value',
            deliver() {
              const node = nodeFor(segments, query);
              if (last !== undefined && sameNode(last, node)) return;
              last = node;
              listener(snapshotOf(segments, toValue(node)));
            },
          };
        },
        onError,
      ),
    onChild: (path, listener, onError, query = {}) =>
      listen(
        path,
        query,
        (segments) => {
          let last: OrderedChild[] = [];
          return {
            raises: 'child',
            deliver() {
              const now = childrenAt(segments, query);
              const events = childEvents(last, now, query.orderBy ?? { by: 'priority' });
              last = now;
              for (const event of events) listener(event);
            },
          };
        },
        onError,
      ),
    onDisconnect(path) {
      const segments = () => parsePath(path, { readOnly: false });
      const at = () => segments().join('/');
      const queue = (operation: string, validate: () => void, apply: () => void) =>
        run(`onDisconnect.${operation}`, () => {
          validate();
          disconnectWrites.push({ path: at(), apply });
        });
      return {
        set: (value) =>
          queue(
            'set',
            () => void assertWritable(path, value),
            () => writeAt(segments(), value),
          ),
        update: (values) =>
          queue(
            'update',
            () => void assertUpdate(path, values),
            () => {
              for (const [keys, value] of assertUpdate(path, values).writes) writeAt([...segments(), ...keys], value);
            },
          ),
        remove: () =>
          queue(
            'remove',
            () => void at(),
            () => writeAt(segments(), null),
          ),
        cancel: () =>
          run('onDisconnect.cancel', () => {
            const prefix = at();
            const kept = disconnectWrites.filter(
              (write) => !(prefix === '' || write.path === prefix || write.path.startsWith(`${prefix}/`)),
            );
            disconnectWrites.splice(0, disconnectWrites.length, ...kept);
          }),
      };
    },
    currentConnection: () => connection.get(),
    watchConnection(listener, onError) {
      const unsubscribe = connection.subscribe(listener, onError);
      listener(connection.get());
      return unsubscribe;
    },
    goOffline: () => run('goOffline', dropConnection),
    goOnline: () =>
      run('goOnline', () => {
        connection.emit({ ...connection.get(), connected: true });
      }),
    async dispose() {
      disposed = true;
      listeners.clear();
    },
    control: {
      failNext(code) {
        faults.push(code);
      },
      deleteApp() {
        appDeleted = true;
      },
      simulateDisconnect: dropConnection,
      reconnect() {
        connection.emit({ ...connection.get(), connected: true });
      },
      setServerTimeOffset(ms) {
        connection.emit({ ...connection.get(), serverTimeOffsetMs: ms });
      },
      stallReads(stall) {
        if (stall && !stalled) {
          let resume = () => undefined as void;
          const promise = new Promise<void>((resolve) => (resume = resolve));
          stalled = { promise, resume };
        } else if (!stall && stalled) {
          stalled.resume();
          stalled = undefined;
        }
      },
    },
  };
  return port;
}
