import { expect } from 'vitest';
import { costSince, type Cost } from '../cost/cost.js';
import type { CostMeter } from '../cost/cost-meter.js';
import { meterOf } from '../cost/meter-port.js';

/** The most a piece of work may cost: each part named is checked, the others are free. */
export type CostBudget = Partial<Omit<Cost, 'estimated'>>;

/** What {@link expectCost} checks, once the work has run. */
export interface CostExpectation {
  /** Fails unless the work cost no more than `budget` in each part it names. Resolves to what it cost. */
  toBeAtMost(budget: CostBudget): Promise<Cost>;
  /** Fails unless the work cost exactly `cost` in each part it names. Resolves to what it cost. */
  toBe(cost: CostBudget): Promise<Cost>;
}

const PARTS = ['reads', 'bytes', 'operations'] as const;

const costOf = async (meter: CostMeter, work: () => unknown): Promise<Cost> => {
  const before = meter.total();
  await work();
  return costSince(before, meter.total());
};

const named = (cost: Cost, budget: CostBudget) =>
  Object.fromEntries(PARTS.filter((part) => budget[part] !== undefined).map((part) => [part, cost[part]]));

/**
 * Runs `work` (which renders, clicks and waits for what it expects to see) and checks what `target` (a port made by a
 * library's `meter…` function, or its meter) was charged meanwhile:
 * `await expectCost(port, () => render(<Notes />)).toBeAtMost({ reads: 25 })`.
 */
export function expectCost(target: object, work: () => unknown): CostExpectation {
  const meter = 'openListener' in target ? (target as CostMeter) : meterOf(target);
  if (!meter)
    throw new TypeError('expectCost needs a metered port (see meterFirestore, meterRtdb, meterStorage) or a meter.');
  const spent = costOf(meter, work);
  return {
    async toBeAtMost(budget) {
      const cost = await spent;
      const over = PARTS.filter((part) => cost[part] > (budget[part] ?? Number.POSITIVE_INFINITY));
      expect(named(cost, budget), `cost over budget in ${over.join(', ') || 'nothing'}`).toEqual(
        Object.fromEntries(
          PARTS.filter((part) => budget[part] !== undefined).map((part) => [
            part,
            over.includes(part) ? budget[part] : cost[part],
          ]),
        ),
      );
      return cost;
    },
    async toBe(expected) {
      const cost = await spent;
      expect(named(cost, expected)).toEqual(expected);
      return cost;
    },
  };
}
