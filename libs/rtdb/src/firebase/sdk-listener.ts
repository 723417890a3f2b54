import { callListener } from '@platform/core';
import type { Database } from 'firebase/database';
import { toRtdbError } from '../rtdb.errors.js';
import type { RtdbErrorListener } from '../rtdb.port.js';
import type { Unsubscribe } from '../rtdb.types.js';
import type { RtdbContext } from './firebase-rtdb.js';

/**
 * Runs `check`, then attaches an SDK listener once the database is open, unless it was stopped first. Bad input and
 * a failed open reach `onError`, once, and close it; the port's `dispose()` closes it too.
 */
export function listenOnceOpen(
  context: RtdbContext,
  check: () => void,
  attach: (db: Database) => Unsubscribe,
  onError: RtdbErrorListener | undefined,
): Unsubscribe {
  let active = true;
  let detach: Unsubscribe | undefined;
  const stop = () => {
    active = false;
    untrack();
    detach?.();
  };
  const untrack = context.track(stop);
  Promise.resolve()
    .then(() => {
      check();
      return context.open();
    })
    .then(({ db }) => {
      if (active) detach = attach(db);
    })
    .catch((error: unknown) => {
      if (!active) return;
      stop();
      if (onError) callListener(onError, toRtdbError(error));
    });
  return stop;
}
