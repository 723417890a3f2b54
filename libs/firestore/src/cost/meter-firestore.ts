import { createCostMeter, meterPort, type CostMeter } from '@platform/core';
import type { FirestorePort, FirestoreTransaction } from '../firestore.port.js';
import type { AggregateResult, AggregateSpec } from '../firestore.types.js';
import type { Query } from '../model/query.js';
import type { CollectionRef } from '../model/refs.js';
import { queryKey } from '../internal/query-key.js';
import { count } from '../model/aggregates.js';
import { aggregationReads, queryReads } from './billing-rules.js';
import { createListenTargets } from './listen-targets.js';

/** The name the meter gives the count it adds to an aggregation that has none, to know how many entries it matched. */
const METER_COUNT = 'platformMeterCount';

/** Options for {@link meterFirestore}. */
export interface MeterFirestoreOptions {
  /**
   * Whether the client keeps its listeners' resume tokens after they close (the Firebase adapter with a persistent
   * cache): a query listened to again within 30 minutes then bills only what changed. `false` by default, as the
   * SDK's memory cache forgets a query once nobody listens to it.
   */
  readonly persistentCache?: boolean;
}

/**
 * `port`, with every read it makes charged to `meter` as Cloud Firestore bills it (see `FIRESTORE_BILLING`), per
 * store key (see `withCostKey`); `meterOf` finds the meter from the returned port. It counts from what the port
 * reports, so it works on any adapter: exactly on the memory adapter, and from the snapshots' `fromCache` and
 * document changes on the Firebase adapter.
 *
 * - `get` bills one read, found or not; `getDocs` and a listener's first result one per document, at least one.
 * - A listener then bills one read per document added or changed; a document that left the result bills none (one
 *   that left because it changed bills one in production: the charge is then marked estimated).
 * - A listener to a query another one already listens to bills nothing more (the SDK shares the target). A listener
 *   that reconnects (`offline()`, then `online()`) within 30 minutes bills only what changed meanwhile; later, its
 *   whole result. One reopened after the last listener to its query closed bills its whole result again, unless the
 *   client keeps resume tokens (`persistentCache`) and it is within 30 minutes.
 * - An aggregation bills one read per 1,000 index entries, at least one.
 * - Nothing read from the cache bills: snapshots with `fromCache`, and reads while the port is `offline()`.
 */
export function meterFirestore(
  port: FirestorePort,
  meter: CostMeter = createCostMeter(),
  { persistentCache = false }: MeterFirestoreOptions = {},
): FirestorePort {
  const targets = createListenTargets(meter.clock, persistentCache);
  let offline = false;
  let offlineAt = 0;
  const read = (reads: number) => {
    if (!offline) meter.charge({ reads });
  };
  const metered: FirestorePort = {
    ...port,
    get: async (ref) => {
      const found = await port.get(ref);
      read(1);
      return found;
    },
    getDocs: async (source) => {
      const docs = await port.getDocs(source);
      read(queryReads(docs.length));
      return docs;
    },
    getQuerySnapshot: async (source) => {
      const result = await port.getQuerySnapshot(source);
      if (!result.snapshot.fromCache) read(queryReads(result.snapshot.docs.length));
      return result;
    },
    aggregate: async <T, S extends AggregateSpec>(source: Query<T> | CollectionRef<T, unknown>, spec: S) => {
      const counted = Object.keys(spec).find((name) => spec[name]?.kind === 'count');
      const result: Record<string, unknown> = await port.aggregate<T, AggregateSpec>(
        source,
        counted ? spec : { ...spec, [METER_COUNT]: count() },
      );
      read(aggregationReads(Number(result[counted ?? METER_COUNT])));
      if (!counted) delete result[METER_COUNT];
      return result as AggregateResult<S>;
    },
    onDocument: (ref, listener, onError) => {
      const docKey = `firestore:${queryKey(ref, { codec: false })}`;
      const watch = targets.listen(docKey, meter.openListener(docKey), false);
      const stop = port.onDocument(
        ref,
        (snapshot) => {
          watch.heard({ ...snapshot, docs: snapshot.doc ? [snapshot.doc] : [] }, true);
          listener(snapshot);
        },
        (error) => {
          watch.close();
          onError?.(error);
        },
      );
      return () => {
        watch.close();
        stop();
      };
    },
    onQuery: (source, listener, onError, options) => {
      const resumed = options?.resumeFrom !== undefined;
      const target = `firestore:${queryKey(source, { codec: false })}`;
      const watch = targets.listen(target, meter.openListener(target), resumed);
      const stop = port.onQuery(
        source,
        (snapshot) => {
          watch.heard(snapshot, false);
          listener(snapshot);
        },
        (error) => {
          watch.close();
          onError?.(error);
        },
        options,
      );
      return () => {
        watch.close();
        stop();
      };
    },
    runTransaction: (work) =>
      port.runTransaction((transaction) => {
        const get: FirestoreTransaction['get'] = async (ref) => {
          const found = await transaction.get(ref);
          read(1);
          return found;
        };
        return work(Object.assign(Object.create(transaction) as FirestoreTransaction, { get }));
      }),
    offline: async () => {
      if (!offline) offlineAt = meter.clock.now();
      offline = true;
      await port.offline();
    },
    online: async () => {
      if (offline) targets.reconnected(meter.clock.now() - offlineAt);
      offline = false;
      await port.online();
    },
  };
  return meterPort(metered, meter);
}
