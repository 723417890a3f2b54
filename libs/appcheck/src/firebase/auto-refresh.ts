import type { AppCheckPort } from '../appcheck.port.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import { createTokenRefresher } from '../internal/token-refresher.js';
import type { AppCheckImplementation } from './firebase-appcheck.js';

/** Background refresh, which an app asks for with `activate({ autoRefresh: true })` or `setAutoRefresh(true)`. */
export interface AutoRefresh extends Pick<AppCheckPort, 'setAutoRefresh'> {
  /** Stops refreshing for good. */
  dispose(): Promise<void>;
}

/**
 * Background refresh, in a chunk of its own that loads with the implementation when an app asks for it: on the
 * implementation's clock, with the SDK's schedule (halfway through the token's life plus 5 minutes, retrying after
 * 30 s and doubling up to 16 minutes).
 */
export function createAutoRefresh(implementation: AppCheckImplementation): AutoRefresh {
  const { clock, schedule, refresh, whenActive } = implementation;
  const refresher = createTokenRefresher({ clock, refresh, ...schedule });
  let disposed = false;
  return {
    async setAutoRefresh(enabled) {
      await whenActive();
      // An activation that was on its way when the port was disposed starts nothing.
      if (disposed) throw lifecycle.disposed();
      if (enabled) refresher.start();
      else refresher.stop();
    },
    async dispose() {
      disposed = true;
      refresher.stop();
    },
  };
}
