import type { RtdbErrorListener, RtdbPort } from '../rtdb.port.js';
import type { PlatformError } from '@platform/core';
import type { RtdbErrorCode } from '../rtdb.errors.js';

type RtdbError = PlatformError<RtdbErrorCode>;

/** A port whose child listeners are counted, for measuring what a reader costs. */
export interface ListMeter {
  /** The port to hand to the code being measured; every other member is the metered port's own. */
  readonly port: RtdbPort;
  /** `onChild` listeners open now. */
  listeners(): number;
  /** Children the listeners were sent: each `added` and `changed` event. */
  reads(): number;
  /** Every open listener fails with `error` and closes, as when the database revokes them. */
  fail(error: RtdbError): void;
}

/** Wraps `port` so its listeners can be counted, and failed on purpose. */
export function meterLists(port: RtdbPort): ListMeter {
  const open = new Set<{ readonly child: boolean; readonly fail: (error: RtdbError) => void }>();
  let reads = 0;
  const wrap =
    (method: 'onChild' | 'onValue') =>
    (path: string, listener: (value: never) => void, onError?: RtdbErrorListener, query?: object) => {
      let stop: () => void = () => undefined;
      const entry = {
        child: method === 'onChild',
        fail: (error: RtdbError) => {
          open.delete(entry);
          stop();
          onError?.(error);
        },
      };
      open.add(entry);
      const heard = (value: { readonly type?: string }) => {
        if (method === 'onChild' && value.type !== 'removed' && value.type !== 'moved') reads += 1;
        listener(value as never);
      };
      stop = (port[method] as (...args: unknown[]) => () => void)(
        path,
        heard,
        (error: RtdbError) => {
          open.delete(entry);
          onError?.(error);
        },
        query,
      );
      return () => {
        open.delete(entry);
        stop();
      };
    };
  const listeners = { onChild: wrap('onChild'), onValue: wrap('onValue') };
  const metered = new Proxy(port, {
    get: (target, name, receiver) =>
      name === 'onChild' || name === 'onValue' ? listeners[name] : Reflect.get(target, name, receiver),
  });
  return {
    port: metered,
    listeners: () => [...open].filter((entry) => entry.child).length,
    reads: () => reads,
    fail: (error) => {
      for (const entry of [...open]) entry.fail(error);
    },
  };
}
