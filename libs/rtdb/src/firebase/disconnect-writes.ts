import { onDisconnect } from 'firebase/database';
import type { RtdbPort } from '../rtdb.port.js';
import { parsePath } from '../internal/path.js';
import { assertUpdate, assertWritable } from '../internal/validate.js';
import type { RtdbContext } from './firebase-rtdb.js';

/** `onDisconnect(path)`: the writes the server makes when this client disconnects, checked as `set()`'s are. */
export function createDisconnectWrites({ run, refAt }: RtdbContext): Pick<RtdbPort, 'onDisconnect'> {
  return {
    onDisconnect(path) {
      const at = async () => onDisconnect(await refAt(path));
      return {
        set: (value) =>
          run(async () => {
            assertWritable(path, value);
            await (await at()).set(value);
          }),
        update: (values) =>
          run(async () => {
            assertUpdate(path, values);
            await (await at()).update(values);
          }),
        remove: () =>
          run(async () => {
            parsePath(path, { readOnly: false });
            await (await at()).remove();
          }),
        cancel: () => run(async () => (await at()).cancel()),
      };
    },
  };
}
