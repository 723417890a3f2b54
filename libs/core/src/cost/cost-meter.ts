import { systemClock, type Clock } from '../time/clock.js';
import { addCost, NO_COST, type Cost, type CostCharge } from './cost.js';
import { currentCostKey } from './cost-key.js';

/** Where a charge with no {@link withCostKey} around it is booked. */
export const UNKEYED = '(no key)';

/** One listener a metered port has open, as {@link CostMeter.listeners} lists it. */
export interface MeteredListener {
  /** The cost key it was opened under ({@link UNKEYED} when none). */
  readonly key: string;
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
  /** Records a listener opening under the current cost key; see {@link MeteredListenerHandle}. */
  openListener(): MeteredListenerHandle;
  /** The listeners open now, oldest first. */
  listeners(): readonly MeteredListener[];
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
  const watchers = new Set<() => void>();
  const changed = () => {
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
    openListener() {
      const key = currentCostKey() ?? UNKEYED;
      const listener: MeteredListener = { key, openedAt: clock.now() };
      if (!keys.has(key)) keys.set(key, NO_COST);
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
    subscribe(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
    reset() {
      total = NO_COST;
      keys = new Map();
      changed();
    },
  };
}
