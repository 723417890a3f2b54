import { createCostMeter, meterPort, type CostMeter } from '@platform/core';
import type { RtdbPort } from '../rtdb.port.js';
import { jsonBytes } from './json-bytes.js';

/**
 * `port`, with the bytes it downloads charged to `meter`, per store key (see `withCostKey`); `meterOf` finds the
 * meter from the returned port. The Realtime Database bills bytes downloaded ("Realtime Database pricing",
 * https://firebase.google.com/pricing and https://firebase.google.com/docs/database/usage/billing), which only the
 * backend knows (protocol overhead, TLS, deltas), so every charge is an estimate, marked `estimated`: a `read` and each
 * value snapshot cost the JSON of their value, and each child event the JSON of its key and value (a removal, its key).
 * A value listener is charged its whole value on every change, where the backend sends only what changed: an upper
 * bound.
 */
export function meterRtdb(port: RtdbPort, meter: CostMeter = createCostMeter()): RtdbPort {
  const download = (bytes: number, charge: (cost: { bytes: number; estimated: true }) => void = meter.charge) =>
    charge({ bytes, estimated: true });
  const metered: RtdbPort = {
    ...port,
    read: async (path, options) => {
      const result = await port.read(path, options);
      download(jsonBytes(result.value));
      return result;
    },
    onValue: (path, listener, onError, query) => {
      const handle = meter.openListener(`rtdb:${path}`);
      const stop = port.onValue(
        path,
        (snapshot) => {
          download(jsonBytes(snapshot.value), handle.charge);
          listener(snapshot);
        },
        (error) => {
          handle.close();
          onError?.(error);
        },
        query,
      );
      return () => {
        handle.close();
        stop();
      };
    },
    onChild: (path, listener, onError, query) => {
      const handle = meter.openListener(`rtdb:${path}`);
      const stop = port.onChild(
        path,
        (event) => {
          download(jsonBytes(event.type === 'removed' ? event.key : { [event.key]: event.value }), handle.charge);
          listener(event);
        },
        (error) => {
          handle.close();
          onError?.(error);
        },
        query,
      );
      return () => {
        handle.close();
        stop();
      };
    },
  };
  return meterPort(metered, meter);
}
