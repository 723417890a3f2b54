import { push, remove, set, setWithPriority, update } from 'firebase/database';
import type { RtdbPort } from '../rtdb.port.js';
import { assertUpdate, assertWritable } from '../internal/validate.js';
import { createDisconnectWrites } from './disconnect-writes.js';
import type { RtdbContext } from './firebase-rtdb.js';

const PUSH_KEY_PLACEHOLDER = 'k'.repeat(20);

/**
 * `set()`, `update()`, `push()`, `remove()` and the disconnect writes, each checked as the SDK checks it before
 * anything is sent. They share one chunk with the value checks they all need.
 */
export function createWrites(
  context: RtdbContext,
): Pick<RtdbPort, 'set' | 'update' | 'push' | 'remove' | 'onDisconnect'> {
  const { run, refAt } = context;
  return {
    ...createDisconnectWrites(context),
    set: (path, value, options) =>
      run(async () => {
        const priority = options?.priority;
        assertWritable(path, value, priority);
        const reference = await refAt(path);
        await (priority === undefined ? set(reference, value) : setWithPriority(reference, value, priority));
      }),
    update: (path, values) =>
      run(async () => {
        assertUpdate(path, values);
        await update(await refAt(path), values);
      }),
    push: (path, value) =>
      run(async () => {
        // A push key has 20 characters: the value is checked at the depth and path length it will have.
        assertWritable(`${path}/${PUSH_KEY_PLACEHOLDER}`, value);
        const reference = push(await refAt(path), value);
        await reference;
        return { key: reference.key as string };
      }),
    remove: (path) =>
      run(async () => {
        assertWritable(path, null);
        await remove(await refAt(path));
      }),
  };
}
