import { createSubscribable, systemClock, type Clock, type PlatformError } from '@platform/core';
import type { RtdbErrorListener, RtdbPort } from '../rtdb.port.js';
import { rtdbErrors, type RtdbErrorCode } from '../rtdb.errors.js';
import type { RtdbConnectionState, RtdbQuery, RtdbSnapshot, Unsubscribe } from '../rtdb.types.js';
import { disposedError } from '../internal/lifecycle-errors.js';
import { sameConnection } from '../internal/connection.js';
import { assertQuery } from '../internal/query-check.js';
import { assertUpdate, assertWritable, pathSegments } from '../internal/validate.js';
import { isServerValue } from '../server-values.js';
import { childEvents } from './child-diff.js';
import { createPushIds } from './push-id.js';
import { isFiltering, queryChildren } from './query-view.js';
import { nodeAt, sameNode, toNode, toValue, withNodeAt, type Node } from './tree.js';
import type { OrderedChild } from '../internal/ordering.js';

/** Options for {@link createMemoryRtdb}. */
export interface MemoryRtdbOptions {
  /** The clock behind server timestamps and push keys; the system clock by default. */
  readonly clock?: Clock;
  /** The randomness in push keys; `Math.random` by default. */
  readonly random?: () => number;
  /** The data the database starts with. */
  readonly initial?: unknown;
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
}

/** The in-memory Realtime Database: the port plus its {@link MemoryRtdbControl}. */
export interface MemoryRtdb extends RtdbPort {
  /** Fault injection and the simulated connection. */
  readonly control: MemoryRtdbControl;
}

interface Listener {
  deliver(): void;
}

interface DisconnectWrite {
  readonly path: string;
  readonly apply: () => void;
}

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
export function createMemoryRtdb({ clock = systemClock, random, initial }: MemoryRtdbOptions = {}): MemoryRtdb {
  let root: Node | null = toNode(initial);
  const priorities = new Map<string, string | number | null>();
  const listeners = new Set<Listener>();
  const disconnectWrites: DisconnectWrite[] = [];
  const faults: RtdbErrorCode[] = [];
  const nextPushId = createPushIds(clock, random);
  const connection = createSubscribable<RtdbConnectionState, PlatformError<RtdbErrorCode>>(
    { connected: true, serverTimeOffsetMs: 0 },
    { equals: sameConnection },
  );
  let appDeleted = false;
  let disposed = false;

  const check = (operation: string): void => {
    if (disposed) throw disposedError();
    const code = faults.shift();
    if (code) throw rtdbErrors.create(code, { customData: { operation, injected: true } });
    if (appDeleted) throw rtdbErrors.create('rtdb/app-deleted');
  };
  const run = async <T>(operation: string, work: () => T): Promise<T> => {
    check(operation);
    return work();
  };

  const serverNow = () => clock.now() + connection.get().serverTimeOffsetMs;
  const resolveServerValues = (value: unknown, existing: Node | null): unknown => {
    if (isServerValue(value)) {
      const sv = value['.sv'];
      return sv === 'timestamp' ? serverNow() : (typeof existing === 'number' ? existing : 0) + sv.increment;
    }
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        resolveServerValues(child, existing !== null && typeof existing === 'object' ? (existing[key] ?? null) : null),
      ]),
    );
  };

  const forgetPriorities = (path: string): void => {
    for (const key of priorities.keys())
      if (key === path || key.startsWith(`${path}/`) || path === '') priorities.delete(key);
  };
  const notify = (): void => {
    for (const listener of [...listeners]) listener.deliver();
  };
  const writeAt = (segments: readonly string[], value: unknown): void => {
    const node = toNode(resolveServerValues(value, nodeAt(root, segments)));
    forgetPriorities(segments.join('/'));
    root = withNodeAt(root, segments, node);
  };
  const set = (path: string, value: unknown, priority?: string | number | null): void => {
    assertWritable(path, value);
    const segments = pathSegments(path);
    writeAt(segments, value);
    if (priority !== undefined && priority !== null) priorities.set(segments.join('/'), priority);
    notify();
  };
  const update = (path: string, values: Readonly<Record<string, unknown>>): void => {
    assertUpdate(path, values);
    const base = pathSegments(path);
    for (const [relative, value] of Object.entries(values)) writeAt([...base, ...pathSegments(relative)], value);
    notify();
  };

  const childrenAt = (segments: readonly string[], query: RtdbQuery): OrderedChild[] =>
    queryChildren(nodeAt(root, segments), query, (key) => priorities.get([...segments, key].join('/')) ?? null);
  const valueAt = (segments: readonly string[], query: RtdbQuery | undefined): unknown =>
    isFiltering(query)
      ? toValue(toNode(Object.fromEntries(childrenAt(segments, query).map((child) => [child.key, child.value]))))
      : toValue(nodeAt(root, segments));

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
      assertQuery(query);
      listener = open(pathSegments(path));
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
    read: (path) =>
      run('read', () => {
        const segments = pathSegments(path);
        return { ...snapshotOf(segments, valueAt(segments, undefined)), route: 'realtime' as const };
      }),
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
        const segments = pathSegments(path);
        const next = apply(toValue(nodeAt(root, segments)));
        if (next !== undefined) set(path, next);
        return { committed: next !== undefined, snapshot: snapshotOf(segments, toValue(nodeAt(root, segments))) };
      }),
    onValue: (path, listener, onError, query) =>
      listen(
        path,
        query,
        (segments) => {
          let last: Node | null | undefined;
          return {
            deliver() {
              const value = valueAt(segments, query);
              const node = toNode(value);
              if (last !== undefined && sameNode(last, node)) return;
              last = node;
              listener(snapshotOf(segments, value));
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
      const segments = () => pathSegments(path);
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
            () => assertWritable(path, value),
            () => writeAt(segments(), value),
          ),
        update: (values) =>
          queue(
            'update',
            () => assertUpdate(path, values),
            () => {
              for (const [relative, value] of Object.entries(values))
                writeAt([...segments(), ...pathSegments(relative)], value);
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
    },
  };
  return port;
}
