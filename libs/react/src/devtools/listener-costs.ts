import { addCost, meterOf, NO_COST, type Cost, type CostMeter } from '@platform/core';
import type { ServiceRegistry } from '../platform-services.js';
import type { SubscriptionStore } from '../subscription-store.js';

/** When the panel warns of churn: a key whose listener opened more than `opens` times within `withinMs`. */
export interface ChurnRule {
  /** More openings than this within the window is churn; 5 by default. */
  readonly opens: number;
  /** The window, in milliseconds on the meter's clock; 10 s by default. */
  readonly withinMs: number;
}

/** The churn rule the panel uses unless told otherwise. */
export const DEFAULT_CHURN: ChurnRule = { opens: 5, withinMs: 10_000 };

/** What one key of a metered port cost, as the panel's cost table shows it. */
export interface KeyCost {
  /** Tells the rows apart: a list's key. */
  readonly id: string;
  /** The name its port is registered under in the provider. */
  readonly port: string;
  /** The store key (or, for a listener opened outside the store, what the port says it listens to). */
  readonly key: string;
  /** Everything its listeners and reads were charged. */
  readonly cost: Cost;
  /** How many times a listener was opened under it after the first. */
  readonly reopens: number;
  /** Its listeners open now. */
  readonly open: number;
  /** Whether it opened more often than the churn rule allows, within its window, up to now. */
  readonly churning: boolean;
  /** Its listeners still open though the store entry that opened them is gone (its component unmounted). */
  readonly orphaned: number;
}

/** A warning the cost table shows above its rows. */
export type CostWarning =
  | {
      readonly kind: 'churn';
      readonly port: string;
      readonly key: string;
      readonly opens: number;
      readonly withinMs: number;
    }
  | { readonly kind: 'orphan'; readonly port: string; readonly key: string; readonly listeners: number };

/** Every metered port's costs, per key and in total, with the warnings. */
export interface CostReport {
  /** One row per key of each metered port, in the order the keys were first charged or opened. */
  readonly rows: readonly KeyCost[];
  /** Every metered port's cost added up. */
  readonly total: Cost;
  /** Churn and listeners left open, one warning per key. */
  readonly warnings: readonly CostWarning[];
}

/** A live view of what the metered ports of a provider cost; see {@link listenerCosts}. */
export interface ListenerCosts {
  /** The report now; the same object until a meter or the store changes. */
  get(): CostReport;
  /** Calls `listener` after each change. Returns the function that removes it. */
  subscribe(listener: () => void): () => void;
}

const churnOf = (meter: CostMeter, key: string, rule: ChurnRule) => {
  const since = meter.clock.now() - rule.withinMs;
  return meter.openings(key).filter((at) => at >= since).length;
};

function reportOf(
  store: SubscriptionStore,
  metered: readonly (readonly [string, object, CostMeter])[],
  rule: ChurnRule,
) {
  const held = store.entries();
  const rows: KeyCost[] = [];
  const warnings: CostWarning[] = [];
  let total = NO_COST;
  for (const [port, scope, meter] of metered) {
    const listeners = meter.listeners();
    for (const [key, cost] of meter.byKey()) {
      total = addCost(total, cost);
      const mine = listeners.filter((listener) => listener.key === key);
      const stored = held.some((entry) => entry.scope === scope && entry.key === key && entry.open);
      const orphaned = stored ? 0 : mine.filter((listener) => listener.keyed).length;
      const recent = churnOf(meter, key, rule);
      const churning = recent > rule.opens;
      rows.push({
        id: `${port}\u0000${key}`,
        port,
        key,
        cost,
        reopens: Math.max(0, meter.openings(key).length - 1),
        open: mine.length,
        churning,
        orphaned,
      });
      if (churning) warnings.push({ kind: 'churn', port, key, opens: recent, withinMs: rule.withinMs });
      if (orphaned > 0) warnings.push({ kind: 'orphan', port, key, listeners: orphaned });
    }
  }
  return { rows, total, warnings };
}

/**
 * What every metered port of `services` (see `meterFirestore`, `meterRtdb`, `meterStorage`) cost, per key and in
 * total, live, with a warning for each key that churns (see {@link ChurnRule}) and each listener still open after the
 * store entry that opened it was released. Framework-free: it only reads the meters and the store.
 */
export function listenerCosts(
  store: SubscriptionStore,
  services: ServiceRegistry = {},
  churn: ChurnRule = DEFAULT_CHURN,
): ListenerCosts {
  const metered = Object.entries(services).flatMap(([name, port]) => {
    const meter = typeof port === 'object' && port !== null ? meterOf(port) : undefined;
    return meter ? [[name, port as object, meter] as const] : [];
  });
  let report: CostReport | undefined;
  let from: readonly unknown[] = [];
  return {
    get() {
      const now = [store.entries(), ...metered.map(([, , meter]) => meter.revision())];
      if (!report || now.some((part, i) => part !== from[i])) {
        from = now;
        report = reportOf(store, metered, churn);
      }
      return report;
    },
    subscribe(listener) {
      const stops = [store.watchEntries(listener), ...metered.map(([, , meter]) => meter.subscribe(listener))];
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}
