import type { Clock, MeteredListenerHandle } from '@platform/core';
import { taggedKey } from '../internal/query-key.js';
import type { FirestoreDoc, SnapshotMetadata } from '../firestore.types.js';
import { FIRESTORE_BILLING, queryReads } from './billing-rules.js';

/**
 * What the backend has sent for one query or document (a "target"), shared by every listener to it, as the SDK
 * shares one target among the listeners of the same query.
 */
interface Target {
  /** Whether the backend has answered it since it was (re)opened as a new query. */
  synced: boolean;
  /** The documents it last sent, by path, with a key of their data. */
  seen: Map<string, string>;
  open: number;
  closedAt: number;
}

/** One listener's view of its target: what each of its snapshots bills. */
export interface TargetListener {
  /** Charges what `snapshot` bills to the listener's key (nothing for one from the cache). */
  heard(snapshot: SnapshotMetadata & { readonly docs: readonly FirestoreDoc<unknown>[] }, single: boolean): void;
  /** Takes the listener off its target, and off the meter's list. */
  close(): void;
}

/** The targets of one metered port, by query key. */
export function createListenTargets(clock: Clock, keepsResumeTokens: boolean) {
  const targets = new Map<string, Target>();
  const expired = (target: Target) =>
    target.open === 0 && (!keepsResumeTokens || clock.now() - target.closedAt > FIRESTORE_BILLING.resumeWindowMs);
  return {
    /** The client is back online after `offlineMs`: a listener offline for longer than the resume window bills as new. */
    reconnected(offlineMs: number) {
      if (offlineMs <= FIRESTORE_BILLING.resumeWindowMs) return;
      for (const target of targets.values()) target.synced = false;
    },
    /**
     * Adds a listener to the target `key`. A target nobody listens to is billed as a new query, unless the client
     * keeps resume tokens and its last listener closed at most `FIRESTORE_BILLING.resumeWindowMs` ago; a `resumed`
     * one (from a server read) is billed only for what changed since the first snapshot it is given.
     */
    listen(key: string, handle: MeteredListenerHandle, resumed: boolean): TargetListener {
      let target = targets.get(key);
      if (!target || expired(target)) {
        target = { synced: false, seen: new Map(), open: 0, closedAt: 0 };
        targets.set(key, target);
      }
      const own = target;
      own.open += 1;
      let adopt = resumed && !own.synced;
      let open = true;
      return {
        heard(snapshot, single) {
          if (!adopt && snapshot.fromCache) return;
          const seen = new Map(snapshot.docs.map((doc) => [doc.path, taggedKey(doc.data)]));
          if (adopt) {
            adopt = false;
            own.synced = true;
          } else if (!own.synced) {
            own.synced = true;
            handle.charge({ reads: single ? 1 : queryReads(snapshot.docs.length) });
          } else {
            const changed = [...seen].filter(([path, data]) => own.seen.get(path) !== data).length;
            const left = [...own.seen.keys()].some((path) => !seen.has(path));
            if (changed > 0 || left) handle.charge({ reads: changed, estimated: left });
          }
          own.seen = seen;
        },
        close() {
          if (!open) return;
          open = false;
          own.open -= 1;
          if (own.open === 0) own.closedAt = clock.now();
          handle.close();
        },
      };
    },
  };
}
