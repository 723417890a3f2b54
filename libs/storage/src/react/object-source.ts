import type { SubscriptionSource } from '@platform/react';
import type { StoragePort } from '../storage.port.js';
import type { StorageTarget } from '../storage.types.js';
import { parseTarget } from '../internal/storage-path.js';

/** The store key of what `kind` reads at `target`, the same for every component that names the target the same way. */
export const objectKey = (kind: string, target: StorageTarget, extra = ''): string =>
  `storage:${kind}:${typeof target === 'string' ? target : `gs://${target.bucket ?? ''}/${target.path}`}${extra}`;

/**
 * A subscription source (the store opens one per port and key, whatever the render that built it) that reads `target` and reads it again whenever this port changes it (or, for a prefix,
 * anything under it). An answer that a newer read overtook is dropped.
 */
export function objectSource<T>(
  port: StoragePort,
  target: StorageTarget,
  read: (port: StoragePort, target: StorageTarget) => Promise<T>,
): SubscriptionSource<T> {
  return (observer) => {
    let active = true;
    let reads = 0;
    const load = () => {
      const mine = (reads += 1);
      const current = () => active && mine === reads;
      read(port, target).then(
        (value) => current() && observer.next(value),
        (error: unknown) => current() && observer.error(error),
      );
    };
    let path: string | undefined;
    try {
      path = parseTarget(target, { root: true }).path;
    } catch {
      // The read rejects with the typed error; there is nothing to watch.
    }
    load();
    const stop = port.watchChanges(({ ref }) => {
      if (path !== undefined && (path === '' || ref.path === path || ref.path.startsWith(`${path}/`))) load();
    });
    return () => {
      active = false;
      stop();
    };
  };
}
