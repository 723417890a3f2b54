import { systemClock, type Clock } from '../time/clock.js';
import { addCost, NO_COST, type Cost, type CostCharge } from './cost.js';
import { currentCostKey } from './cost-key.js';

/** Where a charge with no {@link withCostKey} around it is booked. */
export const UNKEYED = '(no key)';

/** How many opening times {@link CostMeter.openings} keeps per key. */
export const OPENINGS_KEPT = 1_000;

/** One listener a metered port has open, as {@link CostMeter.listeners} lists it. */
export interface MeteredListener {
  /** The cost key it was opened under, else the port's own name for what it listens to, else {@link UNKEYED}. */
  readonly key: string;
  /** Whether it was opened under a store key ({@link withCostKey}), so that a store entry should hold it open. */
  readonly keyed: boolean;
  /** When it opened, on the meter's clock. */
  readonly openedAt: number;
}

/** A handle on one open listener: charges go to the key it opened under; closing it takes it off the list. */
export interface MeteredListenerHandle extends MeteredListener {
  /** Charges `cost` to this listener's key. */
  charge(cost: CostCharge): void;
  /** Marks it closed; later calls do nothing. */
  close(): void;
}

/** Options for {@link createCostMeter}. */
export interface CostMeterOptions {
  /** Times listeners and the rules that depend on time (Firestore's 30-minute resume window); the system clock by default. */
  readonly clock?: Clock;
}

/** Counts what one port's calls cost, in total and per cost key (see {@link withCostKey}). */
export interface CostMeter {
  /** The meter's clock. */
  readonly clock: Clock;
  /** Adds `cost` to the total and to `key` (the current {@link withCostKey}, else {@link UNKEYED}). */
  charge(cost: CostCharge, key?: string): void;
  /** Everything charged since creation or the last {@link CostMeter.reset}. */
  total(): Cost;
  /** What each key was charged, in the order keys were first charged or opened. */
  byKey(): ReadonlyMap<string, Cost>;
  /**
   * Records a listener opening under the current cost key, else under `fallbackKey` (what the port says it listens
   * to); see {@link MeteredListenerHandle}.
   */
  openListener(fallbackKey?: string): MeteredListenerHandle;
  /** The listeners open now, oldest first. */
  listeners(): readonly MeteredListener[];
  /** When listeners opened under `key`, oldest first, on the meter's clock (the latest {@link OPENINGS_KEPT}). */
  openings(key: string): readonly number[];
  /** A number that changes with every charge and every listener that opens or closes, for caching views of the meter. */
  revision(): number;
  /** Calls `listener` after every charge and every listener that opens or closes. Returns its removal. */
  subscribe(listener: () => void): () => void;
  /** Sets every count back to 0 (open listeners stay open). */
  reset(): void;
}

/** Creates an empty {@link CostMeter}. */
export function createCostMeter({ clock = systemClock }: CostMeterOptions = {}): CostMeter {
  let total = NO_COST;
  let keys = new Map<string, Cost>();
  const open = new Set<MeteredListener>();
  const openings = new Map<string, number[]>();
  const watchers = new Set<() => void>();
  let revision = 0;
  const changed = () => {
    revision += 1;
    for (const watcher of [...watchers]) watcher();
  };
  const charge = (cost: CostCharge, key = currentCostKey() ?? UNKEYED) => {
    total = addCost(total, cost);
    keys.set(key, addCost(keys.get(key) ?? NO_COST, cost));
    changed();
  };
  return {
    clock,
    charge,
    total: () => total,
    byKey: () => keys,
    openListener(fallbackKey) {
      const storeKey = currentCostKey();
      const key = storeKey ?? fallbackKey ?? UNKEYED;
      const listener: MeteredListener = { key, keyed: storeKey !== undefined, openedAt: clock.now() };
      if (!keys.has(key)) keys.set(key, NO_COST);
      const times = openings.get(key) ?? [];
      times.push(listener.openedAt);
      if (times.length > OPENINGS_KEPT) times.shift();
      openings.set(key, times);
      open.add(listener);
      changed();
      return {
        ...listener,
        charge: (cost) => charge(cost, key),
        close: () => {
          if (open.delete(listener)) changed();
        },
      };
    },
    listeners: () => [...open],
    revision: () => revision,
    openings: (key) => openings.get(key) ?? [],
    subscribe(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
    reset() {
      total = NO_COST;
      keys = new Map();
      openings.clear();
      changed();
    },
  };
}
