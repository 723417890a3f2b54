import { createCostMeter, meterPort, type CostMeter } from '@platform/core';
import type { StoragePort } from '../storage.port.js';

/**
 * `port`, with its billed operations and the bytes it downloads charged to `meter`, per store key (see
 * `withCostKey`); `meterOf` finds the meter from the returned port. Cloud Storage bills operations and bytes
 * downloaded ("Cloud Storage for Firebase pricing", https://firebase.google.com/pricing, and Google Cloud Storage's
 * "Operations" classes): an upload, `list`, `listAll` (one per page it reads, counted as one here) and
 * `updateMetadata` are class A operations; `getDownloadUrl`, `getMetadata`, `getBytes` and `getBlob` class B; `delete`
 * is free. The bytes are what `getBytes` and `getBlob` return, exactly; a download through a download URL happens
 * outside the port and is not counted.
 */
export function meterStorage(port: StoragePort, meter: CostMeter = createCostMeter()): StoragePort {
  const operation = <R>(result: Promise<R>, bytes: (value: R) => number = () => 0): Promise<R> =>
    result.then((value) => {
      meter.charge({ operations: 1, bytes: bytes(value) });
      return value;
    });
  const metered: StoragePort = {
    ...port,
    upload: (target, data, options) => {
      const task = port.upload(target, data, options);
      operation(task.result).catch(() => undefined);
      return task;
    },
    getDownloadUrl: (target) => operation(port.getDownloadUrl(target)),
    getBytes: (target, options) => operation(port.getBytes(target, options), (bytes) => bytes.byteLength),
    getBlob: (target, options) => operation(port.getBlob(target, options), (blob) => blob.size),
    getMetadata: (target) => operation(port.getMetadata(target)),
    updateMetadata: (target, update) => operation(port.updateMetadata(target, update)),
    list: (target, options) => operation(port.list(target, options)),
    listAll: (target) => operation(port.listAll(target)),
  };
  return meterPort(metered, meter);
}
