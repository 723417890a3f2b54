import { systemClock } from '@platform/core';
import { get, ref } from 'firebase/database';
import { toRtdbError } from '../rtdb.errors.js';
import type { RtdbPort } from '../rtdb.port.js';
import { RTDB_TIMINGS } from '../rtdb.timings.js';
import type { RtdbRead } from '../rtdb.types.js';
import { parsePath } from '../internal/path.js';
import type { RtdbContext } from './firebase-rtdb.js';
import { readOverRest } from './rest-read.js';
import { restUrl } from './rest-url.js';
import { readWithFallback } from './read-with-fallback.js';
import { snapshotOf } from './snapshot.js';

/** `read()`: over the realtime connection, and over REST when that gives no answer in time. */
export function createReads(context: RtdbContext): Pick<RtdbPort, 'read'> {
  const { deps } = context;
  const clock = deps.clock ?? systemClock;

  const readOverRestFor = async (path: string, signal: AbortSignal): Promise<RtdbRead> => {
    const { firebaseApp } = await context.open();
    const [idToken, appCheckToken] = await Promise.all([deps.getIdToken?.(), deps.getAppCheckToken?.()]);
    const value = await readOverRest({
      url: restUrl(firebaseApp.options, path, deps.emulator),
      idToken,
      appCheckToken,
      clock,
      signal,
      retry: deps.restRetry,
    });
    return { key: path.split('/').at(-1) || null, value, exists: value !== null, route: 'rest' };
  };

  return {
    read: (path, options) =>
      context.run(async () => {
        const normalized = parsePath(path).join('/');
        const signal = options?.signal;
        if (signal?.aborted) throw toRtdbError(signal.reason);
        const realtime = get(ref((await context.open()).db, `/${normalized}`)).then(
          (snapshot): RtdbRead => ({ ...snapshotOf(snapshot), route: 'realtime' }),
        );
        return readWithFallback({
          realtime,
          rest: (restSignal) => readOverRestFor(normalized, restSignal),
          timeoutMs: deps.realtimeReadTimeoutMs ?? RTDB_TIMINGS.realtimeReadTimeoutMs,
          restTimeoutMs: deps.restReadTimeoutMs ?? RTDB_TIMINGS.restReadTimeoutMs,
          clock,
          signal,
        });
      }),
  };
}
